import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@portal/shared/i18n/react';
import { formatAmount } from '@portal/shared/format';
import { useSession } from '@portal/shared/session';
import { ScrollRegion } from '@portal/shared/ui/scroll-region';

type Column = { header: string; amount: boolean };
type Row = { key: number; cells: (string | number)[] };

function YearTable({ id, title, columns, rows, source }: { id: string; title: string; columns: Column[]; rows: Row[]; source: string }) {
  const privateMode = useSession((state) => state.privateMode);
  return (
    <Box>
      <Typography id={id} variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <ScrollRegion labelledBy={id}>
        <Table size="small" aria-labelledby={id}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.header} align={column.amount ? 'right' : 'left'} sx={{ verticalAlign: 'bottom' }}>
                  {column.header}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.key}>
                {row.cells.map((cell, index) => (
                  <TableCell key={columns[index]!.header} align={columns[index]!.amount ? 'right' : 'left'} sx={{ whiteSpace: 'nowrap' }}>
                    {typeof cell === 'number' ? formatAmount(cell, 'CHF', { privateMode, decimals: 2 }) : cell}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ScrollRegion>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5, textAlign: 'right' }}>
        {source}
      </Typography>
    </Box>
  );
}

/**
 * The pillar 3a step's figures per year (docs/taxes.md): each year's contribution and the income tax it saves and,
 * with the client's birth date, each account's tax year, capital and withdrawal tax; the source under each table.
 */
export function TaxYearTables({
  contributions,
  withdrawals,
  birthYear,
  source,
}: {
  contributions: { year: number; contribution: number; saving: number }[];
  withdrawals: { year: number; capital: number; tax: number }[];
  birthYear: number | null;
  source: string;
}) {
  const { t } = useTranslation('tools');
  const age = (year: number) => (birthYear === null ? [] : [String(year - birthYear)]);
  const ageColumn: Column[] = birthYear === null ? [] : [{ header: t('tax.per_year.age'), amount: false }];
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <YearTable
        id="tax-per-year-title"
        title={t('tax.per_year.title')}
        columns={[
          { header: t('tax.per_year.year'), amount: false },
          ...ageColumn,
          { header: t('tax.per_year.contribution'), amount: true },
          { header: t('tax.per_year.saving'), amount: true },
        ]}
        rows={contributions.map((row) => ({ key: row.year, cells: [String(row.year), ...age(row.year), row.contribution, row.saving] }))}
        source={source}
      />
      {withdrawals.length ? (
        <YearTable
          id="tax-withdrawals-title"
          title={t('tax.withdrawals.title')}
          columns={[
            { header: t('tax.withdrawals.year'), amount: false },
            ...ageColumn,
            { header: t('tax.withdrawals.capital'), amount: true },
            { header: t('tax.withdrawals.tax'), amount: true },
          ]}
          rows={withdrawals.map((row) => ({ key: row.year, cells: [String(row.year), ...age(row.year), row.capital, row.tax] }))}
          source={source}
        />
      ) : null}
    </Box>
  );
}
