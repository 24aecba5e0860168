import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@portal/shared/i18n/react';
import { formatDate } from '@portal/shared/format';
import { EmptyState } from '@portal/shared/ui/empty-state';
import { LoadingSkeleton } from '@portal/shared/ui/loading-skeleton';
import { useLocale } from '@portal/shared/ui/use-locale';
import { WidgetError } from '@portal/shared/ui/widget-error';
import { SectionCard } from '../../../components/section-card';
import { useAuditLog } from '../api/get-audit-log';

/** Who read or changed this client's data, when and from where (the append-only log), newest first. */
export function AuditLog({ clientId }: { clientId: number }) {
  const { t } = useTranslation('clients');
  const locale = useLocale();
  const log = useAuditLog(clientId);
  const describe = (action: string, what: string | null) => {
    const actionText = t(`detail.audit.actions.${action}`, { defaultValue: action });
    return what ? `${actionText}: ${t(`detail.audit.what.${what}`, { defaultValue: what })}` : actionText;
  };
  return (
    <SectionCard title={t('detail.audit.title')}>
      {log.isPending ? (
        <LoadingSkeleton rows={4} />
      ) : log.isError ? (
        <WidgetError message={t('detail.audit.error')} onRetry={() => void log.refetch()} />
      ) : log.data.entries.length === 0 ? (
        <EmptyState title={t('detail.audit.empty')} description={t('detail.audit.emptyDescription')} />
      ) : (
        <Box
          component="ol"
          sx={{ m: 0, p: 0, listStyle: 'none', maxHeight: 360, overflowY: 'auto', display: 'grid', gap: 1 }}
          tabIndex={0}
          aria-label={t('detail.audit.title')}
        >
          {log.data.entries.map((entry) => (
            <Box component="li" key={entry.id} sx={{ borderBottom: 1, borderColor: 'divider', pb: 1 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {describe(entry.action, entry.what)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {[
                  entry.partner_user ?? t('detail.audit.system'),
                  `${formatDate(entry.created_at, 'dmy', { locale })} ${formatDate(entry.created_at, 'time', { locale })}`,
                  entry.ip,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </SectionCard>
  );
}
