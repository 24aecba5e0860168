/** Below this gap (0.1 percentage points) the two returns count as the same and need no explanation. */
export const returnGapThreshold = 0.001;

/**
 * Which plain sentence explains the gap between the time-weighted and the money-weighted return: the money-weighted
 * one is higher when more money was invested while the portfolio did well (deposits before good days, withdrawals
 * before bad ones), lower in the opposite case. None when they agree or one of them is missing.
 */
export function returnGap(twr: number | null, mwr: number | null): 'higher' | 'lower' | null {
  if (twr === null || mwr === null || Math.abs(mwr - twr) < returnGapThreshold) return null;
  return mwr > twr ? 'higher' : 'lower';
}
