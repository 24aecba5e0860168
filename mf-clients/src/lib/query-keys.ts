// The query keys of this remote (they live with it, not in @portal/shared), in TkDodo's factory style: every key
// starts with `all`, so that one branch (a client, the lists) can be invalidated by prefix.
import type { PerformancePeriod, ReferenceCurrency } from '@portal/shared/contracts';

export const clientsKeys = {
  all: ['clients'] as const,
  lists: () => [...clientsKeys.all, 'list'] as const,
  list: (query: object) => [...clientsKeys.lists(), query] as const,
  custodians: () => [...clientsKeys.all, 'custodians'] as const,
  advisers: () => [...clientsKeys.all, 'advisers'] as const,
  details: () => [...clientsKeys.all, 'detail'] as const,
  detail: (id: number) => [...clientsKeys.details(), id] as const,
  auditLog: (id: number) => [...clientsKeys.detail(id), 'audit_log'] as const,
  devices: (id: number) => [...clientsKeys.detail(id), 'devices'] as const,
  vbSearch: (id: number) => [...clientsKeys.detail(id), 'vb_search'] as const,
  suggestedServices: (id: number) => [...clientsKeys.detail(id), 'suggested_services'] as const,
  services: (id: number, currency: ReferenceCurrency) => [...clientsKeys.detail(id), 'services', currency] as const,
  performance: (id: number, params: { period: PerformancePeriod; currency: ReferenceCurrency; serviceId?: number }) =>
    [...clientsKeys.detail(id), 'performance', params] as const,
  monthly: (id: number, params: { currency: ReferenceCurrency; serviceId?: number }) =>
    [...clientsKeys.detail(id), 'monthly_performance', params] as const,
  transactions: (id: number, serviceId: number) => [...clientsKeys.detail(id), 'transactions', serviceId] as const,
  finder: (search: string) => [...clientsKeys.all, 'finder', search] as const,
};
