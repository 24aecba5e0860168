import { queryOptions, useQuery } from '@tanstack/react-query';
import { getNotifications } from '@portal/shared/api/notifications';
import type { Locale } from '@portal/shared/i18n';
import { notificationKeys } from '@portal/shared/query';
import { useLocale } from '@portal/shared/ui/use-locale';

const firstPage = { page: 1, per_page: 20 };

/**
 * The list in a language: the API names a partner document by its title in the request's language (the page's,
 * docs/documents.md), so a page switched to another language reads the list anew instead of the one in the cache.
 */
export const notificationsQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: [...notificationKeys.list(firstPage), locale],
    queryFn: async () => (await getNotifications(firstPage)).items.notifications,
  });

/** Read when the popup opens, not before: the badge needs only the count. */
export const useNotifications = (enabled: boolean) => useQuery({ ...notificationsQueryOptions(useLocale()), enabled });
