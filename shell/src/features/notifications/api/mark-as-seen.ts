import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markNotificationsAsSeen } from '@portal/shared/api/notifications';
import { notificationKeys } from '@portal/shared/query';

export function useMarkAsSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsAsSeen,
    onMutate: () => queryClient.setQueryData(notificationKeys.unseenCount(), { unseen_count: 0 }),
    onSuccess: (data) => {
      queryClient.setQueryData(notificationKeys.unseenCount(), data);
      // The open list keeps showing what was new; the next opening reads them as seen.
      void queryClient.invalidateQueries({ queryKey: notificationKeys.lists(), refetchType: 'none' });
    },
  });
}
