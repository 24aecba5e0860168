import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared/api';
import { clientDevicesResponseSchema } from '@portal/shared/contracts';
import { clientsKeys } from '../../../lib/query-keys';

/** `GET admin_partner/client_overview/{id}/devices`: the client's app devices, outdated ones flagged by the API. */
export async function getDevices(id: number, signal?: AbortSignal) {
  return clientDevicesResponseSchema.parse(await api.get(`admin_partner/client_overview/${id}/devices`, { signal }).json());
}

export const devicesQueryOptions = (id: number) =>
  queryOptions({ queryKey: clientsKeys.devices(id), queryFn: ({ signal }) => getDevices(id, signal) });

export const useDevices = (id: number) => useQuery(devicesQueryOptions(id));
