// Set up before every frontend test file (build-kit/jest/preset.mjs): the same fixed "today" as the API suite
// (api/jest.config.js), so that no test reads the real date. Only `Date` is fake and it runs on from there; timers,
// promises and rendering stay real. A test that needs another day calls setToday (@portal/shared/test-utils); one
// that drives the timers itself calls jest.useFakeTimers() as before.
/* global jest */
const today = Date.parse('2026-11-25T10:00:00Z');

jest.useFakeTimers({
  now: today,
  advanceTimers: true,
  doNotFake: [
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
  ],
});
