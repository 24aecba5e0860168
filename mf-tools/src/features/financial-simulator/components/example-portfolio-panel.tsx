import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { useTranslation } from '@portal/shared/i18n/react';
import { formatDate, formatPercent } from '@portal/shared/format';
import { EmptyState } from '@portal/shared/ui/empty-state';
import { LoadingSkeleton } from '@portal/shared/ui/loading-skeleton';
import { WidgetError } from '@portal/shared/ui/widget-error';
import { Panel } from '../../../lib/ui/page';
import { downloadExamplePortfolio, useExamplePortfolio } from '../api/get-example-portfolio';

/** The chosen strategy's example portfolio and its PDF, or 'Kein Beispielportfolio verfügbar.' */
export function ExamplePortfolioPanel({ strategyId }: { strategyId: number | null }) {
  const { t } = useTranslation('tools');
  const example = useExamplePortfolio(strategyId);
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    if (!strategyId) return;
    setDownloading(true);
    try {
      await downloadExamplePortfolio(strategyId);
    } catch {
      // the API client has shown the error
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Panel
      title={t('simulator.example.title')}
      labelledBy="example-title"
      action={
        example.data ? (
          <Button variant="outlined" startIcon={<FileDownloadOutlined />} onClick={() => void download()} disabled={downloading}>
            {t('simulator.example.download')}
          </Button>
        ) : undefined
      }
    >
      {example.isPending ? (
        <LoadingSkeleton variant="table" rows={4} />
      ) : example.isError ? (
        <WidgetError message={t('load_error')} onRetry={() => void example.refetch()} />
      ) : example.data === null ? (
        <EmptyState title={t('simulator.example.empty')} />
      ) : (
        <>
          <Typography variant="body2" color="text.secondary">
            {t('simulator.example.subtitle', { strategy: example.data.strategy_name, date: formatDate(example.data.as_of) })}
          </Typography>
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-labelledby="example-title">
              <TableHead>
                <TableRow>
                  <TableCell>{t('simulator.example.position')}</TableCell>
                  <TableCell>{t('simulator.example.isin')}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('simulator.example.asset_class')}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('simulator.example.currency')}</TableCell>
                  <TableCell align="right">{t('simulator.example.weight')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {example.data.positions.map((position) => (
                  <TableRow key={position.isin}>
                    <TableCell>{position.name}</TableCell>
                    <TableCell sx={{ fontFamily: 'monospace' }}>{position.isin}</TableCell>
                    <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t(`asset_classes.${position.asset_class}`)}</TableCell>
                    <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{position.currency}</TableCell>
                    <TableCell align="right">{formatPercent(position.weight / 100)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        </>
      )}
    </Panel>
  );
}
