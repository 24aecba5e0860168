import { queryOptions, useQuery } from '@tanstack/react-query';
import { remotePaths } from '@portal/shared/remote-paths';

export interface PortalRemotes {
  remotes: Record<string, unknown>;
}

// Checked by hand rather than with zod: this runs on the dashboard's first paint, and zod is not a shared
// singleton, so importing it here would add a copy of it to the initial download.
function remotesOf(body: unknown): PortalRemotes {
  if (typeof body !== 'object' || body === null || !('remotes' in body)) return { remotes: {} };
  const { remotes } = body;
  return typeof remotes === 'object' && remotes !== null ? { remotes: remotes as Record<string, unknown> } : { remotes: {} };
}

/**
 * The shell's runtime configuration lists the remotes that are deployed. It is read here rather than received
 * from the shell so that the remote decides for itself what it may link to, in the portal and standalone.
 */
export async function getPortalConfig(signal?: AbortSignal): Promise<PortalRemotes> {
  // The gateway's static portal-config.json (which remotes exist where), not an API endpoint.
  // eslint-disable-next-line portal/boundaries
  const response = await fetch('/portal-config.json', { signal, headers: { Accept: 'application/json' } }).catch(() => null);
  // Standalone (the team's dev server) there is no portal configuration: no other remote exists there.
  if (!response?.ok) return { remotes: {} };
  return remotesOf(await response.json().catch(() => null));
}

export const portalConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['portal-config'],
    queryFn: ({ signal }) => getPortalConfig(signal),
    staleTime: Infinity,
    retry: false,
  });

/**
 * The one flag behind every link into the clients remote (funnel stages, next steps): without that remote
 * such a link would lead to the 404 page.
 */
export function useClientsRemoteAvailable(): boolean {
  const { data } = useQuery(portalConfigQueryOptions());
  return Boolean(data && remotePaths.clients.remote in data.remotes);
}
