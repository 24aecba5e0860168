import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import ListIcon from '@mui/icons-material/ListAltOutlined';
import { useTranslation } from '@portal/shared/i18n/react';
import type { InvoiceStatus, PartnerInvoice } from '@portal/shared/contracts';
import { formatDate } from '@portal/shared/format';
import { Amount } from '@portal/shared/ui/amount';
import { EmptyState } from '@portal/shared/ui/empty-state';
import { LoadingSkeleton } from '@portal/shared/ui/loading-skeleton';
import { useLocale } from '@portal/shared/ui/use-locale';
import { WidgetError } from '@portal/shared/ui/widget-error';
import { saveFile } from '@portal/shared/api';
import { useFeeHistory } from '../api/get-fee-history';
import { usePartnerInvoices } from '../api/get-partner-invoices';
import { useInvoiceFile } from '../api/download-partner-invoice';
import { FeesChart } from './fees-chart';
import { formatMonth } from './format-month';
import { InvoiceLinesDialog } from './invoice-lines-dialog';
import { PageTitle } from '@portal/shared/ui/page-title';

const CHART_MONTHS = 24;
const statusColor: Record<InvoiceStatus, 'success' | 'warning' | 'error'> = { paid: 'success', open: 'warning', overdue: 'error' };
// columns that phones leave out (the lines dialog and the PDF have them)
const wide = { display: { xs: 'none', md: 'table-cell' } };
// Below 1440 px the row's buttons show their icons only (their names stay as aria-label and title), so that the last
// column is never cut off at 1280 px (docs/screens-and-layout.md).
const roomyScreen = '@media (min-width: 1440px)';
const buttonText = { display: 'none', [roomyScreen]: { display: 'inline' } } as const;
const compactButton = {
  minWidth: 0,
  '& .MuiButton-startIcon': { mx: 0 },
  [roomyScreen]: { minWidth: 64, '& .MuiButton-startIcon': { mr: 1, ml: -0.5 } },
} as const;

function Figure({ label, children, hint }: { label: string; children: React.ReactNode; hint?: React.ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 0.5, alignContent: 'start' }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="p" sx={{ fontSize: '1.5rem', fontWeight: 700 }}>
        {children}
      </Typography>
      {hint && (
        <Typography variant="body2" color="text.secondary">
          {hint}
        </Typography>
      )}
    </Paper>
  );
}

export function InvoicesPage() {
  const { t } = useTranslation('documents');
  const { t: common } = useTranslation('common');
  const locale = useLocale();
  const invoices = usePartnerInvoices();
  const fees = useFeeHistory(CHART_MONTHS);
  const [linesOf, setLinesOf] = useState<PartnerInvoice | null>(null);

  const summary = useMemo(() => {
    if (!invoices.data) return null;
    // the year of the next invoice is the running one (the API's clock, not the browser's)
    const year = invoices.data.next_expected_invoice_date.slice(0, 4);
    const ofYear = invoices.data.documents.filter((d) => d.month.startsWith(year));
    const sum = (list: PartnerInvoice[], pick: (d: PartnerInvoice) => number) =>
      Math.round(list.reduce((s, d) => s + pick(d) * 100, 0)) / 100;
    return {
      year,
      finders: sum(ofYear, (d) => d.finders_fees),
      recurring: sum(ofYear, (d) => d.recurring_fees),
      total: sum(ofYear, (d) => d.subtotal),
      open: sum(
        invoices.data.documents.filter((d) => d.status !== 'paid'),
        (d) => d.total,
      ),
    };
  }, [invoices.data]);

  return (
    <Box
      component="section"
      aria-labelledby="invoices-title"
      sx={{ p: { xs: 2, md: 3 }, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2, minWidth: 0 }}
    >
      <Box>
        <PageTitle id="invoices-title">{t('invoices.title')}</PageTitle>
        <Typography color="text.secondary">
          {t('invoices.intro')} {common('fees.recurringFeeRule')}
        </Typography>
      </Box>

      {invoices.isPending ? (
        <LoadingSkeleton variant="table" rows={6} />
      ) : invoices.isError ? (
        <WidgetError onRetry={() => void invoices.refetch()} />
      ) : (
        <>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
            <Figure label={t('invoices.nextExpected')} hint={t('invoices.nextExpectedHint')}>
              {formatDate(invoices.data.next_expected_invoice_date, 'dmy', { locale })}
            </Figure>
            <Figure
              label={t('invoices.totals.year', { year: summary!.year })}
              hint={
                <>
                  {t('invoices.totals.findersFees')} <Amount value={summary!.finders} currency="CHF" /> ·{' '}
                  {t('invoices.totals.recurringFees')} <Amount value={summary!.recurring} currency="CHF" />
                </>
              }
            >
              <Amount value={summary!.total} currency="CHF" />
            </Figure>
            <Figure label={t('invoices.totals.open')}>
              <Amount value={summary!.open} currency="CHF" />
            </Figure>
          </Box>

          <Paper variant="outlined" component="section" aria-labelledby="fees-chart-title" sx={{ p: 2 }}>
            <Typography id="fees-chart-title" component="h2" variant="h6" sx={{ fontWeight: 600, mb: 1 }}>
              {t('invoices.chart.title')}
            </Typography>
            {fees.isPending ? (
              <LoadingSkeleton variant="chart" height={300} />
            ) : fees.isError ? (
              <WidgetError onRetry={() => void fees.refetch()} />
            ) : (
              <FeesChart data={fees.data} />
            )}
          </Paper>

          <Paper variant="outlined" component="section" aria-labelledby="invoices-list-title" sx={{ minWidth: 0 }}>
            <Typography id="invoices-list-title" component="h2" variant="h6" sx={{ fontWeight: 600, p: 2, pb: 1 }}>
              {t('invoices.list.title')}
            </Typography>
            {invoices.data.documents.length === 0 ? (
              <EmptyState title={t('invoices.empty.title')} description={t('invoices.empty.description')} />
            ) : (
              <Box sx={{ overflowX: 'auto' }}>
                <Table size="small" aria-labelledby="invoices-list-title">
                  <TableHead>
                    <TableRow>
                      <TableCell>{t('invoices.list.month')}</TableCell>
                      <TableCell sx={wide}>{t('invoices.list.number')}</TableCell>
                      <TableCell align="right" sx={wide}>
                        {t('invoices.list.findersFees')}
                      </TableCell>
                      <TableCell align="right" sx={wide}>
                        {t('invoices.list.recurringFees')}
                      </TableCell>
                      <TableCell align="right" sx={wide}>
                        {t('invoices.list.vat')}
                      </TableCell>
                      <TableCell align="right">{t('invoices.list.total')}</TableCell>
                      <TableCell>{t('invoices.list.status')}</TableCell>
                      <TableCell align="right">{t('invoices.list.actions')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {invoices.data.documents.map((invoice) => (
                      <InvoiceRow key={invoice.id} invoice={invoice} onShowLines={() => setLinesOf(invoice)} />
                    ))}
                  </TableBody>
                </Table>
              </Box>
            )}
          </Paper>
        </>
      )}
      {linesOf && <InvoiceLinesDialog invoice={linesOf} onClose={() => setLinesOf(null)} />}
    </Box>
  );
}

function InvoiceRow({ invoice, onShowLines }: { invoice: PartnerInvoice; onShowLines: () => void }) {
  const { t } = useTranslation('documents');
  const locale = useLocale();
  const download = useInvoiceFile();
  const month = formatMonth(invoice.month, locale);
  return (
    <TableRow hover>
      <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap', fontWeight: 500 }}>
        {month}
      </TableCell>
      <TableCell sx={{ ...wide, whiteSpace: 'nowrap' }}>{invoice.number}</TableCell>
      <TableCell align="right" sx={wide}>
        <Amount value={invoice.finders_fees} currency="CHF" />
      </TableCell>
      <TableCell align="right" sx={wide}>
        <Amount value={invoice.recurring_fees} currency="CHF" />
      </TableCell>
      <TableCell align="right" sx={wide}>
        <Amount value={invoice.vat} currency="CHF" />
      </TableCell>
      <TableCell align="right" sx={{ fontWeight: 600 }}>
        <Amount value={invoice.total} currency="CHF" />
      </TableCell>
      <TableCell>
        <Chip size="small" variant="outlined" color={statusColor[invoice.status]} label={t(`invoices.status.${invoice.status}`)} />
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        <Button
          size="small"
          onClick={onShowLines}
          startIcon={<ListIcon />}
          aria-label={t('invoices.list.detailsOf', { month })}
          title={t('invoices.list.details')}
          sx={{ ...compactButton, display: { xs: 'none', sm: 'inline-flex' } }}
        >
          <Box component="span" sx={buttonText}>
            {t('invoices.list.details')}
          </Box>
        </Button>
        <Button
          size="small"
          variant="outlined"
          disabled={download.isPending}
          onClick={() => download.mutate(invoice.id, { onSuccess: (blob) => saveFile(blob, invoice.file_name) })}
          startIcon={download.isPending ? <CircularProgress size={16} /> : <DownloadIcon />}
          aria-label={t('invoices.list.downloadOf', { month })}
          title={t('invoices.list.download')}
          sx={compactButton}
        >
          <Box component="span" sx={buttonText}>
            {t('invoices.list.download')}
          </Box>
        </Button>
      </TableCell>
    </TableRow>
  );
}
