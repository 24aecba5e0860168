// Keeps a child process running: when it exits on its own it is started again after a back-off that doubles with each
// crash in a row (0.5 s, 1 s, 2 s, ... up to 30 s) and starts over once a run lasted a minute. It says so each time.

/**
 * @param {() => import('node:child_process').ChildProcess} spawnChild starts the process (again)
 * @param {{
 *   name?: string,
 *   minDelayMs?: number,
 *   maxDelayMs?: number,
 *   stableMs?: number,
 *   maxAttempts?: number,
 *   log?: (line: string) => void,
 *   onRestarted?: (child: import('node:child_process').ChildProcess) => void,
 *   onGiveUp?: (code: number | null) => void,
 *   timers?: { setTimeout: typeof setTimeout, clearTimeout: typeof clearTimeout },
 *   now?: () => number,
 * }} options maxAttempts: crashes in a row (each within stableMs of its start) before giving up
 */
export function supervise(spawnChild, options = {}) {
  const {
    name = 'process',
    minDelayMs = 500,
    maxDelayMs = 30_000,
    stableMs = 60_000,
    maxAttempts = 10,
    log = (line) => console.error(line),
    onRestarted = () => undefined,
    onGiveUp = () => undefined,
    timers = { setTimeout, clearTimeout },
    now = Date.now,
  } = options;

  let child;
  let startedAt = 0;
  let crashesInARow = 0;
  let stopped = false;
  let pending;

  const start = () => {
    startedAt = now();
    child = spawnChild();
    child.once('exit', (code, signal) => onExit(child, code, signal));
    return child;
  };

  /** The wait before the next start after `crashes` crashes in a row. */
  const delayFor = (crashes) => Math.min(maxDelayMs, minDelayMs * 2 ** (crashes - 1));

  function onExit(exited, code, signal) {
    if (stopped || exited !== child) return;
    crashesInARow = now() - startedAt >= stableMs ? 1 : crashesInARow + 1;
    const how = signal ? `signal ${signal}` : `exit code ${code}`;
    if (crashesInARow > maxAttempts) {
      log(`the ${name} stopped (${how}) ${crashesInARow} times in a row; giving up`);
      onGiveUp(code);
      return;
    }
    const delay = delayFor(crashesInARow);
    log(`the ${name} stopped (${how}); restarting in ${delay / 1000} s (attempt ${crashesInARow})`);
    pending = timers.setTimeout(() => {
      pending = undefined;
      if (stopped) return;
      onRestarted(start());
    }, delay);
  }

  start();
  return {
    /** the running child (a new one after each restart) */
    get child() {
      return child;
    },
    /** no more restarts; the caller ends the current child */
    stop() {
      stopped = true;
      if (pending) timers.clearTimeout(pending);
    },
    delayFor,
  };
}
