/**
 * A module the browser fetches only when a page asks for it (its own chunk: a dynamic
 * import), which the server loads once before rendering, so server HTML never waits
 * for it and never differs from the first server render.
 */
export interface DeferredModule<T> {
  /** The module once loaded: renders after that read it synchronously. */
  readonly current: T | undefined;
  /**
   * Settles with the load's outcome: a render can suspend on it without starting the
   * load. One attempt only: a chunk that failed (offline, a new deployment) stays failed
   * for this page view.
   */
  readonly ready: Promise<T>;
  /** Starts the load, or returns the one under way or done. */
  load(): Promise<T>;
}

const registry: DeferredModule<unknown>[] = [];

export function deferredModule<T>(importModule: () => Promise<T>): DeferredModule<T> {
  let settle!: (outcome: Promise<T>) => void;
  const ready = new Promise<T>((resolve) => {
    settle = resolve;
  });
  // Handled here: nothing may be waiting on it when a load fails.
  ready.catch(() => {});
  let loading: Promise<T> | undefined;
  const module: { current: T | undefined; ready: Promise<T>; load(): Promise<T> } = {
    current: undefined,
    ready,
    load() {
      if (!loading) {
        loading = importModule().then((value) => {
          module.current = value;
          return value;
        });
        settle(loading);
      }
      return loading;
    },
  };
  registry.push(module);
  return module;
}

/** For the server: every deferred module loaded, so each render has them at once. */
export async function loadDeferredModules(): Promise<void> {
  await Promise.all(registry.map((module) => module.load()));
}
