import { errors } from '../errors.ts';
import { SearchError } from '../search-error.ts';
import type { MatchingStrategyParam } from '../types.ts';

/** `POST /indexes/:uid/facet-search` body after Meilisearch's validation. */
export interface FacetSearchParams {
  facetName: string;
  facetQuery: string | null;
  q: string;
  filter: unknown;
  matchingStrategy: MatchingStrategyParam;
  attributesToSearchOn: string[] | null;
  exhaustiveFacetCount: boolean;
}

/**
 * Validates a facet search body with Meilisearch's codes. Other fields are
 * ignored, as Meilisearch's `FacetSearchQuery` does not deny unknown fields.
 */
export function resolveFacetSearchParams(body: unknown): FacetSearchParams {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw errors.badRequest('Invalid value type: expected an object');
  }
  const params = body as Record<string, unknown>;
  const facetName = params.facetName;
  if (facetName === undefined) {
    throw new SearchError('missing_facet_search_facet_name', 'Missing field `facetName`');
  }
  if (typeof facetName !== 'string') {
    throw errors.invalidType(
      'invalid_facet_search_facet_name',
      '.facetName',
      'a string',
      facetName,
    );
  }
  const strategy = params.matchingStrategy ?? 'last';
  if (!['last', 'all', 'frequency'].includes(strategy as string)) {
    throw errors.invalidValue(
      'invalid_search_matching_strategy',
      '.matchingStrategy',
      `Unknown value \`${String(strategy)}\`: expected one of \`last\`, \`all\`, \`frequency\``,
    );
  }
  const exhaustive = params.exhaustiveFacetCount ?? false;
  if (typeof exhaustive !== 'boolean') {
    throw errors.invalidType(
      'invalid_facet_search_exhaustive_facet_count',
      '.exhaustiveFacetCount',
      'a boolean',
      exhaustive,
    );
  }
  return {
    facetName,
    facetQuery: optionalString(params, 'facetQuery', 'invalid_facet_search_facet_query'),
    q: optionalString(params, 'q', 'invalid_search_q') ?? '',
    filter: params.filter ?? null,
    matchingStrategy: strategy as MatchingStrategyParam,
    attributesToSearchOn: stringList(params.attributesToSearchOn),
    exhaustiveFacetCount: exhaustive,
  };
}

function optionalString(params: Record<string, unknown>, name: string, code: string) {
  const value = params[name];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw errors.invalidType(code, `.${name}`, 'a string', value);
  return value;
}

function stringList(value: unknown): string[] | null {
  const code = 'invalid_search_attributes_to_search_on';
  if (value === undefined || value === null) return null;
  if (!Array.isArray(value)) {
    throw errors.invalidType(code, '.attributesToSearchOn', 'an array', value);
  }
  value.forEach((item, i) => {
    if (typeof item !== 'string') {
      throw errors.invalidType(code, `.attributesToSearchOn[${i}]`, 'a string', item);
    }
  });
  return value as string[];
}
