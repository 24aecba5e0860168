import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared/api';
import { messageResponseSchema, publicReferralSchema, type ReferralRegistrationBody } from '@portal/shared/contracts';

// The public registration page's calls: nobody is signed in (skipAuth), and the page shows every outcome itself.

/** `GET referrals/{code}`: who the client registers with; 404 for an unknown or expired link. */
export const usePublicReferral = (code: string) =>
  useQuery({
    queryKey: ['referral', code],
    queryFn: ({ signal }) =>
      api.get(`referrals/${encodeURIComponent(code)}`, { signal, context: { skipAuth: true, silent: true } }).json(publicReferralSchema),
    retry: false,
  });

/** `POST referrals/{code}/registration`: the client's name, e-mail, phone and language. */
export const useRegisterThroughReferral = (code: string) =>
  useMutation({
    mutationFn: (body: ReferralRegistrationBody) =>
      api
        .post(`referrals/${encodeURIComponent(code)}/registration`, { json: body, context: { skipAuth: true, silent: true } })
        .json(messageResponseSchema),
  });
