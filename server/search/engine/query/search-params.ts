import { errors } from '../errors.ts';
import { checkVectorParams } from './vector-params.ts';
import type { MatchingStrategyParam, SearchParams } from '../types.ts';

/** Search parameters after Meilisearch's validation, with its defaults. */
export interface ResolvedParams {
  q: string;
  filter: unknown;
  facets: string[] | null;
  sort: string[] | null;
  pageMode: boolean;
  limit: number;
  offset: number;
  hitsPerPage: number;
  page: number;
  attributesToRetrieve: string[] | null;
  attributesToHighlight: string[];
  highlightPreTag: string;
  highlightPostTag: string;
  attributesToCrop: string[];
  cropLength: number;
  cropMarker: string;
  showMatchesPosition: boolean;
  matchingStrategy: MatchingStrategyParam;
  attributesToSearchOn: string[] | null;
  showRankingScore: boolean;
  showRankingScoreDetails: boolean;
  rankingScoreThreshold: number | null;
  /** The `distinct` parameter; null leaves the index's `distinctAttribute` in force. */
  distinct: string | null;
}

const KNOWN = new Set([
  'q',
  'filter',
  'facets',
  'sort',
  'limit',
  'offset',
  'hitsPerPage',
  'page',
  'attributesToRetrieve',
  'attributesToHighlight',
  'highlightPreTag',
  'highlightPostTag',
  'attributesToCrop',
  'cropLength',
  'cropMarker',
  'showMatchesPosition',
  'matchingStrategy',
  'distinct',
  'showRankingScore',
  'showRankingScoreDetails',
  'attributesToSearchOn',
  'rankingScoreThreshold',
  // Checked in vector-params.ts.
  'locales',
  'retrieveVectors',
  'vector',
  'hybrid',
]);

const code = (name: string) =>
  `invalid_search_${name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)}`;

export function resolveSearchParams(params: SearchParams): ResolvedParams {
  if (params === null || typeof params !== 'object' || Array.isArray(params)) {
    throw errors.badRequest('Invalid value type: expected an object');
  }
  for (const key of Object.keys(params)) {
    if (!KNOWN.has(key)) {
      throw errors.badRequest(
        `Unknown field \`${key}\`: expected one of ${[...KNOWN].map((k) => `\`${k}\``).join(', ')}`,
      );
    }
  }
  checkVectorParams(params);
  const q = params.q ?? '';
  if (typeof q !== 'string') throw errors.invalidType(code('q'), '.q', 'a string', q);
  const pageMode = params.page != null || params.hitsPerPage != null;
  const strategy = params.matchingStrategy ?? 'last';
  if (!['last', 'all', 'frequency'].includes(strategy as string)) {
    throw errors.invalidValue(
      code('matchingStrategy'),
      '.matchingStrategy',
      `Unknown value \`${String(strategy)}\`: expected one of \`last\`, \`all\`, \`frequency\``,
    );
  }
  return {
    q,
    filter: params.filter ?? null,
    facets: stringList(params, 'facets'),
    sort: stringList(params, 'sort'),
    pageMode,
    limit: integer(params, 'limit', 20),
    offset: integer(params, 'offset', 0),
    hitsPerPage: integer(params, 'hitsPerPage', 20),
    page: integer(params, 'page', 1),
    attributesToRetrieve: stringList(params, 'attributesToRetrieve'),
    attributesToHighlight: stringList(params, 'attributesToHighlight') ?? [],
    highlightPreTag: string(params, 'highlightPreTag', '<em>'),
    highlightPostTag: string(params, 'highlightPostTag', '</em>'),
    attributesToCrop: stringList(params, 'attributesToCrop') ?? [],
    cropLength: integer(params, 'cropLength', 10),
    cropMarker: string(params, 'cropMarker', '…'),
    showMatchesPosition: boolean(params, 'showMatchesPosition'),
    matchingStrategy: strategy as MatchingStrategyParam,
    attributesToSearchOn: stringList(params, 'attributesToSearchOn'),
    showRankingScore: boolean(params, 'showRankingScore'),
    showRankingScoreDetails: boolean(params, 'showRankingScoreDetails'),
    rankingScoreThreshold: resolveThreshold(params.rankingScoreThreshold),
    distinct: params.distinct == null ? null : string(params, 'distinct', ''),
  };
}

/** A number from 0.0 to 1.0 inclusive, or null when absent. */
function resolveThreshold(value: unknown): number | null {
  if (value === undefined || value === null) return null;
  const name = 'rankingScoreThreshold';
  if (typeof value !== 'number')
    throw errors.invalidType(code(name), `.${name}`, 'a number', value);
  if (!(value >= 0 && value <= 1)) {
    throw errors.invalidValue(
      code(name),
      `.${name}`,
      `the value of \`${name}\` is invalid, expected a float between \`0.0\` and \`1.0\`.`,
    );
  }
  return value;
}

function integer(params: SearchParams, name: string, fallback: number): number {
  const value = params[name];
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
    throw errors.invalidType(code(name), `.${name}`, 'a positive integer', value);
  }
  return value;
}

function string(params: SearchParams, name: string, fallback: string): string {
  const value = params[name];
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'string')
    throw errors.invalidType(code(name), `.${name}`, 'a string', value);
  return value;
}

function boolean(params: SearchParams, name: string): boolean {
  const value = params[name];
  if (value === undefined || value === null) return false;
  if (typeof value !== 'boolean') {
    throw errors.invalidType(code(name), `.${name}`, 'a boolean', value);
  }
  return value;
}

function stringList(params: SearchParams, name: string): string[] | null {
  const value = params[name];
  if (value === undefined || value === null) return null;
  if (!Array.isArray(value)) throw errors.invalidType(code(name), `.${name}`, 'an array', value);
  value.forEach((item, i) => {
    if (typeof item !== 'string') {
      throw errors.invalidType(code(name), `.${name}[${i}]`, 'a string', item);
    }
  });
  return value as string[];
}
