import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@portal/shared/router';
// the contracts' own entry points, not their index: the list's first load takes only these (docs/performance.md)
import { clientSortKeySchema, sortDirectionSchema, type ClientSortKey, type SortDirection } from '@portal/shared/contracts/clients';
import { clientStatusSchema, type ClientStatus } from '@portal/shared/contracts/domain';
import { funnelStageSchema, serviceProductSchema, type FunnelStage, type ServiceProduct } from '@portal/shared/contracts/statistics';
import { defaultPageSize } from '@portal/shared/ui/data-table';
import type { ClientListRequest } from '../api/get-clients';

export const pageSizes = [10, 25, 50] as const;

export type ListFilters = {
  status: ClientStatus[];
  funnel_stage: FunnelStage[];
  service_kind: ServiceProduct[];
  custodian: string[];
  adviser: number[];
};
export type ListParams = ListFilters & {
  page: number;
  per_page: number;
  search: string;
  sort: ClientSortKey;
  direction: SortDirection | undefined;
};
export const filterNames = [
  'status',
  'funnel_stage',
  'service_kind',
  'custodian',
  'adviser',
] as const satisfies readonly (keyof ListFilters)[];

/** The values of a repeated URL parameter (`?status=invested&status=pending`) that pass `parse`; the rest is dropped. */
function many<T>(params: URLSearchParams, name: string, parse: (value: string) => T | undefined): T[] {
  const values = [...params.getAll(name), ...params.getAll(`${name}[]`)];
  return [...new Set(values.map(parse).filter((value): value is T => value !== undefined))];
}

const positive = (value: string | null, fallback: number, max: number) => {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 && number <= max ? number : fallback;
};

/** Reads the list's state from the URL; what a hand-edited link gets wrong falls back to the default. */
export function parseListParams(params: URLSearchParams): ListParams {
  const perPage = positive(params.get('per_page'), defaultPageSize, 100);
  return {
    page: positive(params.get('page'), 1, 100_000),
    per_page: perPage,
    status: many(params, 'status', (v) => clientStatusSchema.safeParse(v).data),
    funnel_stage: many(params, 'funnel_stage', (v) => funnelStageSchema.safeParse(v).data),
    service_kind: many(params, 'service_kind', (v) => serviceProductSchema.safeParse(v).data),
    custodian: many(params, 'custodian', (v) => (/^[A-Za-z0-9_-]{1,40}$/.test(v) ? v : undefined)),
    adviser: many(params, 'adviser', (v) => (/^[1-9]\d{0,9}$/.test(v) ? Number(v) : undefined)),
    search: (params.get('search') ?? '').slice(0, 100),
    sort: clientSortKeySchema.safeParse(params.get('sort')).data ?? 'created_at',
    direction: sortDirectionSchema.safeParse(params.get('direction')).data,
  };
}

/** The API query of the list state: empty filters and the defaults stay out. */
function toApiQuery(state: ListParams, extra: Pick<ClientListRequest, 'scope' | 'currency'>): ClientListRequest {
  const query: ClientListRequest = { page: state.page, per_page: state.per_page, sort: state.sort, ...extra };
  for (const name of filterNames) if (state[name].length) Object.assign(query, { [name]: state[name] });
  if (state.search.trim()) query.search = state.search.trim();
  if (state.direction) query.direction = state.direction;
  return query;
}

/**
 * The list's request as the page sends it: the adviser filter only for callers with the partner_company_users module
 * (for the others an adviser in a shared link is left out: the API would refuse it). `scope` is the adviser's choice
 * of this visit, none until they switch (the API then answers with the one it remembers). One function for the page and
 * its prefetch (app/prefetch-client.ts), so that the prefetched answer is found under the page's query key.
 */
export function listRequest(
  state: ListParams,
  { canFilterByAdviser, scope, currency }: { canFilterByAdviser: boolean } & Pick<ClientListRequest, 'scope' | 'currency'>,
): ClientListRequest {
  return toApiQuery(canFilterByAdviser ? state : { ...state, adviser: [] }, { scope, currency });
}

function writeListParams(state: ListParams): URLSearchParams {
  const params = new URLSearchParams();
  if (state.page !== 1) params.set('page', String(state.page));
  if (state.per_page !== defaultPageSize) params.set('per_page', String(state.per_page));
  for (const name of filterNames) for (const value of state[name]) params.append(name, String(value));
  if (state.search) params.set('search', state.search);
  if (state.sort !== 'created_at') params.set('sort', state.sort);
  if (state.direction) params.set('direction', state.direction);
  return params;
}

/**
 * Page, filters, search and sort live in the URL, so a reload or a shared link shows the same list. Any change but
 * the page itself starts again at page 1. Typing replaces the history entry instead of adding one per letter.
 */
export function useListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => parseListParams(searchParams), [searchParams]);

  const update = useCallback(
    (change: Partial<ListParams>, { replace = false }: { replace?: boolean } = {}) => {
      setSearchParams(
        (current) => {
          const previous = parseListParams(current);
          const page = 'page' in change ? (change.page ?? 1) : 1;
          return writeListParams({ ...previous, ...change, page });
        },
        { replace },
      );
    },
    [setSearchParams],
  );

  const clearFilters = useCallback(
    () => update({ status: [], funnel_stage: [], service_kind: [], custodian: [], adviser: [], search: '' }),
    [update],
  );

  const filtered = filterNames.some((name) => state[name].length > 0) || state.search.trim() !== '';
  return { state, update, clearFilters, filtered };
}
