import type { PartnerDocumentsQuery } from '@portal/shared/contracts';

/** The query keys of this remote: they live with it, not in @portal/shared. */
export const documentsKeys = {
  all: ['documents'] as const,
  lists: () => [...documentsKeys.all, 'list'] as const,
  list: (filters: PartnerDocumentsQuery) => [...documentsKeys.lists(), filters] as const,
};

export const invoicesKeys = {
  all: ['invoices'] as const,
  lists: () => [...invoicesKeys.all, 'list'] as const,
  list: () => [...invoicesKeys.lists()] as const,
  details: () => [...invoicesKeys.all, 'detail'] as const,
  detail: (id: number) => [...invoicesKeys.details(), id] as const,
  fees: (months: number) => [...invoicesKeys.all, 'fees', months] as const,
};
