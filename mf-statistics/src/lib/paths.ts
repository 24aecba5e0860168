import type { FunnelStage } from '@portal/shared/contracts';

/** Typed paths into the clients remote; only linked to once that remote is part of the portal. */
export const paths = {
  clients: {
    list: (filters: { funnel_stage?: FunnelStage } = {}) => {
      const search = new URLSearchParams(filters as Record<string, string>).toString();
      return search ? `/users/management?${search}` : '/users/management';
    },
    detail: (id: number) => `/users/management/${id}`,
  },
};
