// The fixed clock of every jest suite (the API's and the front end's): one "today", so that no test reads the real
// date, and the fake-timer options that fake `Date` alone. Date runs on from `now`; timers, microtasks, animation
// frames and I/O stay real, so that user-event, TanStack Query, MUI and the database behave as in any other test.
const TODAY = '2026-11-25T10:00:00Z';

const EVERYTHING_BUT_DATE = [
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
  'setTimeout',
  'clearTimeout',
];

/** jest's fake-timer options for a clock that starts at `now` (default: TODAY) and fakes nothing but `Date`. */
function dateOnlyClock(now = Date.parse(TODAY)) {
  return { now, advanceTimers: true, doNotFake: [...EVERYTHING_BUT_DATE] };
}

module.exports = { TODAY, dateOnlyClock };
