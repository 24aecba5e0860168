import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from '@portal/shared/i18n/react';
import { dayjs, formatDate } from '@portal/shared/format';
import { Amount } from '@portal/shared/ui/amount';
import { EmptyState } from '@portal/shared/ui/empty-state';
import { LoadingSkeleton } from '@portal/shared/ui/loading-skeleton';
import { useLocale } from '@portal/shared/ui/use-locale';
import { WidgetError } from '@portal/shared/ui/widget-error';
import { useTransactions } from '../api/get-transactions';

/**
 * One service's transactions, newest first, a month at a time: the next older month loads when the end of the list
 * scrolls into view (and by the button, for the keyboard and where no IntersectionObserver exists).
 */
/** "November 2026", "Novembre 2026": a heading starts with a capital in every language. */
function monthTitle(month: string, locale: string) {
  const text = dayjs(`${month}-01`).locale(locale).format('MMMM YYYY');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function TransactionsList({ clientId, serviceId }: { clientId: number; serviceId: number }) {
  const { t } = useTranslation('clients');
  const locale = useLocale();
  const transactions = useTransactions(clientId, serviceId);
  const scroller = useRef<HTMLDivElement>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = transactions;

  useEffect(() => {
    const target = sentinel.current;
    if (!target || typeof IntersectionObserver === 'undefined' || !hasNextPage) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { root: scroller.current, rootMargin: '0px 0px 80px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (transactions.isPending) return <LoadingSkeleton rows={5} />;
  if (transactions.isError && !transactions.data) {
    return <WidgetError message={t('detail.transactions.error')} onRetry={() => void transactions.refetch()} />;
  }
  const months = transactions.data.pages.flatMap(({ month, transactions: rows }) =>
    month !== null && rows.length > 0 ? [{ month, rows }] : [],
  );
  if (months.length === 0)
    return <EmptyState title={t('detail.transactions.empty')} description={t('detail.transactions.emptyDescription')} />;

  return (
    <Box
      ref={scroller}
      tabIndex={0}
      role="region"
      aria-label={t('detail.transactions.listLabel')}
      sx={{ maxHeight: 440, overflowY: 'auto', pr: 0.5 }}
    >
      {months.map((page) => (
        <Box component="section" key={page.month} aria-label={monthTitle(page.month, locale)} sx={{ mb: 2 }}>
          <Typography
            variant="subtitle2"
            component="h3"
            sx={{ position: 'sticky', top: 0, bgcolor: 'background.paper', py: 0.5, zIndex: 1 }}
          >
            {monthTitle(page.month, locale)}
          </Typography>
          <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {page.rows.map((tx) => (
              <Box
                component="li"
                key={tx.id}
                sx={{
                  display: 'grid',
                  gridTemplateColumns: 'auto 1fr auto',
                  gap: 1.5,
                  py: 0.75,
                  borderBottom: 1,
                  borderColor: 'divider',
                  alignItems: 'baseline',
                }}
              >
                <Typography variant="body2" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {formatDate(tx.date, 'dmy', { locale })}
                </Typography>
                <Box sx={{ minWidth: 0 }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {t(`transactionKinds.${tx.kind}`, { ns: 'common' })}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {[tx.description, tx.isin].filter(Boolean).join(' · ')}
                  </Typography>
                </Box>
                <Amount value={tx.amount} currency={tx.currency} sx={{ color: tx.amount < 0 ? 'error.main' : 'text.primary' }} />
              </Box>
            ))}
          </Box>
        </Box>
      ))}
      <Box ref={sentinel} sx={{ display: 'flex', justifyContent: 'center', py: 1 }}>
        {transactions.isFetchNextPageError ? (
          <WidgetError message={t('detail.transactions.error')} onRetry={() => void fetchNextPage()} />
        ) : isFetchingNextPage ? (
          <CircularProgress size={24} aria-label={t('detail.transactions.loadingMore')} />
        ) : hasNextPage ? (
          <Button size="small" onClick={() => void fetchNextPage()}>
            {t('detail.transactions.loadOlder')}
          </Button>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('detail.transactions.allLoaded')}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
