import type { ComponentType } from 'react';
import registryJson from '@portal/build-kit/remotes.json';
import { federationName, registryRoutes, type Registry, type RegistryNav } from '@portal/build-kit/remotes';
import { visibleModuleNames, type VisibleModule } from '@portal/shared/session';
import { navIcons } from './nav-icons.generated';

const registry: Registry = registryJson;

/** A route of a remote, from build-kit/remotes.json: the shell mounts the remote's exposed module there. */
export interface RemoteRoute {
  /** Absolute path where the remote starts, e.g. `/users/management`. */
  base: string;
  /** Federation name of the remote, e.g. `mf_clients`. */
  remote: string;
  /** Exposed module, e.g. `routes` for `mf_clients/routes`. */
  expose: string;
  module?: VisibleModule;
}

export interface NavItem {
  key: string;
  to: string;
  label: RegistryNav['label'];
  icon?: ComponentType<{ fontSize?: 'small' | 'medium' }>;
  remote: string;
  module?: VisibleModule;
}

function visibleModule(name: string | undefined): VisibleModule | undefined {
  if (name === undefined) return undefined;
  // The build checks the registry against the same list; an unknown module would show the route to nobody.
  if (!(visibleModuleNames as readonly string[]).includes(name)) throw new Error(`unknown module ${name} in remotes.json`);
  return name as VisibleModule;
}

/** Every registered route, most specific base first; the route table mounts those whose remote is deployed. */
export const remoteRoutes: RemoteRoute[] = registryRoutes(registry).map(({ base, remote, expose, module }) => ({
  base,
  remote,
  expose,
  module: visibleModule(module),
}));

/**
 * The routes whose remote is deployed (in /portal-config.json): a remote that is not has no route, and its addresses
 * answer with the 404 page.
 */
export function deployedRoutes(routes: RemoteRoute[], remotes: Record<string, unknown>): RemoteRoute[] {
  return routes.filter((route) => route.remote in remotes);
}

/** The sidebar entries, in registry order. */
export const navItems: NavItem[] = registry.remotes.flatMap((entry) =>
  entry.routes.flatMap((route) =>
    route.nav
      ? [
          {
            key: route.nav.key,
            to: route.base,
            label: route.nav.label,
            icon: navIcons[route.nav.icon],
            remote: federationName(entry.folder),
            module: visibleModule(route.module),
          },
        ]
      : [],
  ),
);

/** An entry appears when its remote is in /portal-config.json and, if it names a module, the user sees that module. */
export function visibleNavItems(items: NavItem[], remotes: Record<string, unknown>, modules: readonly string[]) {
  return items.filter((item) => item.remote in remotes && (!item.module || modules.includes(item.module)));
}
