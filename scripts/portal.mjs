// Brings the composed portal up: the partner API as its own process, and the gateway in front of it.
import path from 'node:path';
import { startGateway } from './gateway.mjs';
import { root, startProcess, waitForHttp } from './lib/proc.mjs';

/**
 * @param {{ port?: number, apiPort?: number, env?: Record<string, string>, silent?: boolean }} options
 * env is passed to the API (DATA_DIR, DATABASE_URL, ACCESS_TOKEN_TTL, DEMO_DOWNTIME, ...).
 */
export async function startPortal({ port = 8080, apiPort = 3001, env = {}, silent = false } = {}) {
  // The links in e-mails (password reset) lead to this portal's own address, on whatever port it was started, unless
  // PUBLIC_URL says where users reach it (behind a proxy, under a host name). Never taken from a request's Host header:
  // anyone could then have reset links sent that point to their own server.
  const publicUrl = env.PUBLIC_URL || process.env.PUBLIC_URL || `http://localhost:${port}`;
  const api = startProcess('api', process.execPath, [path.join(root, 'api', 'dist', 'server.js')], {
    cwd: path.join(root, 'api'),
    env: { NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(apiPort), ...env, PUBLIC_URL: publicUrl },
    silent,
  });
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  try {
    await waitForHttp(`${apiUrl}/api/v1/openapi.json`, { child: api, timeoutMs: 300_000 });
  } catch (error) {
    api.kill('SIGTERM');
    throw error;
  }
  const gateway = await startGateway({ port, apiUrl });

  let stopping;
  const stop = () =>
    (stopping ??= (async () => {
      await gateway.app.close();
      if (api.exitCode === null) {
        const exited = new Promise((resolve) => api.once('exit', resolve));
        api.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      }
    })());
  return { url: `http://localhost:${port}`, apiUrl, api, gateway, stop };
}
