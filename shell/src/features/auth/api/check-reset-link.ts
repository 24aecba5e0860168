import { useQuery } from '@tanstack/react-query';

/**
 * Whether the reset link of the address can still set a password, asked when the page opens: a spent or expired link
 * says so at once instead of after the user typed a new password twice. No retry: the answer does not change.
 */
export const useResetLinkCheck = (token: string | null) =>
  useQuery({
    queryKey: ['auth', 'reset-link', token],
    queryFn: async () => (await import('@portal/shared/api')).checkResetLink(token!),
    enabled: Boolean(token),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
