import { memo, Suspense, type ComponentType } from 'react';
import type { DeferredModule } from './deferred-module.ts';
import { useDeferredModule } from './use-deferred-module.ts';

/**
 * A component of a deferred module, in a Suspense boundary of its own (fallback null): the
 * server renders it whole; while hydrating, its server HTML stays, not yet hydrated, until
 * the module has loaded (useLoadWhenNear decides when). memo: a re-render with the same
 * props does not reach a boundary still waiting, which React would otherwise give up on
 * and render afresh. New props (a client navigation) render it afresh: the chunk loads at
 * once, and a navigation waits at most for the chunk.
 */
export function deferredComponent<Props extends object, Module>(
  module: DeferredModule<Module>,
  pick: (loaded: Module) => ComponentType<Props>,
  what: string,
) {
  function WhenLoaded(props: Props) {
    const loaded = useDeferredModule(module, what);
    if (!loaded) return null;
    const Loaded = pick(loaded);
    return <Loaded {...props} />;
  }
  return memo(function Deferred(props: Props) {
    return (
      <Suspense fallback={null}>
        <WhenLoaded {...props} />
      </Suspense>
    );
  });
}
