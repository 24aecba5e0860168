import { useCallback } from 'react';
import { useSearchParams } from '@portal/shared/router';
import { useMutation } from '@tanstack/react-query';
import { updateProfile } from '@portal/shared/api/profile';
import { useSession, type SessionValues } from '@portal/shared/session';
import type { ReferenceCurrency, StatisticsQuery, StatisticsScope } from '@portal/shared/contracts/statistics';

/** Whether the adviser may see the company's figures (an older session without the flag may). */
const canSeeCompanyStatistics = ({ partnerUser }: Pick<SessionValues, 'partnerUser'>) => partnerUser?.can_see_company_statistics ?? true;

/** The scope an address asks for (`?scope=personal`), company figures only for an adviser who may see them. */
export function scopeOf(searchParams: URLSearchParams, canSeeCompany: boolean): StatisticsScope {
  return !canSeeCompany || searchParams.get('scope') === 'personal' ? 'personal' : 'company';
}

/**
 * The scope every figure follows lives in the URL (`?scope=personal`), so a reload or a shared link keeps it.
 * An adviser who may not see company figures is always in personal scope.
 */
export function useScope() {
  const [searchParams, setSearchParams] = useSearchParams();
  const canSeeCompany = useSession(canSeeCompanyStatistics);
  const scope = scopeOf(searchParams, canSeeCompany);

  const setScope = useCallback(
    (next: StatisticsScope) => {
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          if (next === 'company') params.delete('scope');
          else params.set('scope', next);
          return params;
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );

  return { scope, setScope, canSeeCompany };
}

/** Saved through the profile endpoint of shared (the one PUT of the profile, parsed with its contract). */
function saveReferenceCurrency({ next }: { next: ReferenceCurrency; previous: ReferenceCurrency }) {
  return updateProfile({ reference_currency: next });
}

/**
 * The reference currency is a preference of the user (docs/dashboard.md): the session switches at once, so every amount
 * follows without waiting, and the profile keeps it for the next sign-in. If saving fails, the session goes back.
 */
export function useReferenceCurrency() {
  const currency: ReferenceCurrency = useSession((state) => state.referenceCurrency);
  const { mutate: save } = useMutation({
    mutationFn: saveReferenceCurrency,
    onError: (_error, { previous }) => useSession.getState().setReferenceCurrency(previous),
  });
  const setCurrency = useCallback(
    (next: ReferenceCurrency) => {
      const previous = useSession.getState().referenceCurrency;
      useSession.getState().setReferenceCurrency(next);
      save({ next, previous });
    },
    [save],
  );
  return { currency, setCurrency };
}

/** What every amount endpoint takes. */
export function useStatisticsParams(): StatisticsQuery {
  const { scope } = useScope();
  const { currency } = useReferenceCurrency();
  return { scope, currency };
}

/** The same, read outside React, for the page being opened (`prefetchDashboard`): its address and the session. */
export function currentStatisticsParams(): StatisticsQuery {
  const session = useSession.getState();
  return {
    scope: scopeOf(new URLSearchParams(window.location.search), canSeeCompanyStatistics(session)),
    currency: session.referenceCurrency,
  };
}
