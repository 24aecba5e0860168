import { useCallback, useState } from 'react';

/**
 * What the adviser typed but has not saved, per client (`new` before the first save), in session storage: it
 * survives a reload of the page and is gone with the tab. Each step keeps its own part; a saved part is removed.
 */
export type WizardDraft = {
  fee?: { finders_fee_percentage: string; recurring_fee_percentage: string };
  banks?: string[];
  /** the own custodian bank's name typed in the bank step */
  ownCustodianName?: string;
  personal?: Record<string, unknown>;
  kyc?: Record<string, unknown>;
  investorProfile?: Record<string, unknown>;
};

const storageKey = (clientId: number | undefined) => `portal.onboarding.draft.${clientId ?? 'new'}`;

export function readDraft(clientId: number | undefined): WizardDraft {
  try {
    const raw = window.sessionStorage.getItem(storageKey(clientId));
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return parsed && typeof parsed === 'object' ? parsed : {};
  } catch {
    // storage disabled or a value that is not ours: start empty rather than fail the page
    return {};
  }
}

function writeDraft(clientId: number | undefined, draft: WizardDraft) {
  try {
    if (Object.keys(draft).length === 0) window.sessionStorage.removeItem(storageKey(clientId));
    else window.sessionStorage.setItem(storageKey(clientId), JSON.stringify(draft));
  } catch {
    // a full or disabled storage only loses the reload safety net, never the page's own state
  }
}

export function useWizardDraft(clientId: number | undefined) {
  const [draft, setDraft] = useState<WizardDraft>(() => readDraft(clientId));
  const [owner, setOwner] = useState(clientId);
  // the first save moves from `new` to the client's id: its draft starts from what that client has stored
  if (owner !== clientId) {
    setOwner(clientId);
    setDraft(readDraft(clientId));
  }

  const update = useCallback(
    <K extends keyof WizardDraft>(part: K, value: WizardDraft[K] | undefined) => {
      setDraft((current) => {
        const next = { ...current };
        if (value === undefined) delete next[part];
        else next[part] = value;
        writeDraft(clientId, next);
        return next;
      });
    },
    [clientId],
  );

  const clear = useCallback(() => {
    writeDraft(clientId, {});
    setDraft({});
  }, [clientId]);

  return { draft, update, clear, dirty: Object.keys(draft).length > 0 };
}

/** Drops the draft of a client (after the first save the `new` one is the client's). */
export const discardDraft = (clientId: number | undefined) => writeDraft(clientId, {});
