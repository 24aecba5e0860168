import { lazy, Suspense, type ComponentType } from 'react';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

// The runtime plugin is registered at start; the message (MUI Alert) loads only when a remote fails.
const RemoteUnavailable = lazy(() => import('./remote-unavailable').then((module) => ({ default: module.RemoteUnavailable })));

export interface RemoteModule {
  default: ComponentType;
  /**
   * Asks for the data of the page being opened (`window.location`), called once its code has loaded on a cold load,
   * before the first render (startRemoteOfPage): the page then finds its first screen's data in the query cache.
   */
  prefetch?: () => void;
}

const fallbackMarker = Symbol.for('portal.remote-fallback');

export interface FallbackModule extends RemoteModule {
  [fallbackMarker]: true;
}

export function createFallbackModule(): FallbackModule {
  return {
    default: () => (
      <Suspense fallback={null}>
        <RemoteUnavailable />
      </Suspense>
    ),
    [fallbackMarker]: true,
  };
}

export function isFallbackModule(module: unknown): module is FallbackModule {
  return typeof module === 'object' && module !== null && fallbackMarker in module;
}

/**
 * Second layer of fault isolation: when a remote's manifest, entry or exposed module cannot be loaded, the
 * runtime hands back a module that renders the translated message instead of rejecting the whole route.
 */
export function remoteFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-remote-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      // Earlier lifecycles expect a replacement manifest or entry; only the final load can take a module.
      if (lifecycle !== 'onLoad') return undefined;
      console.error(`remote ${id} could not be loaded`, error);
      return createFallbackModule();
    },
  };
}
