// The relevance set (tests/relevance/relevance-set.json) run against one platform: each query
// read as the listing reads it (product rule 9.15), searched through the site's search proxy,
// and judged against the answer written in the set. Used by `npm test` and bench:relevance.
import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import type { Express } from 'express';
import type { CarDocument } from '#server/search/cars-document.server.ts';
import { deadEndOptions } from '#shared/pages/listing/dead-end-options.ts';
import { buildListingVocabulary } from '#shared/search-url/build-listing-vocabulary.ts';
import type { ListingVocabulary } from '#shared/search-url/listing-vocabulary.ts';
import type { SearchState } from '#shared/search-url/search-state.ts';
import { searchStateFilter } from '#shared/search-url/search-state-filter.ts';
import { understoodSearchState } from '#shared/search-url/understood-search-state.ts';
import type { TenantConfig } from '#shared/tenant/tenant-config.ts';

/** A car property a correct top result has: `field`, `field>=`, `field<=` or `field~` (contains). */
export type Expected = Record<string, string | number>;

export interface RelevanceCase {
  site: string;
  query: string;
  /** plain: a car query with stock; bad: odd input; nothing: no such stock, a way out offered. */
  kind: 'plain' | 'bad' | 'nothing';
  /** What every one of the top 5 results is (plain). */
  top?: Expected;
  /** Refinements the query must be read as (a subset), and the text left. */
  understood?: Record<string, string[]>;
  text?: string;
  /** For 'nothing': the 'did you mean' offered. */
  suggest?: string;
}

export interface CaseResult {
  entry: RelevanceCase;
  hits: number;
  /** Relevant among the top 5 over what could be (min of 5 and the relevant stock); plain only. */
  precision?: number;
  failure?: string;
}

export const RELEVANCE_SET_FILE = path.join(import.meta.dirname, '../relevance/relevance-set.json');

export function readRelevanceSet(): RelevanceCase[] {
  return JSON.parse(fs.readFileSync(RELEVANCE_SET_FILE, 'utf8')) as RelevanceCase[];
}

function holds(car: Record<string, unknown>, expected: Expected): boolean {
  return Object.entries(expected).every(([key, want]) => {
    const field = key.replace(/(>=|<=|~)$/, '');
    const value = car[field];
    if (key.endsWith('>=')) return typeof value === 'number' && value >= Number(want);
    if (key.endsWith('<=')) return typeof value === 'number' && value <= Number(want);
    if (key.endsWith('~')) {
      return String(value ?? '')
        .toLowerCase()
        .includes(String(want).toLowerCase());
    }
    return String(value) === String(want);
  });
}

/** The listing vocabulary a site's server builds: facet values of its unsold stock. */
export function vocabularyOf(tenant: TenantConfig, stock: readonly CarDocument[]) {
  const values = (field: keyof CarDocument) => [
    ...new Set(stock.map((car) => car[field]).filter((v): v is string => typeof v === 'string')),
  ];
  return buildListingVocabulary({
    listingPath: tenant.search.listing_path,
    landingPaths: tenant.search.landing_paths,
    carTypes: tenant.search.car_types,
    facetValues: {
      make: values('make'),
      make_model: values('make_model'),
      simple_body: values('simple_body'),
      simple_fuel: values('simple_fuel'),
      simple_transmission: values('simple_transmission'),
      simple_drive: values('simple_drive'),
      colour: values('colour'),
    },
  });
}

interface RunSite {
  tenant: TenantConfig;
  stock: readonly CarDocument[];
  vocabulary: ListingVocabulary;
}

async function search(app: Express, slug: string, state: SearchState) {
  const filter = searchStateFilter(state);
  const sort = state.sortBy?.split(':').slice(1).join(':');
  const res = await request(app)
    .post('/api/search/multi-search')
    .set('Host', `${slug}.localhost`)
    .send({
      queries: [
        {
          indexUid: 'cars',
          q: state.query,
          ...(filter ? { filter } : {}),
          ...(sort ? { sort: [sort] } : {}),
          page: 1,
          hitsPerPage: 5,
        },
      ],
    });
  if (res.status !== 200) throw new Error(`search answered ${res.status}: ${res.text}`);
  const [result] = res.body.results as Array<{
    hits: Record<string, unknown>[];
    totalHits: number;
  }>;
  return result!;
}

/**
 * One case. `understand: false` searches the words as they are, as the listing did before
 * product rule 9.15 (the 'before' figures).
 */
export async function runCase(
  app: Express,
  site: RunSite,
  entry: RelevanceCase,
  understand = true,
): Promise<CaseResult> {
  const typed: SearchState = { query: entry.query, page: 1, refinementList: {}, range: {} };
  const state = (understand && understoodSearchState(typed, site.vocabulary)) || typed;
  const { hits, totalHits } = await search(app, entry.site, state);
  const result: CaseResult = { entry, hits: totalHits };
  const fail = (failure: string) => ({ ...result, failure });
  if (entry.kind === 'bad') {
    const read = understoodSearchState(typed, site.vocabulary);
    const invented =
      read &&
      Object.keys({ ...read.range, ...read.refinementList, ...(read.sortBy && { sort: 1 }) })
        .length > 0;
    return invented ? fail(`read as a filter: ${JSON.stringify(read)}`) : result;
  }
  if (entry.kind === 'nothing') {
    if (totalHits > 0) return result;
    const options = deadEndOptions({ state, refinements: [], vocabulary: site.vocabulary });
    if (entry.suggest && !options.some((o) => o.label.includes(entry.suggest!))) {
      return fail(`no 'did you mean ${entry.suggest}' among ${options.map((o) => o.label)}`);
    }
    return options.length > 0 ? result : fail('a bare no results');
  }
  const relevant = site.stock.filter((car) => holds(car as never, entry.top ?? {})).length;
  const good = hits.filter((hit) => holds(hit, entry.top ?? {})).length;
  result.precision = relevant === 0 ? 0 : Math.min(1, good / Math.min(5, relevant));
  if (relevant === 0) return fail('the set expects stock the site does not have');
  if (totalHits === 0) return fail('no results');
  if (understand && entry.understood) {
    for (const [attribute, values] of Object.entries(entry.understood)) {
      const read = state.refinementList[attribute as 'make'] ?? [];
      if (values.some((value) => !read.includes(value))) {
        return fail(`${attribute} read as ${JSON.stringify(read)}, not ${JSON.stringify(values)}`);
      }
    }
  }
  if (understand && entry.text !== undefined && state.query !== entry.text) {
    return fail(`text left '${state.query}', not '${entry.text}'`);
  }
  if (result.precision < 1) return fail(`precision@5 ${result.precision.toFixed(2)}`);
  // A named model is counted as that model's stock, not every car that shares a word with it.
  const namesOnlyAModel = Object.keys(entry.top ?? {}).join() === 'make_model';
  if (namesOnlyAModel && totalHits !== relevant) {
    return fail(`count ${totalHits}, the model's stock ${relevant}`);
  }
  return result;
}

export interface RelevanceFigures {
  cases: number;
  precisionAt5: number;
  zeroResultRate: number;
  failures: CaseResult[];
}

export async function runRelevanceSet(
  app: Express,
  sites: ReadonlyMap<string, RunSite>,
  entries: readonly RelevanceCase[],
  understand = true,
): Promise<RelevanceFigures> {
  const results: CaseResult[] = [];
  for (const entry of entries) {
    const site = sites.get(entry.site);
    if (!site) throw new Error(`relevance set: unknown site ${entry.site}`);
    results.push(await runCase(app, site, entry, understand));
  }
  const plain = results.filter((result) => result.entry.kind === 'plain');
  const precision = plain.reduce((sum, result) => sum + (result.precision ?? 0), 0);
  return {
    cases: results.length,
    precisionAt5: plain.length === 0 ? 1 : precision / plain.length,
    zeroResultRate:
      plain.length === 0 ? 0 : plain.filter((result) => result.hits === 0).length / plain.length,
    failures: results.filter((result) => result.failure),
  };
}
