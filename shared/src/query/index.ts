import { QueryClient, type QueryClientConfig } from '@tanstack/react-query';
import { isHTTPError } from 'ky';
import { pageSingleton } from '../singleton';

/** Client errors (4xx) will fail the same way again; only server and network failures earn a retry. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (isHTTPError(error) && error.response.status >= 400 && error.response.status < 500) return false;
  return failureCount < 1;
}

export const queryDefaults: NonNullable<QueryClientConfig['defaultOptions']> = {
  queries: { staleTime: 30_000, retry: shouldRetryQuery },
  mutations: { retry: false },
};

export function createQueryClient(config: QueryClientConfig = {}): QueryClient {
  return new QueryClient({
    ...config,
    defaultOptions: {
      queries: { ...queryDefaults.queries, ...config.defaultOptions?.queries },
      mutations: { ...queryDefaults.mutations, ...config.defaultOptions?.mutations },
    },
  });
}

/** The one QueryClient of the portal (a Module Federation singleton shared by the shell and every remote). */
export const queryClient = pageSingleton('query-client', () => createQueryClient());

/** For tests: no retries, no refetch on focus, nothing kept between tests. */
export function createTestQueryClient(): QueryClient {
  return createQueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, gcTime: Infinity, staleTime: Infinity },
      mutations: { retry: false },
    },
  });
}

// Key factories in TkDodo's style: every key starts with its feature's `all`, so a mutation can invalidate
// a whole feature, or one branch of it, by prefix. Only keys the shell and several remotes share live here; a
// remote's own keys live with it (mf-statistics/src/lib/query-keys.ts).

export const notificationKeys = {
  all: ['notifications'] as const,
  lists: () => [...notificationKeys.all, 'list'] as const,
  list: (params: { page: number; per_page: number }) => [...notificationKeys.lists(), params] as const,
  unseenCount: () => [...notificationKeys.all, 'unseen_count'] as const,
  settings: () => [...notificationKeys.all, 'settings'] as const,
};

export const profileKeys = {
  all: ['profile'] as const,
  detail: () => [...profileKeys.all, 'detail'] as const,
  availableModules: () => [...profileKeys.all, 'available_modules'] as const,
};

/** Shell data that is neither statistics nor profile: downtime, feature prompt, countries. */
export const shellKeys = {
  all: ['shell'] as const,
  scheduledDowntime: () => [...shellKeys.all, 'scheduled_downtime'] as const,
  featurePrompt: (locale?: string) => [...shellKeys.all, 'feature_prompt', locale ?? ''] as const,
  nationalities: (locale: string) => [...shellKeys.all, 'nationalities', locale] as const,
  restrictedNationalities: () => [...shellKeys.all, 'restricted_nationalities'] as const,
};
