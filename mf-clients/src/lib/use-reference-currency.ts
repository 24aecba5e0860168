import { useCallback } from 'react';
import { useMutation } from '@tanstack/react-query';
import { updateProfile } from '@portal/shared/api';
import type { ReferenceCurrency } from '@portal/shared/contracts';
import { useSession } from '@portal/shared/session';

/**
 * The reference currency is a preference of the user (docs/clients.md, the `selected_currency` cookie): the session
 * switches at once, so every amount follows without waiting, and the profile keeps it for the next sign-in on any
 * device. If saving fails, the session goes back (the client's toast says why).
 */
export function useReferenceCurrency() {
  const currency: ReferenceCurrency = useSession((state) => state.referenceCurrency);
  const { mutate: save } = useMutation({
    mutationFn: ({ next }: { next: ReferenceCurrency; previous: ReferenceCurrency }) => updateProfile({ reference_currency: next }),
    onError: (_error, { previous }) => useSession.getState().setReferenceCurrency(previous),
  });
  const setCurrency = useCallback(
    (next: ReferenceCurrency) => {
      const previous = useSession.getState().referenceCurrency;
      if (next === previous) return;
      useSession.getState().setReferenceCurrency(next);
      save({ next, previous });
    },
    [save],
  );
  return { currency, setCurrency };
}
