import { keyframes } from '@emotion/react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '@portal/shared/i18n/react';
import type { ClientListItem, ClientSortKey, ReferenceCurrency, SortDirection } from '@portal/shared/contracts';
import { formatDate } from '@portal/shared/format';
import { remotePaths } from '@portal/shared/remote-paths';
import { Link as RouterLink } from '@portal/shared/router';
import { Amount } from '@portal/shared/ui/amount';
import { useLocale } from '@portal/shared/ui/use-locale';
import { EmailAddress } from '../../../components/email-address';
import { StatusChip } from '../../../components/status-chip';

/** An animated table row is at most 150 px high (docs/screens-and-layout.md). */
export const rowMaxHeight = 150;
const rowIn = keyframes`
  from { max-height: 0; opacity: 0; }
  to { max-height: ${rowMaxHeight}px; opacity: 1; }
`;

/**
 * Whether the rows the table renders now slide in: not those of the set the table first shows, which appear at once
 * (the list's largest paint is a row, and a row fading in for 250 ms counted as painted 50–100 ms later than one that
 * does not, docs/performance.md), but those of every other set: another page, filter, search or sort. Each row settles
 * it when it first shows (ClientRow), so a row that stays on screen when the set changes does not slide in again.
 */
function useRowsSlideIn(clients: ClientListItem[]): boolean {
  const [first] = useState(clients);
  return clients !== first;
}

/** The default direction of each sort, as the API applies it. */
export const defaultDirections: Record<ClientSortKey, SortDirection> = {
  name: 'asc',
  created_at: 'desc',
  status: 'asc',
  invested_amount: 'desc',
};

export type ClientTableProps = {
  clients: ClientListItem[];
  currency: ReferenceCurrency;
  sort: ClientSortKey;
  direction: SortDirection;
  onSort: (sort: ClientSortKey, direction: SortDirection) => void;
  busy: boolean;
};

/** The client's e-mail address under the name, wrapping only at its `@` and dots. */
function EmailLine({ email }: { email: string }) {
  return (
    <Typography variant="body2" color="text.secondary">
      <EmailAddress email={email} />
    </Typography>
  );
}

/** On a phone: a card per client with the key figures (status, invested amount, onboarding, services, day added). */
function ClientCards({ clients, currency, busy }: Pick<ClientTableProps, 'clients' | 'currency' | 'busy'>) {
  const { t } = useTranslation('clients');
  const locale = useLocale();
  const figure = (label: string, value: ReactNode) => (
    <>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right' }}>
        {value}
      </Typography>
    </>
  );
  return (
    <Box
      component="ul"
      aria-label={t('list.tableLabel')}
      aria-busy={busy}
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1, opacity: busy ? 0.6 : 1, transition: 'opacity 150ms' }}
    >
      {clients.map((client) => (
        <Box component="li" key={client.id} sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 1.5 }}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
            <Box sx={{ minWidth: 0 }}>
              <Link component={RouterLink} to={remotePaths.clients.detail(client.id)} underline="hover" sx={{ fontWeight: 600 }}>
                {client.first_name} {client.last_name}
              </Link>
              {client.email && <EmailLine email={client.email} />}
            </Box>
            <StatusChip status={client.status} />
          </Box>
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.25, m: 0, mt: 1 }}>
            {figure(t('list.columns.invested', { currency }), <Amount value={client.invested_amount} currency={currency} />)}
            {figure(t('list.columns.progress'), t(`progress.${client.onboarding_progress}`))}
            {figure(
              t('list.columns.services'),
              client.service_kinds.length
                ? client.service_kinds.map((kind) => t(`serviceKinds.${kind}`, { ns: 'common' })).join(', ')
                : '–',
            )}
            {figure(t('list.columns.createdAt'), formatDate(client.created_at, 'dmy', { locale }))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

const sortKeys: readonly ClientSortKey[] = ['name', 'status', 'invested_amount', 'created_at'];

/** The cards have no column headings to click: the same sorts as two selects, the column and the order. */
function CardSort({ currency, sort, direction, onSort }: Pick<ClientTableProps, 'currency' | 'sort' | 'direction' | 'onSort'>) {
  const { t } = useTranslation('clients');
  const labels: Record<ClientSortKey, string> = {
    name: t('list.columns.name'),
    status: t('list.columns.status'),
    invested_amount: t('list.columns.invested', { currency }),
    created_at: t('list.columns.createdAt'),
  };
  return (
    <Box sx={{ display: 'flex', gap: 1, mb: 1 }}>
      <TextField
        select
        size="small"
        label={t('list.sort.by')}
        value={sort}
        onChange={(event) => onSort(event.target.value as ClientSortKey, defaultDirections[event.target.value as ClientSortKey])}
        sx={{ flex: 2 }}
      >
        {sortKeys.map((key) => (
          <MenuItem key={key} value={key}>
            {labels[key]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('list.sort.order')}
        value={direction}
        onChange={(event) => onSort(sort, event.target.value as SortDirection)}
        sx={{ flex: 1 }}
      >
        <MenuItem value="asc">{t('list.sort.asc')}</MenuItem>
        <MenuItem value="desc">{t('list.sort.desc')}</MenuItem>
      </TextField>
    </Box>
  );
}

/** Less important columns leave room on a small screen. */
const wide = { display: { xs: 'none', md: 'table-cell' } } as const;

/** A client's row; whether it slides in is settled when it first shows (useRowsSlideIn). */
function ClientRow({ client, currency, slideIn }: { client: ClientListItem; currency: ReferenceCurrency; slideIn: boolean }) {
  const { t } = useTranslation('clients');
  const locale = useLocale();
  const [animated] = useState(slideIn);
  return (
    <TableRow
      hover
      sx={{
        '& > td > div': {
          maxHeight: rowMaxHeight,
          overflow: 'hidden',
          ...(animated && { animation: `${rowIn} 250ms ease-out` }),
          '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
        },
      }}
    >
      <TableCell>
        <Box>
          <Link component={RouterLink} to={remotePaths.clients.detail(client.id)} underline="hover" sx={{ fontWeight: 600 }}>
            {client.first_name} {client.last_name}
          </Link>
          {client.email && <EmailLine email={client.email} />}
        </Box>
      </TableCell>
      <TableCell>
        <Box>
          <StatusChip status={client.status} />
        </Box>
      </TableCell>
      <TableCell sx={wide}>
        <Box>{t(`progress.${client.onboarding_progress}`)}</Box>
      </TableCell>
      <TableCell sx={wide}>
        <Box>
          {client.service_kinds.length ? client.service_kinds.map((kind) => t(`serviceKinds.${kind}`, { ns: 'common' })).join(', ') : '–'}
        </Box>
      </TableCell>
      <TableCell align="right">
        <Box>
          <Amount value={client.invested_amount} currency={currency} />
        </Box>
      </TableCell>
      <TableCell sx={wide}>
        <Box>{client.adviser?.name ?? '–'}</Box>
      </TableCell>
      <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
        <Box>{formatDate(client.created_at, 'dmy', { locale })}</Box>
      </TableCell>
    </TableRow>
  );
}

export function ClientTable({ clients, currency, sort, direction, onSort, busy }: ClientTableProps) {
  const { t } = useTranslation('clients');
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const slideIn = useRowsSlideIn(clients);

  const sortable = (key: ClientSortKey, label: string) => (
    <TableSortLabel
      active={sort === key}
      direction={sort === key ? direction : defaultDirections[key]}
      onClick={() => onSort(key, sort === key ? (direction === 'asc' ? 'desc' : 'asc') : defaultDirections[key])}
    >
      {label}
    </TableSortLabel>
  );
  const ariaSort = (key: ClientSortKey) => (sort === key ? (direction === 'asc' ? 'ascending' : 'descending') : undefined);
  // a phone gets a card per client instead of the table
  if (phone) {
    return (
      <>
        <CardSort currency={currency} sort={sort} direction={direction} onSort={onSort} />
        <ClientCards clients={clients} currency={currency} busy={busy} />
      </>
    );
  }

  return (
    <TableContainer sx={{ opacity: busy ? 0.6 : 1, transition: 'opacity 150ms' }}>
      <Table aria-label={t('list.tableLabel')} aria-busy={busy} size="small">
        <TableHead>
          <TableRow>
            <TableCell aria-sort={ariaSort('name')}>{sortable('name', t('list.columns.name'))}</TableCell>
            <TableCell aria-sort={ariaSort('status')}>{sortable('status', t('list.columns.status'))}</TableCell>
            <TableCell sx={wide}>{t('list.columns.progress')}</TableCell>
            <TableCell sx={wide}>{t('list.columns.services')}</TableCell>
            <TableCell align="right" aria-sort={ariaSort('invested_amount')}>
              {sortable('invested_amount', t('list.columns.invested', { currency }))}
            </TableCell>
            <TableCell sx={wide}>{t('list.columns.adviser')}</TableCell>
            <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }} aria-sort={ariaSort('created_at')}>
              {sortable('created_at', t('list.columns.createdAt'))}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {clients.map((client) => (
            <ClientRow key={client.id} client={client} currency={currency} slideIn={slideIn} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
