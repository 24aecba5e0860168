import type { RemoteLoader } from './remote-area';
import { loadRemoteModule, resetRemote } from './register-remotes';

const loaders = new Map<string, RemoteLoader>();

/** One stable loader per remote, so that re-renders of a route do not restart its load. */
export function remoteRoutesLoader(remote: string): RemoteLoader {
  let loader = loaders.get(remote);
  if (!loader) {
    loader = { load: () => loadRemoteModule(`${remote}/routes`), reset: () => resetRemote(remote) };
    loaders.set(remote, loader);
  }
  return loader;
}
