import { queryOptions, useQuery } from '@tanstack/react-query';
import { getNotifications } from '@portal/shared/api/notifications';
import { notificationKeys } from '@portal/shared/query';

const firstPage = { page: 1, per_page: 20 };

export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.list(firstPage),
    queryFn: async () => (await getNotifications(firstPage)).items.notifications,
  });

/** Read when the popup opens, not before: the badge needs only the count. */
export const useNotifications = (enabled: boolean) => useQuery({ ...notificationsQueryOptions(), enabled });
