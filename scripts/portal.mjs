// Brings the composed portal up: the partner API as its own process, and the gateway in front of it.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { startGateway } from './gateway.mjs';
import { root, startProcess, waitForHttp } from './lib/proc.mjs';
import { supervise } from './lib/supervisor.mjs';

/**
 * @param {{ port?: number, apiPort?: number, env?: Record<string, string>, silent?: boolean, restart?: boolean,
 *   onApiGone?: (code: number | null) => void, staticDirs?: { prefix: string, root: string }[],
 *   shellDist?: string }} options
 * env is passed to the API (DATA_DIR, DATABASE_URL, ACCESS_TOKEN_TTL, DEMO_DOWNTIME, ...).
 * restart: an API that crashes after it came up is started again with a back-off (lib/supervisor.mjs); onApiGone
 * is called when it keeps crashing and the supervisor gives up. staticDirs: more folders the gateway serves;
 * shellDist: another build of the shell than shell/dist (scripts/gateway.mjs).
 */
export async function startPortal({
  port = 8080,
  apiPort = 3001,
  env = {},
  silent = false,
  restart = false,
  onApiGone = () => undefined,
  staticDirs = [],
  shellDist = undefined,
} = {}) {
  // The links in e-mails (password reset) lead to this portal's own address, on whatever port it was started, unless
  // PUBLIC_URL says where users reach it (behind a proxy, under a host name). Never taken from a request's Host header:
  // anyone could then have reset links sent that point to their own server.
  const publicUrl = env.PUBLIC_URL || process.env.PUBLIC_URL || `http://localhost:${port}`;
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  // only this gateway may name the client to the API (X-Forwarded-For): any other process on the machine reaches the
  // API's port without the secret, and its forwarded headers are ignored
  const proxySecret = randomBytes(24).toString('hex');
  const spawnApi = () =>
    startProcess('api', process.execPath, [path.join(root, 'api', 'dist', 'server.js')], {
      cwd: path.join(root, 'api'),
      env: { NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(apiPort), ...env, PUBLIC_URL: publicUrl, PROXY_SECRET: proxySecret },
      silent,
    });
  let supervisor;
  let api = spawnApi();
  try {
    await waitForHttp(`${apiUrl}/health`, { child: api, timeoutMs: 300_000 });
  } catch (error) {
    api.kill('SIGTERM');
    throw error;
  }
  if (restart) {
    // the first "start" adopts the API that is already up; each later one is a new process
    let adopted = false;
    supervisor = supervise(() => (adopted ? spawnApi() : ((adopted = true), api)), {
      name: 'API',
      onRestarted: (child) => {
        api = child;
        waitForHttp(`${apiUrl}/health`, { child, timeoutMs: 300_000 }).then(
          () => console.error('the API is running again'),
          () => undefined, // its exit is the supervisor's to report
        );
      },
      onGiveUp: onApiGone,
    });
  }
  const gateway = await startGateway({ port, apiUrl, proxySecret, publicUrl, staticDirs, ...(shellDist ? { shellDist } : {}) });

  let stopping;
  const stop = () =>
    (stopping ??= (async () => {
      supervisor?.stop();
      await gateway.app.close();
      if (api.exitCode === null) {
        const exited = new Promise((resolve) => api.once('exit', resolve));
        api.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      }
    })());
  return {
    url: `http://localhost:${port}`,
    apiUrl,
    /** the API process running now (after a restart, the new one) */
    get api() {
      return api;
    },
    gateway,
    stop,
  };
}
