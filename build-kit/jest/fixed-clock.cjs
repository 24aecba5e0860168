// Set up before every frontend test file (build-kit/jest/preset.mjs): the same fixed "today" as the API suite
// (clock.cjs), so that no test reads the real date. Only `Date` is fake and it runs on from there. A test that needs
// another day calls setToday (@portal/shared/test-utils); one that drives the timers itself calls
// jest.useFakeTimers() as before.
/* global jest */
const { dateOnlyClock } = require('./clock.cjs');

jest.useFakeTimers(dateOnlyClock());
