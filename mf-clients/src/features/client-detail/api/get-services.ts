import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared/api/client';
import { clientServicesResponseSchema, type ClientService } from '@portal/shared/contracts/clients';
import type { ReferenceCurrency } from '@portal/shared/contracts/statistics';
import { clientsKeys } from '../../../lib/query-keys';

/** docs/clients.md: a client service is kept only if it has a name or is of kind private_markets. */
export const isShownService = (service: ClientService) => Boolean(service.name?.trim()) || service.kind === 'private_markets';

/** `GET admin_partner/client_overview/{id}/services?requested_currency=`: each service with its current value. */
export async function getServices(id: number, currency: ReferenceCurrency, signal?: AbortSignal) {
  const body = await api
    .get(`admin_partner/client_overview/${id}/services`, { searchParams: { requested_currency: currency }, signal })
    .json();
  const parsed = clientServicesResponseSchema.parse(body);
  return { ...parsed, services: parsed.services.filter(isShownService) };
}

export const servicesQueryOptions = (id: number, currency: ReferenceCurrency) =>
  queryOptions({ queryKey: clientsKeys.services(id, currency), queryFn: ({ signal }) => getServices(id, currency, signal) });

export const useServices = (id: number, currency: ReferenceCurrency) => useQuery(servicesQueryOptions(id, currency));
