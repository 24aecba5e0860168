import AddIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import TablePagination from '@mui/material/TablePagination';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '@portal/shared/i18n/react';
import type { ClientScope } from '@portal/shared/contracts';
import { remotePaths } from '@portal/shared/remote-paths';
import { Link as RouterLink } from '@portal/shared/router';
import { useSession } from '@portal/shared/session';
import { EmptyState } from '@portal/shared/ui/empty-state';
import { LoadingSkeleton } from '@portal/shared/ui/loading-skeleton';
import { WidgetError } from '@portal/shared/ui/widget-error';
import { useAdvisers } from '../api/get-advisers';
import { useClients, type ClientListRequest } from '../api/get-clients';
import { useClientScope } from '../hooks/use-client-scope';
import { listRequest, pageSizes, useListParams } from '../hooks/use-list-params';
import { ClientFilters } from './client-filters';
import { visuallyHidden } from '@portal/shared/ui/visually-hidden';
import { ClientTable, defaultDirections } from './client-table';
import { PageTitle } from '@portal/shared/ui/page-title';
import { SearchField } from '@portal/shared/ui/search-field';

/**
 * `/users/management`: the adviser's client book. `actions` puts more buttons beside "onboard" for the list as it is
 * filtered now (the export); routes.tsx composes them, so that this feature imports no other.
 */
export function ClientListPage({ actions }: { actions?: (query: ClientListRequest) => ReactNode } = {}) {
  const { t } = useTranslation('clients');
  const { t: tc } = useTranslation('common');
  const { state, update, clearFilters, filtered } = useListParams();
  const currency = useSession((s) => s.referenceCurrency);
  const [answeredScope, setAnsweredScope] = useState<ClientScope>();
  const { requested, scope, setScope } = useClientScope(answeredScope);
  // the adviser filter is for callers with the partner_company_users module: for the others it is not shown
  const canFilterByAdviser = useSession((s) => s.visibleModules.includes('partner_company_users'));
  const advisers = useAdvisers(canFilterByAdviser);
  const query = listRequest(state, { canFilterByAdviser, scope: requested, currency });
  const clients = useClients(query);
  const data = clients.data;

  useEffect(() => {
    // The scope the API answered for is kept across refetches (the next answer replaces it).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (data) setAnsweredScope(data.items.scope);
  }, [data]);

  // The search field shows every letter at once; the URL (and the request) follow each change, and the request of
  // the letter before is cancelled.
  const [search, setSearch] = useState(state.search);
  // Back and forward (or a cleared filter) change the URL: the field follows it.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setSearch(state.search), [state.search]);

  const onboard = (
    <Button component={RouterLink} to={remotePaths.onboarding.start()} variant="contained" startIcon={<AddIcon />}>
      {t('list.onboard')}
    </Button>
  );

  return (
    <Box component="section" aria-labelledby="clients-title" sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        <Box>
          <PageTitle id="clients-title">{t('page.title')}</PageTitle>
          <Typography color="text.secondary">{t('list.subtitle')}</Typography>
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {actions?.(query)}
          {onboard}
        </Box>
      </Box>

      <Card sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 2, minWidth: 0 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
          <ToggleButtonGroup
            size="small"
            exclusive
            color="primary"
            value={scope}
            aria-label={tc('scope.label')}
            onChange={(_event, next: ClientScope | null) => next && setScope(next)}
          >
            <ToggleButton value="company" sx={{ px: 1.75, textTransform: 'none' }}>
              {tc('scope.company')}
            </ToggleButton>
            <ToggleButton value="personal" sx={{ px: 1.75, textTransform: 'none' }}>
              {tc('scope.personal')}
            </ToggleButton>
          </ToggleButtonGroup>
          <SearchField
            label={t('list.search.label')}
            placeholder={t('list.search.placeholder')}
            value={search}
            onChange={(event) => {
              const next = event.target.value.slice(0, 100);
              setSearch(next);
              update({ search: next }, { replace: true });
            }}
            sx={{ flex: '1 1 240px', maxWidth: { sm: 420 } }}
          />
        </Box>
        <ClientFilters
          filters={state}
          onChange={(change) => update(change)}
          onClear={clearFilters}
          canClear={filtered}
          advisers={canFilterByAdviser ? (advisers.data?.partner_company_users ?? []) : undefined}
        />

        {clients.isPending ? (
          <LoadingSkeleton variant="table" rows={5} />
        ) : clients.isError ? (
          <WidgetError message={t('list.error')} onRetry={() => void clients.refetch()} />
        ) : data && data.items.clients.length === 0 ? (
          filtered ? (
            <EmptyState
              title={t('list.noMatches.title')}
              description={t('list.noMatches.description')}
              action={<Button onClick={clearFilters}>{t('list.filters.clear')}</Button>}
            />
          ) : (
            <EmptyState
              title={scope === 'personal' ? t('list.empty.personalTitle') : t('list.empty.title')}
              description={t('list.empty.description')}
              action={onboard}
            />
          )
        ) : data ? (
          <>
            <ClientTable
              clients={data.items.clients}
              currency={data.items.currency}
              sort={state.sort}
              direction={state.direction ?? defaultDirections[state.sort]}
              onSort={(sort, direction) => update({ sort, direction })}
              busy={clients.isFetching}
            />
            <TablePagination
              component="div"
              // on a phone the page size, the range and the arrows wrap instead of running out of the card
              sx={{
                '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end' },
                '& .MuiTablePagination-spacer': { display: { xs: 'none', sm: 'block' } },
              }}
              count={data.total}
              page={Math.max(0, data.page - 1)}
              rowsPerPage={data.perPage}
              rowsPerPageOptions={[...pageSizes]}
              onPageChange={(_event, zeroBased) => update({ page: zeroBased + 1 })}
              onRowsPerPageChange={(event) => update({ per_page: Number(event.target.value) })}
              labelRowsPerPage={tc('table.rowsPerPage')}
              labelDisplayedRows={({ from, to, count }) => tc('table.displayedRows', { from, to, count })}
              getItemAriaLabel={(type) => (type === 'previous' ? tc('table.previousPage') : tc('table.nextPage'))}
            />
          </>
        ) : null}
        <Box role="status" aria-live="polite" sx={visuallyHidden}>
          {data && !clients.isFetching ? t('list.count', { count: data.total }) : ''}
        </Box>
      </Card>
    </Box>
  );
}
