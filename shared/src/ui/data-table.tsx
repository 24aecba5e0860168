import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/react';
import { EmptyState } from './empty-state';
import { LoadingSkeleton } from './loading-skeleton';
import { WidgetError } from './widget-error';

/** Lists show 10 rows a page, counting pages from 1 (docs/screens-and-layout.md). */
export const defaultPageSize = 10;

export type DataTableColumn<T> = {
  key: string;
  header: ReactNode;
  render: (row: T) => ReactNode;
  align?: 'left' | 'right' | 'center';
  width?: number | string;
};

export type DataTableProps<T> = {
  /** Accessible name of the table. */
  label: string;
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[];
  getRowId: (row: T) => string | number;
  /** Total number of rows on the server (`x-total`). */
  total: number;
  /** Current page, from 1. */
  page: number;
  pageSize?: number;
  onPageChange: (page: number) => void;
  loading?: boolean;
  error?: unknown;
  onRetry?: () => void;
  emptyTitle?: string;
  emptyDescription?: string;
  onRowClick?: (row: T) => void;
};

/** A table paged on the server: it shows one page and asks for another through `onPageChange`. */
export function DataTable<T>({
  label,
  columns,
  rows,
  getRowId,
  total,
  page,
  pageSize = defaultPageSize,
  onPageChange,
  loading = false,
  error,
  onRetry,
  emptyTitle,
  emptyDescription,
  onRowClick,
}: DataTableProps<T>) {
  const { t } = useTranslation('common');
  if (error) return <WidgetError onRetry={onRetry} />;
  return (
    <Box>
      <TableContainer>
        <Table aria-label={label} aria-busy={loading} size="small">
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.key} align={column.align} sx={{ width: column.width }}>
                  {column.header}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {loading ? (
              <TableRow>
                <TableCell colSpan={columns.length}>
                  <LoadingSkeleton variant="table" rows={Math.min(pageSize, 5)} />
                </TableCell>
              </TableRow>
            ) : rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={columns.length}>
                  <EmptyState title={emptyTitle ?? t('empty.noResults')} description={emptyDescription} />
                </TableCell>
              </TableRow>
            ) : (
              rows.map((row) => (
                <TableRow
                  key={getRowId(row)}
                  hover={Boolean(onRowClick)}
                  onClick={onRowClick ? () => onRowClick(row) : undefined}
                  sx={onRowClick ? { cursor: 'pointer' } : undefined}
                >
                  {columns.map((column) => (
                    <TableCell key={column.key} align={column.align}>
                      {column.render(row)}
                    </TableCell>
                  ))}
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </TableContainer>
      {total > 0 && (
        <TablePagination
          component="div"
          count={total}
          page={Math.max(0, page - 1)}
          rowsPerPage={pageSize}
          rowsPerPageOptions={[pageSize]}
          onPageChange={(_event, zeroBased) => onPageChange(zeroBased + 1)}
          labelRowsPerPage={t('table.rowsPerPage')}
          labelDisplayedRows={({ from, to, count }) => t('table.displayedRows', { from, to, count })}
          getItemAriaLabel={(type) => (type === 'previous' ? t('table.previousPage') : t('table.nextPage'))}
        />
      )}
    </Box>
  );
}
