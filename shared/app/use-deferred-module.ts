import { use } from 'react';
import type { DeferredModule } from './deferred-module.ts';
import { useIsHydrated } from './use-is-hydrated.ts';

const browserLoads = new WeakMap<DeferredModule<unknown>, Promise<unknown>>();

/**
 * A deferred module for a render inside a Suspense boundary (fallback null). The server
 * loads deferred modules before it renders. While hydrating, the server HTML stays until
 * something else (useLoadWhenNear) has loaded the chunk; if that fails, React renders the
 * boundary afresh. A fresh browser render loads it now and, if the chunk cannot be had
 * (offline, a new deployment), gets null rather than hold up a navigation.
 */
export function useDeferredModule<T>(module: DeferredModule<T>, what: string): T | null {
  const isHydrated = useIsHydrated();
  return module.current ?? use(whenLoaded(module, isHydrated, what));
}

function whenLoaded<T>(module: DeferredModule<T>, isHydrated: boolean, what: string) {
  if (typeof document === 'undefined') return module.load();
  if (!isHydrated) return module.ready;
  let load = browserLoads.get(module) as Promise<T | null> | undefined;
  if (!load) {
    load = module.load().catch((error: unknown) => {
      console.warn(`${what} could not be loaded.`, error);
      return null;
    });
    browserLoads.set(module, load);
  }
  return load;
}
