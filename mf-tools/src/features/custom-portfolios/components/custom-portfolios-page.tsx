import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from '@portal/shared/i18n/react';
import { formatNumber } from '@portal/shared/format';
import { Link as RouterLink } from '@portal/shared/router';
import { EmptyState } from '@portal/shared/ui/empty-state';
import { LoadingSkeleton } from '@portal/shared/ui/loading-skeleton';
import { WidgetError } from '@portal/shared/ui/widget-error';
import { Panel, ToolPage } from '../../../lib/ui/page';
import { useCustomPortfolios } from '../api/get-custom-portfolios';
import { AdjustmentStatusChip } from './status-chip';

export function CustomPortfoliosPage() {
  const { t } = useTranslation('tools');
  const portfolios = useCustomPortfolios();
  return (
    <ToolPage id="custom-portfolios" title={t('custom_portfolios.title')} intro={t('custom_portfolios.intro')}>
      <Panel>
        {portfolios.isPending ? (
          <LoadingSkeleton variant="table" rows={3} />
        ) : portfolios.isError ? (
          <WidgetError message={t('load_error')} onRetry={() => void portfolios.refetch()} />
        ) : portfolios.data.length === 0 ? (
          <EmptyState title={t('custom_portfolios.empty')} />
        ) : (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={t('custom_portfolios.title')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('custom_portfolios.list.name')}</TableCell>
                  <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                    {t('custom_portfolios.list.positions')}
                  </TableCell>
                  <TableCell align="right">{t('custom_portfolios.list.drift')}</TableCell>
                  <TableCell>{t('custom_portfolios.list.status')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {portfolios.data.map((portfolio) => (
                  <TableRow key={portfolio.id} hover>
                    <TableCell>
                      <Link component={RouterLink} to={String(portfolio.id)}>
                        {portfolio.name}
                      </Link>
                    </TableCell>
                    <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                      {portfolio.positions_count}
                    </TableCell>
                    <TableCell align="right">{`${formatNumber(portfolio.drift, { decimals: 1 })} pp`}</TableCell>
                    <TableCell>
                      {portfolio.latest_status ? (
                        <AdjustmentStatusChip status={portfolio.latest_status} />
                      ) : (
                        t('custom_portfolios.list.none')
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
      </Panel>
    </ToolPage>
  );
}
