import type { RemoteLoader } from './remote-area';
import { loadRemoteModule, resetRemote } from './register-remotes';

const loaders = new Map<string, RemoteLoader>();

/** One stable loader per exposed module, so that re-renders of a route do not restart its load. */
export function remoteRoutesLoader(remote: string, expose = 'routes'): RemoteLoader {
  const id = `${remote}/${expose}`;
  let loader = loaders.get(id);
  if (!loader) {
    loader = { load: () => loadRemoteModule(id), reset: () => resetRemote(remote) };
    loaders.set(id, loader);
  }
  return loader;
}
