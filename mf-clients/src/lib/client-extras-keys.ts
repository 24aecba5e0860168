// Query keys of the client detail's documents, portfolio overview and reports (TkDodo's factory style: every key
// starts with `all`, so a change to a client invalidates its branch by prefix).
export const clientExtrasKeys = {
  all: ['client-extras'] as const,
  client: (clientId: number) => [...clientExtrasKeys.all, clientId] as const,
  documents: (clientId: number) => [...clientExtrasKeys.client(clientId), 'documents'] as const,
  portfolio: (clientId: number, serviceId: number, category: string, currency?: string) =>
    [...clientExtrasKeys.client(clientId), 'portfolio', serviceId, category, currency] as const,
  reports: (clientId: number, serviceId: number) => [...clientExtrasKeys.client(clientId), 'reports', serviceId] as const,
};
