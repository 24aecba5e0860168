import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { queryClient as portalQueryClient } from '../query';
import { BaseProviders, type BaseProvidersProps } from './base-providers';

export type AppProvidersProps = BaseProvidersProps & { queryClient?: QueryClient };

/** Theme, emotion cache, query client and i18n: what every React tree of the portal (shell or remote) needs. */
export function AppProviders({ children, queryClient = portalQueryClient, ...base }: AppProvidersProps) {
  return (
    <BaseProviders {...base}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </BaseProviders>
  );
}
