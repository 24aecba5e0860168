import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from '@portal/shared/i18n/react';
import type { PartnerInvoice } from '@portal/shared/contracts';
import { formatDate, formatNumber } from '@portal/shared/format';
import { Amount } from '@portal/shared/ui/amount';
import { LoadingSkeleton } from '@portal/shared/ui/loading-skeleton';
import { useLocale } from '@portal/shared/ui/use-locale';
import { WidgetError } from '@portal/shared/ui/widget-error';
import { usePartnerInvoice } from '../api/get-partner-invoice';
import { formatMonth } from './format-month';

/** The lines of one invoice: a line per client and fee kind, with what the fee was computed from. */
export function InvoiceLinesDialog({ invoice, onClose }: { invoice: PartnerInvoice; onClose: () => void }) {
  const { t } = useTranslation('documents');
  const { t: common } = useTranslation('common');
  const locale = useLocale();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const detail = usePartnerInvoice(invoice.id);
  const month = formatMonth(invoice.month, locale);
  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} maxWidth="md" fullWidth aria-labelledby="invoice-lines-title">
      <DialogTitle id="invoice-lines-title">{t('invoices.list.detailsOf', { month })}</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {invoice.number} · {t('invoices.detail.issuedOn', { date: formatDate(invoice.issued_on, 'dmy', { locale }) })},{' '}
          {t('invoices.detail.dueOn', { date: formatDate(invoice.due_on, 'dmy', { locale }) })}
        </Typography>
        {detail.isPending ? (
          <LoadingSkeleton variant="table" rows={5} />
        ) : detail.isError ? (
          <WidgetError onRetry={() => void detail.refetch()} />
        ) : (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('invoices.detail.client')}</TableCell>
                <TableCell>{t('invoices.detail.kind')}</TableCell>
                <TableCell align="right">{t('invoices.detail.basis')}</TableCell>
                <TableCell align="right">{t('invoices.detail.rate')}</TableCell>
                <TableCell align="right">{t('invoices.detail.amount')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {detail.data.lines.map((line, index) => (
                <TableRow key={`${line.client_id ?? line.client_name}-${line.kind}-${index}`}>
                  <TableCell>{line.client_name}</TableCell>
                  <TableCell>{line.kind === 'recurring_fee' ? common('fees.recurringFee') : t('invoices.detail.finders_fee')}</TableCell>
                  <TableCell align="right">
                    <Amount value={line.basis} currency="CHF" />
                  </TableCell>
                  <TableCell align="right">{formatNumber(line.rate, { locale, decimals: 3 })} %</TableCell>
                  <TableCell align="right">
                    <Amount value={line.amount} currency="CHF" />
                  </TableCell>
                </TableRow>
              ))}
              <TableRow>
                <TableCell colSpan={4} sx={{ fontWeight: 600 }}>
                  {t('invoices.detail.subtotal')}
                </TableCell>
                <TableCell align="right" sx={{ fontWeight: 600 }}>
                  <Amount value={detail.data.subtotal} currency="CHF" />
                </TableCell>
              </TableRow>
              <TableRow>
                <TableCell colSpan={4}>
                  {detail.data.vat_rate > 0
                    ? t('invoices.detail.vat', { rate: formatNumber(detail.data.vat_rate, { locale, decimals: 1 }) })
                    : t('invoices.detail.noVat')}
                </TableCell>
                <TableCell align="right">
                  <Amount value={detail.data.vat} currency="CHF" />
                </TableCell>
              </TableRow>
              <TableRow>
                <TableCell colSpan={4} sx={{ fontWeight: 700 }}>
                  {t('invoices.totals.total')}
                </TableCell>
                <TableCell align="right" sx={{ fontWeight: 700 }}>
                  <Amount value={detail.data.total} currency="CHF" />
                </TableCell>
              </TableRow>
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          {t('invoices.detail.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
