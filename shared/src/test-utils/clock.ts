import { dateOnlyClock } from '@portal/build-kit/jest/clock';

/**
 * Sets today for a test whose outcome depends on the date (a target date that must lie ahead, "this year"): `Date`
 * starts at `dateTime` and runs on from there, while timers, promises and rendering stay real, so that user-event,
 * TanStack Query and MUI behave as in any other test. Undo it with `jest.useRealTimers()` (in `afterEach`).
 */
export function setToday(dateTime: string): void {
  const now = new Date(dateTime);
  if (Number.isNaN(now.getTime())) throw new Error(`setToday: not a date: ${dateTime}`);
  jest.useFakeTimers(dateOnlyClock(now));
}
