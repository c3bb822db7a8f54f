// The app's parts, counted and timed for the metrics without changing what they do.
import type { RenderSlots } from '../ssr/render-slots.server.ts';
import type { SearchService } from '../search/search-service.server.ts';
import { secondsSince, type PlatformMetrics } from './platform-metrics.server.ts';

/** Render slots whose hold time (render and send) is the SSR time, and whose queue is watched. */
export function timedRenderSlots(slots: RenderSlots, metrics: PlatformMetrics): RenderSlots {
  metrics.watchRenderSlots(() => slots.stats());
  return {
    stats: () => slots.stats(),
    async acquire() {
      const release = await slots.acquire();
      const started = performance.now();
      let observed = false;
      return () => {
        if (!observed) metrics.ssrDuration.observe(secondsSince(started));
        observed = true;
        release();
      };
    },
  };
}

/** The same search service, each multi-search timed (the rest delegated as it is). */
export function timedSearch(search: SearchService, metrics: PlatformMetrics): SearchService {
  const timed = Object.create(search) as SearchService;
  timed.multiSearch = async (queries) => {
    const started = performance.now();
    let outcome = 'error';
    try {
      const answer = await search.multiSearch(queries);
      outcome = 'ok';
      return answer;
    } finally {
      metrics.searchDuration.observe({ outcome }, secondsSince(started));
    }
  };
  return timed;
}
