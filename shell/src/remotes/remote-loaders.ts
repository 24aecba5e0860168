import { localePrefix, matchPath } from '@portal/shared/router';
import type { VisibleModule } from '@portal/shared/session';
import type { RemoteRoute } from '../app/remote-routes';
import type { RemoteModule } from './remote-fallback';
import type { RemoteLoader } from './remote-area';
import { loadRemoteModule, resetRemote } from './register-remotes';

const loaders = new Map<string, RemoteLoader>();
/** Loads started before the first render (startRemoteOfPage), each taken by the first load of its loader. */
const started = new Map<string, Promise<RemoteModule>>();
/** The modules of those loads that have arrived, each taken with its load. */
const arrived = new Map<string, RemoteModule>();

/** Takes the early load of a module: it is used once, and a later load (after a failure, a retry) starts anew. */
function takeEarly(id: string) {
  const early = { load: started.get(id), module: arrived.get(id) };
  started.delete(id);
  arrived.delete(id);
  return early;
}

/** One stable loader per exposed module, so that re-renders of a route do not restart its load. */
export function remoteRoutesLoader(remote: string, expose = 'routes'): RemoteLoader {
  const id = `${remote}/${expose}`;
  let loader = loaders.get(id);
  if (!loader) {
    loader = {
      remote,
      load: () => takeEarly(id).load ?? loadRemoteModule(id),
      loaded: () => (arrived.has(id) ? takeEarly(id).module : undefined),
      reset: () => resetRemote(remote),
    };
    loaders.set(id, loader);
  }
  return loader;
}

/** The remote route that serves an address (with or without its language prefix), most specific base first. */
export function remoteRouteOf(pathname: string, routes: RemoteRoute[]): RemoteRoute | undefined {
  const path = pathname.slice(localePrefix(pathname).length) || '/';
  // as the route table mounts them: the index route at '/', every other base with what follows it
  return routes.find((route) => matchPath(route.base === '/' ? '/' : `${route.base}/*`, path) !== null);
}

export interface PageOpening {
  pathname: string;
  /** The routes whose remote is deployed. */
  routes: RemoteRoute[];
  signedIn: boolean;
  visibleModules: VisibleModule[];
}

/** The page's own requests, as soon as its code is there; a failing prefetch costs the page nothing but the head start. */
function prefetchPage(module: RemoteModule) {
  try {
    module.prefetch?.();
  } catch (error) {
    console.error('the page’s prefetch failed', error);
  }
}

/**
 * Starts loading the remote of the page being opened (its manifest, entry and exposed module) while the shell renders
 * its first frame, instead of after it: on a cold load the remote's files arrive while the shell's code runs, and the
 * module's `prefetch`, if it has one, asks for the page's data before the page renders. Only for a signed-in adviser
 * on a remote's page that their modules show; the route's own load then takes this one (remoteRoutesLoader), and a
 * failure is reported and retried there.
 */
export function startRemoteOfPage({ pathname, routes, signedIn, visibleModules }: PageOpening): void {
  if (!signedIn) return;
  const route = remoteRouteOf(pathname, routes);
  if (!route || (route.module && !visibleModules.includes(route.module))) return;
  const id = `${route.remote}/${route.expose}`;
  if (started.has(id)) return;
  const load = loadRemoteModule(id);
  // a failed load is handled by the loader that takes it
  load.then(
    (module) => {
      if (started.get(id) === load) arrived.set(id, module);
      prefetchPage(module);
    },
    () => undefined,
  );
  started.set(id, load);
}
