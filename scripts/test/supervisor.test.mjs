// The restart logic of `npm start` (scripts/lib/supervisor.mjs), with stand-in processes and a fake clock.
import assert from 'node:assert/strict';
import { EventEmitter } from 'node:events';
import { describe, it } from 'node:test';
import { supervise } from '../lib/supervisor.mjs';

/** A fake clock whose timers run only when the test advances it. */
function fakeClock() {
  let time = 0;
  let timers = [];
  return {
    now: () => time,
    timers: {
      setTimeout: (fn, ms) => {
        const timer = { at: time + ms, fn };
        timers.push(timer);
        return timer;
      },
      clearTimeout: (timer) => (timers = timers.filter((t) => t !== timer)),
    },
    advance(ms) {
      time += ms;
      const due = timers.filter((t) => t.at <= time);
      timers = timers.filter((t) => t.at > time);
      for (const timer of due) timer.fn();
    },
    get pending() {
      return timers.length;
    },
  };
}

function fakeChildren() {
  const started = [];
  return {
    started,
    spawn: () => {
      const child = new EventEmitter();
      child.exitCode = null;
      child.crash = (code = 1) => {
        child.exitCode = code;
        child.emit('exit', code, null);
      };
      started.push(child);
      return child;
    },
  };
}

describe('supervise', () => {
  it('restarts a crashed process after a back-off that doubles with each crash in a row, and says so', () => {
    const clock = fakeClock();
    const children = fakeChildren();
    const lines = [];
    const restarted = [];
    const supervisor = supervise(children.spawn, {
      name: 'API',
      log: (line) => lines.push(line),
      onRestarted: (child) => restarted.push(child),
      timers: clock.timers,
      now: clock.now,
    });
    assert.equal(children.started.length, 1);

    children.started[0].crash(1);
    assert.deepEqual(lines, ['the API stopped (exit code 1); restarting in 0.5 s (attempt 1)']);
    clock.advance(499);
    assert.equal(children.started.length, 1);
    clock.advance(1);
    assert.equal(children.started.length, 2);
    assert.equal(supervisor.child, children.started[1]);
    assert.deepEqual(restarted, [children.started[1]]);

    children.started[1].crash(7);
    assert.match(lines[1], /exit code 7\); restarting in 1 s \(attempt 2\)/);
    clock.advance(1000);
    children.started[2].crash(1);
    assert.match(lines[2], /restarting in 2 s \(attempt 3\)/);
    clock.advance(2000);
    assert.equal(children.started.length, 4);

    // a run that lasted a minute starts the back-off over
    clock.advance(60_000);
    children.started[3].crash(1);
    assert.match(lines[3], /restarting in 0.5 s \(attempt 1\)/);
  });

  it('caps the back-off and gives up after too many crashes in a row', () => {
    const clock = fakeClock();
    const children = fakeChildren();
    const lines = [];
    let gaveUp;
    const supervisor = supervise(children.spawn, {
      log: (line) => lines.push(line),
      onGiveUp: (code) => (gaveUp = code),
      maxAttempts: 8,
      timers: clock.timers,
      now: clock.now,
    });
    assert.equal(supervisor.delayFor(6), 16_000);
    assert.equal(supervisor.delayFor(7), 30_000);
    assert.equal(supervisor.delayFor(20), 30_000);
    for (let crash = 0; crash < 8; crash++) {
      children.started.at(-1).crash(3);
      clock.advance(30_000);
    }
    assert.equal(children.started.length, 9);
    children.started.at(-1).crash(3);
    assert.equal(gaveUp, 3);
    assert.match(lines.at(-1), /stopped \(exit code 3\) 9 times in a row; giving up/);
    assert.equal(clock.pending, 0);
  });

  it('does not restart after stop(), also when a restart was already scheduled', () => {
    const clock = fakeClock();
    const children = fakeChildren();
    const supervisor = supervise(children.spawn, { log: () => undefined, timers: clock.timers, now: clock.now });
    children.started[0].crash(1);
    supervisor.stop();
    clock.advance(60_000);
    assert.equal(children.started.length, 1);
    children.started[0].emit('exit', 0, null);
    assert.equal(children.started.length, 1);
  });
});
