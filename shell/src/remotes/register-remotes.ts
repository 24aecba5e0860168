import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { PortalConfig } from '../config/portal-config';
import { assertCompatibleRemote, manifestHandOverPlugin } from './remote-compatibility';
import { remoteFallbackPlugin, type RemoteModule } from './remote-fallback';

const registered = new Map<string, { name: string; entry: string }>();

/** Registers every remote of the run-time configuration with the federation runtime of the shell. */
export function registerPortalRemotes(config: PortalConfig) {
  registerPlugins([remoteFallbackPlugin(), manifestHandOverPlugin()]);
  const remotes = Object.entries(config.remotes).map(([name, remote]) => ({ name, entry: remote.manifest }));
  for (const remote of remotes) registered.set(remote.name, remote);
  registerRemotes(remotes);
}

/** Registers one remote again so that a retry fetches its manifest and entry anew instead of the cached failure. */
export function resetRemote(name: string) {
  const remote = registered.get(name);
  if (remote) registerRemotes([remote], { force: true });
}

export async function loadRemoteModule(id: string): Promise<RemoteModule> {
  // a remote built for other singletons (another React major) is refused before any of its code runs
  const remote = registered.get(id.split('/')[0] ?? '');
  if (remote) await assertCompatibleRemote(remote.name, remote.entry);
  const module = await loadRemote<RemoteModule>(id);
  if (!module) throw new Error(`remote module ${id} is empty`);
  return module;
}
