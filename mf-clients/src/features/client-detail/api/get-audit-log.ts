import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared/api';
import { clientAuditLogResponseSchema } from '@portal/shared/contracts';
import { clientsKeys } from '../../../lib/query-keys';

/** `GET admin_partner/clients/{id}/audit_log`: who read or changed the client's data, newest first. */
export async function getAuditLog(id: number, signal?: AbortSignal) {
  return clientAuditLogResponseSchema.parse(await api.get(`admin_partner/clients/${id}/audit_log`, { signal }).json());
}

export const auditLogQueryOptions = (id: number) =>
  queryOptions({ queryKey: clientsKeys.auditLog(id), queryFn: ({ signal }) => getAuditLog(id, signal) });

export const useAuditLog = (id: number) => useQuery(auditLogQueryOptions(id));
