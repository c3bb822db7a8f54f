// How long a rendered page (and an ads feed) is kept: one rule for every cache of answers
// made from the search index.
import type { Env } from '../env.server.ts';
import { createPageCache } from './page-cache.server.ts';

/**
 * How long a rendered page is kept at most: what depends on the time of day (an offer that
 * ends, a new-arrival badge) is at most this late. With a Meilisearch cluster and no shared
 * database, another instance may change the inventory (a reservation) without this one's
 * version moving, so pages live no longer than the search answers they were made from; with
 * DATABASE_URL the instances tell each other (server/cluster, docs/decisions/0027).
 */
const PAGE_TTL_MS = 60_000;
const PAGE_TTL_SHARED_SEARCH_MS = 10_000;

/**
 * A site's reads of its whole stock (the home page's counts and featured cars, the listing's
 * vocabulary) are keyed by its stock version, which moves with every change this instance
 * makes or hears of, and depend on no clock: their lifetime only bounds memory for a site
 * nobody asks for. On a fleet a site is asked for every few minutes, and each read is a
 * search over the site's whole scope (17 ms at 300,000 cars), so a short lifetime made most
 * of a fleet site's rendered pages read again what had not changed.
 */
const STOCK_READ_TTL_MS = 600_000;

/** Whether another instance may change the search index without this one being told. */
function isSharedSearchUntold(env: Pick<Env, 'MEILI_HOST' | 'DATABASE_URL'>): boolean {
  return Boolean(env.MEILI_HOST) && !env.DATABASE_URL;
}

/** The lifetime of a page made from the search index under this configuration. */
export function pageLifetimeMs(env: Pick<Env, 'MEILI_HOST' | 'DATABASE_URL'>): number {
  return isSharedSearchUntold(env) ? PAGE_TTL_SHARED_SEARCH_MS : PAGE_TTL_MS;
}

/** The lifetime of a site's cached reads of its whole stock under this configuration. */
export function stockReadLifetimeMs(env: Pick<Env, 'MEILI_HOST' | 'DATABASE_URL'>): number {
  return isSharedSearchUntold(env) ? PAGE_TTL_SHARED_SEARCH_MS : STOCK_READ_TTL_MS;
}

/** The page cache of an app (none when PAGE_CACHE_MB is 0). */
export function createAppPageCache(
  env: Pick<Env, 'PAGE_CACHE_MB' | 'MEILI_HOST' | 'DATABASE_URL'>,
) {
  return createPageCache({
    maxBytes: env.PAGE_CACHE_MB * 1024 * 1024,
    ttlMs: pageLifetimeMs(env),
  });
}
