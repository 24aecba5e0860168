import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * What `React.lazy`'s factory may return when the load has already finished: a thenable that hands its value over as
 * soon as `then` is called, so that React renders the component in the same pass. A promise, even a settled one,
 * answers a microtask later: the component suspends, its Suspense fallback shows, and React then holds the content
 * back until 300 ms have passed since that fallback appeared (its Suspense throttling). On a warm load of a page that
 * was most of its wait (docs/performance.md).
 */
function settled<T>(value: T): Promise<T> {
  const thenable = { then: (onFulfilled: (value: T) => unknown) => void onFulfilled(value) };
  return thenable as unknown as Promise<T>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as React.lazy: any component, whatever its props
export type PreloadableLazy<T extends ComponentType<any>> = LazyExoticComponent<T> & {
  /** Starts the load ahead of the first render (a page's prefetch); a failed load is started anew next time. */
  preload: () => Promise<{ default: T }>;
};

/**
 * `React.lazy` over a load that can be started before the component renders: when it has finished by then, the
 * component renders at once instead of after a fallback (see `settled`).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as React.lazy: any component, whatever its props
export function preloadableLazy<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): PreloadableLazy<T> {
  let loaded: { default: T } | undefined;
  let pending: Promise<{ default: T }> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  return Object.assign(
    lazy(() => (loaded ? settled(loaded) : preload())),
    { preload },
  );
}
