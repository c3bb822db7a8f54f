// A server with the embedded engine serves each site once its own stock is in the index,
// instead of once every site's is: sites load one after another in the background, a site a
// request asks for goes first (docs/decisions/0043-sites-served-as-their-stock-loads.md).
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { TenantConfig } from '#shared/tenant/tenant-config.ts';
import type { Database } from '#server/db/database.server.ts';
import { activeReservedCars } from '#server/payments/reservation-store.server.ts';
import type { EmbeddedSearchService } from '#server/search/search-service.server.ts';
import { readTenantDocuments } from './tenant-documents.server.ts';

export interface StockLoading {
  /**
   * Undefined once the stock of these dealers is in (a dealer the loading does not hold has
   * nothing to wait for), else a promise that resolves then; these dealers load next. A scope
   * that names no dealers (undefined) waits for every site's stock.
   */
  ready(dealers: readonly string[] | undefined): Promise<void> | undefined;
  /** Resolves once every site's stock is in; rejects with the first site that failed to load. */
  done: Promise<void>;
  /** Throws, saying how far it is, until every site's stock is in (readiness). */
  checkDone(): void;
  /** Stops after the site loading now; requests still waiting are failed. */
  stop(): void;
}

export class StockLoadingStopped extends Error {
  constructor() {
    super('The server is shutting down before this site’s stock was loaded');
  }
}

interface Waiter {
  promise: Promise<void>;
  resolve(): void;
  reject(error: Error): void;
}

function waiter(): Waiter {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  // A waiter nobody awaits (every request for it went away) must not fail the process.
  promise.catch(() => undefined);
  return { promise, resolve, reject };
}

/**
 * Loads each site's stock with `load`, in the given order, one at a time; a site asked for
 * through `ready` moves to the front. Requests run between sites. `finish` runs once after the
 * last (whatever happened); only then is the loading done.
 */
export function startStockLoading(
  slugs: readonly string[],
  load: (slug: string) => Promise<void>,
  finish: () => Promise<void> = async () => {},
  /** After `finish` once every site is in, before `done`: requests pass meanwhile. */
  beforeDone: () => Promise<void> = async () => {},
): StockLoading {
  const pending = new Set(slugs);
  const total = pending.size;
  const asked: string[] = [];
  const waiters = new Map<string, Waiter>();
  let stopped = false;
  let finished = false;

  const next = (): string | undefined => {
    for (let slug = asked.shift(); slug !== undefined; slug = asked.shift()) {
      if (pending.has(slug)) return slug;
    }
    return pending.values().next().value;
  };

  async function run(): Promise<void> {
    try {
      for (let slug = next(); slug !== undefined && !stopped; slug = next()) {
        await load(slug);
        pending.delete(slug);
        waiters.get(slug)?.resolve();
        waiters.delete(slug);
        // Requests waiting on the event loop go before the next site.
        await nextTurn();
      }
    } finally {
      await finish();
    }
    if (stopped && pending.size > 0) throw new StockLoadingStopped();
    await beforeDone();
    finished = true;
  }

  const done = run();
  const failAll = (error: Error) => {
    for (const pendingWaiter of waiters.values()) pendingWaiter.reject(error);
    waiters.clear();
  };
  done.catch(failAll);

  return {
    done,
    ready(dealers) {
      if (pending.size === 0) return undefined;
      if (!dealers) return done;
      const waits: Array<Promise<void>> = [];
      for (const dealer of dealers) {
        if (!pending.has(dealer)) continue;
        let dealerWaiter = waiters.get(dealer);
        if (!dealerWaiter) {
          dealerWaiter = waiter();
          waiters.set(dealer, dealerWaiter);
          asked.push(dealer);
        }
        waits.push(dealerWaiter.promise);
      }
      if (waits.length === 0) return undefined;
      return Promise.all(waits).then(() => undefined);
    },
    checkDone() {
      if (finished) return;
      throw new Error(`loading the sites' stock: ${total - pending.size} of ${total} sites`);
    },
    stop() {
      stopped = true;
    },
  };
}

/**
 * Every startup site's stock into the embedded index, one site at a time: its file as it is
 * when its turn comes (none for a site removed meanwhile), each car already reserved in the
 * database marked so before any request can see it.
 */
export function loadSitesStock(
  embedded: EmbeddedSearchService,
  tenants: readonly TenantConfig[],
  currentTenant: (slug: string) => TenantConfig | undefined,
  dataDir: string,
  database: Database,
  /** Run once the index is settled, before readiness turns 200 (the pages' warm-up). */
  warmUp?: () => Promise<void>,
) {
  // Settled once at the end, not in each pause between two sites (decision 0043).
  const settling = embedded.holdSettling();
  return startStockLoading(
    tenants.map((tenant) => tenant.slug),
    (slug) =>
      embedded.loadTenantCars(slug, async () => {
        const tenant = currentTenant(slug);
        if (!tenant) return undefined;
        const documents = readTenantDocuments(dataDir, tenant);
        const reserved = new Set((await activeReservedCars(database)).map((row) => row.car_id));
        for (const document of documents) if (reserved.has(document.id)) document.reserved = true;
        return documents;
      }),
    () => settling.settle(),
    warmUp,
  );
}
