import { useMutation } from '@tanstack/react-query';
import { api } from '@portal/shared/api';
import { messageResponseSchema, referralResponseSchema, type ReferralBody } from '@portal/shared/contracts';

/** `POST admin_partner/referral`: a link with the fees of the clients who register through it. */
export const useCreateReferral = () =>
  useMutation({
    // the dialog shows the fields' messages; other errors come as the client's toast
    mutationFn: (body: ReferralBody) => api.post('admin_partner/referral', { json: body }).json(referralResponseSchema),
  });

/** `POST admin_partner/referral/send_email`: the link to a prospect, in the referral's language. */
export const useSendReferralEmail = () =>
  useMutation({
    mutationFn: (body: { referral_code: string; email: string }) =>
      api.post('admin_partner/referral/send_email', { json: body }).json(messageResponseSchema),
  });
