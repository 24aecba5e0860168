import { queryOptions, useQuery } from '@tanstack/react-query';
import { getScheduledDowntime } from '@portal/shared/api/shell-data';
import { shellKeys } from '@portal/shared/query';

export const scheduledDowntimeQueryOptions = () =>
  queryOptions({
    queryKey: shellKeys.scheduledDowntime(),
    // Already null on a failed read: docs/api.md: only logged.
    queryFn: getScheduledDowntime,
    refetchInterval: 5 * 60_000,
  });

export const useScheduledDowntime = () => useQuery(scheduledDowntimeQueryOptions());
