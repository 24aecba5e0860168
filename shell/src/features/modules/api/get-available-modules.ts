import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAvailableModules } from '@portal/shared/api/profile';
import { profileKeys } from '@portal/shared/query';

export const availableModulesQueryOptions = () =>
  queryOptions({
    queryKey: profileKeys.availableModules(),
    queryFn: getAvailableModules,
    // Modules are switched by the back office; a focus or a five-minute tick is soon enough to notice.
    refetchInterval: 5 * 60_000,
  });

export const useAvailableModules = () => useQuery(availableModulesQueryOptions());
