import { queryOptions, useQuery } from '@tanstack/react-query';
import { getUnseenCount } from '@portal/shared/api/notifications';
import { notificationKeys } from '@portal/shared/query';

export const unseenCountQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.unseenCount(),
    queryFn: getUnseenCount,
    refetchInterval: 60_000,
  });

export const useUnseenCount = () => useQuery(unseenCountQueryOptions());
