/** The query keys of this remote: they live with it, not in @portal/shared. */
export const documentsKeys = {
  all: ['documents'] as const,
  overview: () => [...documentsKeys.all, 'overview'] as const,
};
