import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@portal/shared/i18n/react';
import type { PositionsAnalysis } from '@portal/shared/contracts';
import { formatDate, formatNumber, formatPercent } from '@portal/shared/format';
import { Link as RouterLink, useParams } from '@portal/shared/router';
import { Amount } from '@portal/shared/ui/amount';
import { EmptyState } from '@portal/shared/ui/empty-state';
import { LoadingSkeleton } from '@portal/shared/ui/loading-skeleton';
import { WidgetError } from '@portal/shared/ui/widget-error';
import { Figure, Panel, ToolPage } from '../../../lib/ui/page';
import { useAnalysisDocument } from '../api/get-analysis-documents';
import { ReportButton } from './report-button';
import { AnalysisStatusChip } from './status-chip';

export function AnalysisDetailPage() {
  const { t } = useTranslation('tools');
  const id = Number(useParams().id);
  const document = useAnalysisDocument(id);
  const back = (
    <Link component={RouterLink} to="..">
      {t('portfolio_analysis.detail.back')}
    </Link>
  );

  if (document.isPending) return <LoadingSkeleton variant="table" rows={6} />;
  if (document.isError) return <WidgetError message={t('load_error')} onRetry={() => void document.refetch()} />;
  if (!document.data) {
    return (
      <ToolPage id="analysis-detail" title={t('portfolio_analysis.title')}>
        <EmptyState title={t('portfolio_analysis.detail.not_found')} action={back} />
      </ToolPage>
    );
  }
  const data = document.data;

  return (
    <ToolPage id="analysis-detail" title={data.file_name} actions={data.has_report ? <ReportButton id={data.id} /> : undefined}>
      {back}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <AnalysisStatusChip status={data.status} />
        <Typography color="text.secondary">{t('portfolio_analysis.detail.uploaded', { date: formatDate(data.created_at) })}</Typography>
        {data.completed_at && (
          <Typography color="text.secondary">
            {t('portfolio_analysis.detail.completed', { date: formatDate(data.completed_at) })}
          </Typography>
        )}
        <Typography>
          {t('portfolio_analysis.detail.declared_value')}: <Amount value={data.declared_value} decimals={0} />
        </Typography>
      </Box>
      {data.analysis ? (
        <AnalysisView analysis={data.analysis} />
      ) : (
        <Alert severity="info">
          {data.status === 'done'
            ? t('portfolio_analysis.detail.delivered')
            : data.status === 'in_analysis'
              ? t('portfolio_analysis.detail.analysts')
              : t('portfolio_analysis.detail.pending')}
        </Alert>
      )}
    </ToolPage>
  );
}

function ShareList({
  title,
  id,
  entries,
  label,
}: {
  title: string;
  id: string;
  entries: PositionsAnalysis['by_currency'];
  label: (key: string) => string;
}) {
  return (
    <Panel title={title} labelledBy={id}>
      <Box component="ul" aria-labelledby={id} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.25 }}>
        {entries.map((entry) => (
          <Box component="li" key={entry.key} sx={{ display: 'grid', gap: 0.5 }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
              <Typography variant="body2">{label(entry.key)}</Typography>
              <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {formatPercent(entry.share)} · <Amount value={entry.value} decimals={0} />
              </Typography>
            </Box>
            <LinearProgress variant="determinate" value={entry.share * 100} aria-hidden />
          </Box>
        ))}
      </Box>
    </Panel>
  );
}

function AnalysisView({ analysis }: { analysis: PositionsAnalysis }) {
  const { t } = useTranslation('tools');
  const fee = analysis.fee_drag;
  return (
    <>
      <Panel>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
          <Figure
            label={t('portfolio_analysis.detail.total')}
            value={<Amount value={analysis.total_value} decimals={0} />}
            hint={t('portfolio_analysis.detail.positions', { count: analysis.positions_count })}
          />
          <Figure label={t('portfolio_analysis.detail.top5')} value={formatPercent(analysis.top5_share)} />
          <Figure label={t('portfolio_analysis.detail.hhi')} value={formatNumber(analysis.hhi, { decimals: 3 })} />
          {fee && (
            <Figure label={t('portfolio_analysis.detail.fee_ten_years')} value={<Amount value={fee.ten_year_difference} decimals={0} />} />
          )}
        </Box>
        {analysis.skipped_rows > 0 && (
          <Alert severity="warning">{t('portfolio_analysis.detail.skipped', { count: analysis.skipped_rows })}</Alert>
        )}
      </Panel>
      <Box sx={{ display: 'grid', gap: { xs: 2, md: 3 }, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <ShareList
          title={t('portfolio_analysis.detail.by_asset_class')}
          id="analysis-classes"
          entries={analysis.by_asset_class}
          label={(key) => t(`asset_classes.${key}` as 'asset_classes.other', { defaultValue: t('asset_classes.other') })}
        />
        <ShareList
          title={t('portfolio_analysis.detail.by_currency')}
          id="analysis-currencies"
          entries={analysis.by_currency}
          label={(key) => key}
        />
      </Box>
      <Panel title={t('portfolio_analysis.detail.fee_drag')} labelledBy="analysis-fees">
        {fee ? (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
            <Figure label={t('portfolio_analysis.detail.fee_current')} value={formatPercent(fee.current_fee, { decimals: 2 })} />
            <Figure
              label={t('portfolio_analysis.detail.fee_proposed', { strategy: fee.strategy_name })}
              value={formatPercent(fee.proposed_fee, { decimals: 2 })}
            />
            <Figure label={t('portfolio_analysis.detail.fee_yearly')} value={<Amount value={fee.yearly_difference} decimals={0} />} />
            <Figure label={t('portfolio_analysis.detail.fee_ten_years')} value={<Amount value={fee.ten_year_difference} decimals={0} />} />
          </Box>
        ) : (
          <Typography color="text.secondary">{t('portfolio_analysis.detail.no_fee_drag')}</Typography>
        )}
      </Panel>
      <Panel title={t('portfolio_analysis.detail.largest')} labelledBy="analysis-largest">
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-labelledby="analysis-largest">
            <TableHead>
              <TableRow>
                <TableCell>{t('portfolio_analysis.detail.name')}</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>ISIN</TableCell>
                <TableCell align="right">{t('portfolio_analysis.detail.value')}</TableCell>
                <TableCell align="right">{t('portfolio_analysis.detail.share')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {analysis.top_positions.map((position) => (
                <TableRow key={position.isin}>
                  <TableCell>{position.name}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' }, fontFamily: 'monospace' }}>{position.isin}</TableCell>
                  <TableCell align="right">
                    <Amount value={position.value} decimals={0} />
                  </TableCell>
                  <TableCell align="right">{formatPercent(position.share)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      </Panel>
    </>
  );
}
