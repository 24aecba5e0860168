import { z } from 'zod';

const remoteConfigSchema = z.object({ manifest: z.string().min(1), version: z.string() });

export const portalConfigSchema = z.object({
  apiBase: z.string().min(1),
  remotes: z.record(z.string().regex(/^[a-z][a-z0-9_]*$/), remoteConfigSchema),
});

export type PortalConfig = z.infer<typeof portalConfigSchema>;
export type RemoteName = keyof PortalConfig['remotes'];

// Operations change remote URLs and versions without rebuilding the shell, so this is read on every start.
export async function fetchPortalConfig(url = '/portal-config.json'): Promise<PortalConfig> {
  // The gateway serves it with no-cache; the same request is preloaded by index.html.
  const response = await fetch(url);
  if (!response.ok) throw new Error(`portal-config.json answered ${response.status}`);
  return portalConfigSchema.parse(await response.json());
}
