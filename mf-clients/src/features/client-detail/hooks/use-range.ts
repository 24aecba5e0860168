import { useCallback } from 'react';
import { performancePeriodSchema, type PerformancePeriod } from '@portal/shared/contracts/clients';
import { useSearchParams } from '@portal/shared/router';

/** The chart range of an address's query (`?range=ytd`); 1 year by default. */
export const rangeOf = (params: URLSearchParams): PerformancePeriod => performancePeriodSchema.safeParse(params.get('range')).data ?? '1y';

/** The chart range lives in the URL (`?range=ytd`), so a reload or a shared link shows the same period; 1 year by default. */
export function useRange() {
  const [params, setParams] = useSearchParams();
  const range = rangeOf(params);
  const setRange = useCallback(
    (next: PerformancePeriod) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === '1y') updated.delete('range');
          else updated.set('range', next);
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { range, setRange };
}
