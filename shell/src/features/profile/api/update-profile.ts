import { useMutation } from '@tanstack/react-query';
import { updateProfile } from '@portal/shared/api/profile';
import { useSession } from '@portal/shared/session';

export const useUpdateProfile = () =>
  useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ partner_user }) => useSession.getState().setPartnerUser(partner_user),
  });
