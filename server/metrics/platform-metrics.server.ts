// What an operator watches (docs/operations.md, "Metrics"), in Prometheus' text format through
// prom-client. One Registry per platform, never prom-client's global one: each app (and each
// test's) has its own counts. Every label has a bounded set of values: route kinds, status
// classes, the configured sites plus 'unknown', outcomes.
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Seconds; from a cached page (a millisecond) to a render cut off by SSR_TIMEOUT_MS. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface RenderSlotStats {
  active: number;
  waiting: number;
}

export function createPlatformMetrics({ processMetrics = false } = {}) {
  const registry = new Registry();
  // Node's own: CPU, memory, heap, event-loop lag, handles, GC (prefixed nodejs_ / process_).
  if (processMetrics) collectDefaultMetrics({ register: registry });
  const registers = [registry];
  let slotStats: () => RenderSlotStats = () => ({ active: 0, waiting: 0 });
  let leadBacklog: () => Promise<number> = async () => 0;
  const metrics = {
    registry,
    httpRequests: new Counter({
      name: 'dealer_http_requests_total',
      help: 'HTTP requests answered, by route kind, status class and site',
      labelNames: ['kind', 'status_class', 'site'] as const,
      registers,
    }),
    httpDuration: new Histogram({
      name: 'dealer_http_request_duration_seconds',
      help: 'Time from a request to the end of its response, by route kind and site',
      labelNames: ['kind', 'site'] as const,
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    pageCache: new Counter({
      name: 'dealer_page_cache_requests_total',
      help: 'Cacheable page requests: hit, kept_meanwhile (rendered by a request it waited behind) or miss',
      labelNames: ['result'] as const,
      registers,
    }),
    ssrDuration: new Histogram({
      name: 'dealer_ssr_duration_seconds',
      help: 'Time a page render holds its render slot, from the slot to the response sent',
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    searchDuration: new Histogram({
      name: 'dealer_search_duration_seconds',
      help: 'Time of each multi-search to the engine (embedded or MEILI_HOST), by outcome',
      labelNames: ['outcome'] as const,
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    leadsQueued: new Counter({
      name: 'dealer_leads_queued_total',
      help: 'Leads (and reservations) stored with their deliveries queued for the relay',
      registers,
    }),
    leadDeliveries: new Counter({
      name: 'dealer_lead_deliveries_total',
      help: 'Lead delivery attempts by the relay: sent, retried (failed, will retry) or dead_lettered',
      labelNames: ['outcome'] as const,
      registers,
    }),
    feedPulls: new Counter({
      name: 'dealer_feed_pulls_total',
      help: "Scheduled pulls of dealers' feeds, by site and outcome (imported, unchanged, held, failed, busy)",
      labelNames: ['site', 'outcome'] as const,
      registers,
    }),
    /** Tells the render-slot gauges where to read (the app's render slots). */
    watchRenderSlots(stats: () => RenderSlotStats) {
      slotStats = stats;
    },
    /** Tells the backlog gauge how to count pending deliveries (the lead store, once open). */
    watchLeadBacklog(count: () => Promise<number>) {
      leadBacklog = count;
    },
  };
  new Gauge({
    name: 'dealer_render_slots_active',
    help: 'Page renders under way (at most SSR_CONCURRENCY)',
    registers,
    collect() {
      this.set(slotStats().active);
    },
  });
  new Gauge({
    name: 'dealer_render_slots_waiting',
    help: 'Page renders waiting for a render slot',
    registers,
    collect() {
      this.set(slotStats().waiting);
    },
  });
  new Gauge({
    name: 'dealer_lead_deliveries_pending',
    help: 'Lead deliveries not yet sent nor dead-lettered (the relay backlog), read at each scrape',
    registers,
    async collect() {
      this.set(await leadBacklog());
    },
  });
  return metrics;
}

export type PlatformMetrics = ReturnType<typeof createPlatformMetrics>;

/** Seconds since `started` (a performance.now() reading). */
export const secondsSince = (started: number) => (performance.now() - started) / 1000;
