import type { z } from 'zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ClientListItem, ClientListQuery, ClientScope, ReferenceCurrency } from '@portal/shared/contracts';
import { type clientListQuerySchema } from '@portal/shared/contracts';
import { ForbiddenError } from '../../lib/errors';
import { t } from '../../lib/messages';
import { personalOf } from '../../plugins/scope';
import { onboardingProgressOf } from './onboarding';

const defaultDirection = { name: 'asc', created_at: 'desc', status: 'asc', invested_amount: 'desc' } as const;

const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ');

type ParsedListQuery = Omit<z.infer<typeof clientListQuerySchema>, 'page' | 'per_page'>;

export type ClientListPage = {
  clients: ClientListItem[];
  total: number;
  scope: ClientScope;
  currency: ReferenceCurrency;
  valuationDate: string | null;
};

/**
 * One page of the client list (or, for the export, every row in one page) with the filters, search, sort, scope and
 * currency of the query: the list route and the export show exactly the same rows.
 */
export async function loadClientList(
  app: FastifyInstance,
  request: FastifyRequest,
  query: ParsedListQuery,
  paging: { page: number; perPage: number },
): Promise<ClientListPage> {
  if (query.adviser?.length && !request.scope.modules.includes('partner_company_users')) {
    throw new ForbiddenError(t('adviserFilterForbidden', request.scope.locale));
  }
  // 'Alle Kunden' or 'Eigene Kunden': the one asked for (and remembered), else the one chosen last
  const profile = app.repos.profile(request.scope);
  const currency = query.currency ?? request.user.referenceCurrency;
  // the queries that do not wait for each other go out together (a pool runs them at once; PGlite one after another)
  const [found, valuationDate] = await Promise.all([
    profile.find(),
    // the company's day, whatever the list scope
    app.repos.clients(request.scope).latestValuationDate(),
  ]);
  const remembered = found?.clientScope ?? 'company';
  const scope = !query.scope && remembered === 'personal' ? personalOf(request.scope) : request.scope;
  const repo = app.repos.clients(scope);

  const listed = repo.list({
    page: paging.page,
    perPage: paging.perPage,
    sort: query.sort,
    direction: query.direction ?? defaultDirection[query.sort],
    status: query.status,
    funnelStage: query.funnel_stage,
    serviceKind: query.service_kind,
    custodian: query.custodian,
    adviser: query.adviser,
    search: query.search,
  });
  const [{ rows, total }, convert] = await Promise.all([
    listed,
    valuationDate ? repo.converter(currency, valuationDate, valuationDate) : null,
  ]);
  if (query.scope && query.scope !== remembered) await profile.update({ clientScope: query.scope });
  return {
    scope: scope.clients,
    currency,
    valuationDate,
    total,
    clients: rows.map((row) => ({
      id: row.id,
      first_name: row.firstName,
      last_name: row.lastName,
      email: row.email,
      phone: row.phone,
      status: row.status,
      funnel_stage: row.funnelStage,
      onboarding_progress: onboardingProgressOf(row.funnelStage),
      service_kinds: row.serviceKinds,
      invested_amount: convert && valuationDate ? convert(Number(row.invested), valuationDate) : 0,
      adviser: row.adviserId === null ? null : { id: row.adviserId, name: fullName(row.adviserFirstName, row.adviserLastName) },
      custodian_banks: row.custodianBanks,
      created_at: row.createdAt.toISOString(),
    })),
  };
}

export type { ClientListQuery };
