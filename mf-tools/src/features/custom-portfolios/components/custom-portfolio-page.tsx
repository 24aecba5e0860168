import { useMemo, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@portal/shared/ui/use-theme';
import type { Options } from 'highcharts';
import { useTranslation } from '@portal/shared/i18n/react';
import type { CustomPortfolioPosition, WeightAdjustment } from '@portal/shared/contracts';
import { formatDate, formatNumber } from '@portal/shared/format';
import { Link as RouterLink, useParams } from '@portal/shared/router';
import { EmptyState } from '@portal/shared/ui/empty-state';
import { LoadingSkeleton } from '@portal/shared/ui/loading-skeleton';
import { toast } from '@portal/shared/ui/toast-store';
import { useLocale } from '@portal/shared/ui/use-locale';
import { WidgetError } from '@portal/shared/ui/widget-error';
import { Chart } from '@portal/shared/ui/chart';
import { ScrollRegion } from '@portal/shared/ui/scroll-region';
import { Panel, ToolPage } from '../../../lib/ui/page';
import {
  downloadChangeLog,
  useAdjustmentHistory,
  useCustomPortfolio,
  useLatestAdjustment,
  usePositions,
} from '../api/get-custom-portfolios';
import { useDismissAdjustment } from '../api/weight-adjustments';
import { AdjustmentStatusChip } from './status-chip';
import { WeightRequestForm } from './weight-request-form';

// a weight in percent, '%' without a space as every percentage on screen (docs/screens-and-layout.md)
const pct = (value: number | null) => (value === null ? '–' : `${formatNumber(value, { decimals: 2 })}%`);

export function CustomPortfolioPage() {
  const { t } = useTranslation('tools');
  const id = Number(useParams().id);
  // keyed by the id: opening another portfolio starts with its own positions and latest adjustment (docs/tools.md)
  return (
    <PortfolioDetail
      key={id}
      id={id}
      back={
        <Link component={RouterLink} to="..">
          {t('custom_portfolios.detail.back')}
        </Link>
      }
    />
  );
}

function PortfolioDetail({ id, back }: { id: number; back: ReactNode }) {
  const { t } = useTranslation('tools');
  const portfolio = useCustomPortfolio(id);
  const found = Boolean(portfolio.data);
  const positions = usePositions(id, found);
  const latest = useLatestAdjustment(id, found);
  const history = useAdjustmentHistory(id, found);
  const [requesting, setRequesting] = useState(false);

  if (portfolio.isPending) return <LoadingSkeleton variant="table" rows={6} />;
  if (portfolio.isError) return <WidgetError message={t('load_error')} onRetry={() => void portfolio.refetch()} />;
  if (!portfolio.data) {
    return (
      <ToolPage id="custom-portfolio" title={t('custom_portfolios.title')}>
        <EmptyState title={t('custom_portfolios.detail.not_found')} action={back} />
      </ToolPage>
    );
  }
  const pending = latest.data?.status === 'pending';
  return (
    <ToolPage
      id="custom-portfolio"
      title={portfolio.data.name}
      actions={
        !requesting && positions.data ? (
          <Button
            variant="contained"
            onClick={() => setRequesting(true)}
            disabled={pending}
            title={pending ? t('custom_portfolios.request.pending_exists') : undefined}
          >
            {t('custom_portfolios.request.open')}
          </Button>
        ) : undefined
      }
    >
      {back}
      {requesting && positions.data && (
        <WeightRequestForm
          portfolioId={id}
          positions={positions.data}
          correlations={portfolio.data.correlations}
          onDone={() => setRequesting(false)}
        />
      )}
      <LatestAdjustmentPanel portfolioId={id} adjustment={latest.data} pending={latest.isPending} error={latest.isError} />
      <Box sx={{ display: 'grid', gap: { xs: 2, md: 3 }, gridTemplateColumns: { xs: '1fr', lg: '1.6fr 1fr' } }}>
        <Panel title={t('custom_portfolios.detail.positions')} labelledBy="positions-title">
          {positions.isPending ? (
            <LoadingSkeleton variant="table" rows={4} />
          ) : positions.isError ? (
            <WidgetError message={t('load_error')} onRetry={() => void positions.refetch()} />
          ) : (
            <PositionsTable positions={positions.data} />
          )}
        </Panel>
        <Panel title={t('custom_portfolios.detail.donut')} labelledBy="donut-title">
          {positions.data && <WeightsDonut positions={positions.data} />}
        </Panel>
      </Box>
      <Panel title={t('custom_portfolios.history.title')} labelledBy="history-title">
        {history.isPending ? (
          <LoadingSkeleton variant="table" rows={3} />
        ) : history.isError ? (
          <WidgetError message={t('load_error')} onRetry={() => void history.refetch()} />
        ) : history.data.length === 0 ? (
          <EmptyState title={t('custom_portfolios.history.empty')} />
        ) : (
          <ScrollRegion labelledBy="history-title">
            <Table size="small" aria-labelledby="history-title">
              <TableHead>
                <TableRow>
                  <TableCell>{t('custom_portfolios.history.requested')}</TableCell>
                  <TableCell>{t('custom_portfolios.history.processed')}</TableCell>
                  <TableCell>{t('custom_portfolios.history.status')}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{t('custom_portfolios.history.changes')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {history.data.map((adjustment) => (
                  <TableRow key={adjustment.id}>
                    <TableCell>{formatDate(adjustment.requested_date)}</TableCell>
                    <TableCell>{adjustment.processed_date ? formatDate(adjustment.processed_date) : '–'}</TableCell>
                    <TableCell>
                      <AdjustmentStatusChip status={adjustment.status} />
                    </TableCell>
                    <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                      {adjustment.requested_weights
                        .map((entry) => `${entry.name} ${formatNumber(entry.weight, { decimals: 1 })}%`)
                        .join(' · ')}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </ScrollRegion>
        )}
      </Panel>
    </ToolPage>
  );
}

function PositionsTable({ positions }: { positions: CustomPortfolioPosition[] }) {
  const { t } = useTranslation('tools');
  const hide = { display: { xs: 'none', sm: 'table-cell' } };
  return (
    <ScrollRegion labelledBy="positions-title">
      <Table size="small" aria-labelledby="positions-title">
        <TableHead>
          <TableRow>
            <TableCell>{t('custom_portfolios.detail.name')}</TableCell>
            <TableCell sx={hide}>{t('custom_portfolios.detail.isin')}</TableCell>
            <TableCell sx={hide}>{t('custom_portfolios.detail.currency')}</TableCell>
            <TableCell align="right">{t('custom_portfolios.detail.weight')}</TableCell>
            <TableCell align="right">{t('custom_portfolios.detail.drifting_weight')}</TableCell>
            <TableCell align="right">{t('custom_portfolios.detail.requested_weight')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {positions.map((position) => (
            <TableRow key={position.isin}>
              <TableCell>{position.name}</TableCell>
              <TableCell sx={{ ...hide, fontFamily: 'monospace' }}>{position.isin}</TableCell>
              <TableCell sx={hide}>{position.currency}</TableCell>
              <TableCell align="right">{pct(position.weight)}</TableCell>
              <TableCell align="right">{pct(position.drifting_weight)}</TableCell>
              <TableCell align="right">{pct(position.requested_weight)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollRegion>
  );
}

/** Two rings: the target weights inside, the drifting weights outside. */
function WeightsDonut({ positions }: { positions: CustomPortfolioPosition[] }) {
  const { t } = useTranslation('tools');
  const theme = useTheme();
  const options = useMemo<Options>(() => {
    const palette = [
      theme.palette.primary.main,
      theme.palette.secondary.main,
      theme.palette.success.main,
      theme.palette.warning.main,
      theme.palette.info.main,
      theme.palette.error.main,
    ];
    const data = (key: 'weight' | 'drifting_weight') =>
      positions
        .filter((position) => position[key] > 0)
        .map((position, index) => ({ name: position.name, y: position[key], color: palette[index % palette.length] }));
    return {
      chart: { type: 'pie', style: { fontFamily: 'inherit' }, animation: false },
      title: { text: undefined },
      credits: { enabled: false },
      tooltip: { pointFormat: '{series.name}: <b>{point.y:.2f}%</b>' },
      plotOptions: { pie: { dataLabels: { enabled: false }, showInLegend: true, animation: false } },
      series: [
        { type: 'pie', name: t('custom_portfolios.detail.target'), data: data('weight'), size: '60%', innerSize: '35%' },
        {
          type: 'pie',
          name: t('custom_portfolios.detail.drifting'),
          data: data('drifting_weight'),
          size: '100%',
          innerSize: '68%',
          showInLegend: false,
        },
      ],
    };
    // the series names are in the page's language: t changes with it
  }, [positions, theme, t]);
  return <Chart options={options} height={300} label={t('custom_portfolios.detail.donut')} />;
}

function LatestAdjustmentPanel({
  portfolioId,
  adjustment,
  pending,
  error,
}: {
  portfolioId: number;
  adjustment: WeightAdjustment | null | undefined;
  pending: boolean;
  error: boolean;
}) {
  const { t } = useTranslation('tools');
  const locale = useLocale();
  const dismiss = useDismissAdjustment(portfolioId);
  const download = (format: 'pdf' | 'csv') => adjustment && void downloadChangeLog(adjustment.id, format, locale).catch(() => undefined);
  return (
    <Panel title={t('custom_portfolios.latest.title')} labelledBy="latest-title">
      {pending ? (
        <LoadingSkeleton rows={2} />
      ) : error ? (
        <WidgetError message={t('load_error')} />
      ) : !adjustment ? (
        <Typography color="text.secondary">{t('custom_portfolios.latest.none')}</Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(3, auto) 1fr' },
              gap: 2,
              m: 0,
              '& dd': { m: 0, fontWeight: 600 },
            }}
          >
            <div>
              <Typography component="dt" variant="body2" color="text.secondary">
                {t('custom_portfolios.latest.status')}
              </Typography>
              <dd>
                <AdjustmentStatusChip status={adjustment.status} />
              </dd>
            </div>
            <div>
              <Typography component="dt" variant="body2" color="text.secondary">
                {t('custom_portfolios.latest.requested')}
              </Typography>
              <dd>{formatDate(adjustment.requested_date)}</dd>
            </div>
            <div>
              <Typography component="dt" variant="body2" color="text.secondary">
                {t('custom_portfolios.latest.processed')}
              </Typography>
              <dd>{adjustment.processed_date ? formatDate(adjustment.processed_date) : t('custom_portfolios.latest.not_processed')}</dd>
            </div>
          </Box>
          {adjustment.new_weights && (
            <Typography variant="body2">
              {t('custom_portfolios.latest.new_weights')}:{' '}
              {adjustment.new_weights.map((entry) => `${entry.name} ${formatNumber(entry.weight, { decimals: 2 })}%`).join(' · ')}
            </Typography>
          )}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Button size="small" variant="outlined" onClick={() => download('pdf')}>
              {t('custom_portfolios.latest.change_log')}
            </Button>
            <Button size="small" variant="outlined" onClick={() => download('csv')}>
              {t('custom_portfolios.latest.change_log_csv')}
            </Button>
            {adjustment.status !== 'pending' && (
              <Button
                size="small"
                disabled={dismiss.isPending}
                onClick={() =>
                  dismiss.mutate(adjustment.id, {
                    onSuccess: ({ message }) => toast.success(message),
                  })
                }
              >
                {t('custom_portfolios.latest.dismiss')}
              </Button>
            )}
          </Box>
        </Box>
      )}
    </Panel>
  );
}
