import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * A background worker's rounds in the API process: one every `intervalMs` and one whenever `kick` is called (after a
 * request queued work), never two at once (a kick during a round runs one more round after it); the app's close waits
 * for the running round. With `intervalMs` 0 nothing runs by itself (tests call the round directly); nor in a process
 * of role `requests`, whose queued work a `jobs` process picks up on its own rounds.
 */
export function backgroundRounds(app: FastifyInstance, options: { name: string; intervalMs: number; round: () => Promise<unknown> }) {
  const { name, round } = options;
  const intervalMs = app.config.role === 'requests' ? 0 : options.intervalMs;
  let running: Promise<unknown> | undefined;
  let again = false;
  let closed = false;
  const kick = () => {
    if (closed || intervalMs <= 0) return;
    if (running) {
      again = true;
      return;
    }
    running = round()
      .catch((error: unknown) => app.log.error({ err: error }, `${name} round failed`))
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          kick();
        }
      });
  };
  const timer = intervalMs > 0 ? setInterval(kick, intervalMs) : undefined;
  timer?.unref();
  app.addHook('onClose', async () => {
    closed = true;
    if (timer) clearInterval(timer);
    await running;
  });
  /** A round once the answer to this request has gone out (after a request that queued work). */
  const kickAfter = (reply: FastifyReply) => void reply.raw.once('finish', kick);
  return { kick, kickAfter };
}
