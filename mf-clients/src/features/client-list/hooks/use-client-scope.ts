import { useCallback, useState } from 'react';
import type { ClientScope } from '@portal/shared/contracts';
import { useSession } from '@portal/shared/session';

/**
 * 'Alle Kunden' or 'Eigene Kunden'. The API remembers the last choice per user (a list request with `scope` saves
 * it); until the adviser switches here, the list asks without `scope` and shows the remembered one it answers with.
 * The session's copy of the profile follows, so the switch shows the right side at once on the next visit.
 */
export function useClientScope(answered: ClientScope | undefined) {
  const [chosen, setChosen] = useState<ClientScope | undefined>(undefined);
  const remembered = useSession((state) => state.partnerUser?.client_scope);

  const setScope = useCallback((next: ClientScope) => {
    setChosen(next);
    const { partnerUser, setPartnerUser } = useSession.getState();
    if (partnerUser) setPartnerUser({ ...partnerUser, client_scope: next });
  }, []);

  return { requested: chosen, scope: chosen ?? answered ?? remembered ?? 'company', setScope };
}
