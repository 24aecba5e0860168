import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { version as reactVersion } from 'react';
import { version as reactDomVersion } from 'react-dom';

/** A shared package as a remote's mf-manifest.json declares it. */
export interface ManifestShared {
  name: string;
  version?: string;
  requiredVersion?: string;
  singleton?: boolean;
}

/**
 * A remote built against singletons that do not fit the shell's (another React major): loading it would run two
 * Reacts, or one the remote's code was not built for, and break in ways no retry mends. It is refused instead.
 */
export class IncompatibleRemoteError extends Error {
  constructor(
    readonly remote: string,
    readonly conflicts: string[],
  ) {
    super(`remote ${remote} does not fit the shell: ${conflicts.join('; ')}`);
    this.name = 'IncompatibleRemoteError';
  }
}

/** The singletons whose major version must agree between the shell and every remote. */
export const hostSingletons: Record<string, string> = { react: reactVersion, 'react-dom': reactDomVersion };

const major = (version: string | undefined) => /(\d+)/.exec(version ?? '')?.[1];

/** The conflicts of a remote's shared packages with the shell's, e.g. `react 18.3.1 (shell 19.3.1)`. */
export function singletonConflicts(shared: ManifestShared[], host: Record<string, string> = hostSingletons): string[] {
  return shared.flatMap((entry) => {
    const hostVersion = host[entry.name];
    if (!hostVersion) return [];
    const remoteMajor = major(entry.version) ?? major(entry.requiredVersion);
    return remoteMajor !== undefined && remoteMajor !== major(hostVersion)
      ? [`${entry.name} ${entry.version ?? entry.requiredVersion} (shell ${hostVersion})`]
      : [];
  });
}

function sharedOf(manifest: unknown): ManifestShared[] {
  if (typeof manifest !== 'object' || manifest === null || !Array.isArray((manifest as { shared?: unknown }).shared)) return [];
  return (manifest as { shared: unknown[] }).shared.filter(
    (entry): entry is ManifestShared => typeof entry === 'object' && entry !== null && typeof (entry as ManifestShared).name === 'string',
  );
}

/** The manifests that the check has read and the federation runtime has not yet, by address (manifestHandOverPlugin). */
const readManifests = new Map<string, string>();
const manifestKey = (url: string) => new URL(url, globalThis.location?.href).href;

/**
 * Reads the remote's manifest and throws IncompatibleRemoteError when its singletons do not fit. A manifest that
 * cannot be read is left to the federation runtime, which reports it as unavailable (and retries). One that fits is
 * handed to the runtime, which loads the remote next (manifestHandOverPlugin).
 */
export async function assertCompatibleRemote(remote: string, manifestUrl: string, fetcher: typeof fetch = fetch): Promise<void> {
  let text: string;
  let manifest: unknown;
  try {
    const response = await fetcher(manifestUrl, { cache: 'no-cache' });
    if (!response.ok) return;
    text = await response.text();
    manifest = JSON.parse(text);
  } catch {
    return;
  }
  const conflicts = singletonConflicts(sharedOf(manifest));
  if (conflicts.length > 0) throw new IncompatibleRemoteError(remote, conflicts);
  readManifests.set(manifestKey(manifestUrl), text);
}

/**
 * The federation runtime takes the manifest that assertCompatibleRemote has just read, once, instead of requesting it
 * a second time before the remote's entry: one request less on the way to a remote's first page. Any other request
 * (a later one, after a retry's new check) it makes itself.
 */
export function manifestHandOverPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-manifest-hand-over',
    fetch(url) {
      const key = manifestKey(url);
      const text = readManifests.get(key);
      if (text === undefined) return undefined;
      readManifests.delete(key);
      return Promise.resolve(new Response(text, { status: 200, headers: { 'Content-Type': 'application/json' } }));
    },
  };
}
