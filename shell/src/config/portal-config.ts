// Checked by hand rather than with zod: this runs before the first page renders, and zod would be on every page's
// first load only for these few lines.

export type RemoteConfig = { manifest: string; version: string };
export type PortalConfig = { apiBase: string; remotes: Record<string, RemoteConfig> };
export type RemoteName = keyof PortalConfig['remotes'];

const remoteNamePattern = /^[a-z][a-z0-9_]*$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `{ apiBase, remotes: { [name]: { manifest, version } } }`; unknown keys are dropped, anything else throws. */
export function parsePortalConfig(data: unknown): PortalConfig {
  if (!isRecord(data)) throw new Error('portal-config.json: not an object');
  const { apiBase, remotes } = data;
  if (typeof apiBase !== 'string' || apiBase.length < 1) throw new Error('portal-config.json: apiBase must be a non-empty string');
  if (!isRecord(remotes)) throw new Error('portal-config.json: remotes must be an object');
  const parsed: Record<string, RemoteConfig> = {};
  for (const [name, remote] of Object.entries(remotes)) {
    if (!remoteNamePattern.test(name)) throw new Error(`portal-config.json: invalid remote name ${JSON.stringify(name)}`);
    if (!isRecord(remote) || typeof remote.manifest !== 'string' || remote.manifest.length < 1 || typeof remote.version !== 'string') {
      throw new Error(`portal-config.json: remote ${name} needs a manifest and a version`);
    }
    parsed[name] = { manifest: remote.manifest, version: remote.version };
  }
  return { apiBase, remotes: parsed };
}

// Operations change remote URLs and versions without rebuilding the shell, so this is read on every start.
export async function fetchPortalConfig(url = '/portal-config.json'): Promise<PortalConfig> {
  // The gateway serves it with no-cache; the same request is preloaded by index.html.
  // The gateway's static portal-config.json (which remotes exist where), not an API endpoint.
  // eslint-disable-next-line portal/boundaries
  const response = await fetch(url);
  if (!response.ok) throw new Error(`portal-config.json answered ${response.status}`);
  return parsePortalConfig(await response.json());
}
