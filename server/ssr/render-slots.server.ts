/**
 * At most `limit` pages render at once; the others wait their turn, in order. Each render
 * holds its loaders' data and React's buffers until it is sent, so fifty renders interleaved
 * on one thread finish no sooner than fifty in turn, and hold fifty times the memory
 * (docs/decisions/0020-page-cache.md). A page from the page cache takes no slot.
 */
export interface RenderSlots {
  /** Resolves when a slot is free; call the returned function once the page is sent. */
  acquire(): Promise<() => void>;
  /** Renders under way and waiting (the metrics' render queue). */
  stats(): { active: number; waiting: number };
}

export function createRenderSlots(limit: number): RenderSlots {
  let active = 0;
  const waiting: Array<() => void> = [];
  const release = () => {
    const next = waiting.shift();
    // A waiting render takes the slot over as it is.
    if (next) next();
    else active -= 1;
  };
  return {
    stats: () => ({ active, waiting: waiting.length }),
    async acquire() {
      if (active < limit) active += 1;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      let released = false;
      return () => {
        if (released) return;
        released = true;
        release();
      };
    },
  };
}
