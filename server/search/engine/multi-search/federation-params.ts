import { errors } from '../errors.ts';
import { SearchError } from '../search-error.ts';

/** `federation` of a multi-search, with Meilisearch 1.15's defaults. */
export interface Federation {
  offset: number;
  limit: number;
  facetsByIndex: Map<string, string[] | null>;
  mergeFacets: { maxValuesPerFacet: number | null } | null;
}

export interface FederationOptions {
  weight: number;
}

// Meilisearch 1.15's `Federation` (page and hitsPerPage came later).
const FEDERATION_FIELDS = ['limit', 'offset', 'facetsByIndex', 'mergeFacets'];
const OPTION_FIELDS = ['weight', 'remote', 'queryPosition'];
const NETWORK_DISCUSSION = 'https://github.com/orgs/meilisearch/discussions/805';

/** Reads `federation` as Meilisearch's deserializer does, with its errors. */
export function readFederation(value: unknown): Federation {
  const federation = object(value, 'bad_request', '.federation');
  unknownFields(federation, FEDERATION_FIELDS, '.federation');
  const facetsByIndex = new Map<string, string[] | null>();
  const byIndex = federation.facetsByIndex;
  if (byIndex !== undefined && byIndex !== null) {
    const code = 'invalid_multi_search_facets_by_index';
    const entries = object(byIndex, code, '.federation.facetsByIndex');
    for (const [uid, facets] of Object.entries(entries)) {
      const path = `.federation.facetsByIndex.${uid}`;
      if (facets === null) facetsByIndex.set(uid, null);
      else if (!Array.isArray(facets)) throw errors.invalidType(code, path, 'an array', facets);
      else {
        facets.forEach((facet, i) => {
          if (typeof facet !== 'string') {
            throw errors.invalidType(code, `${path}[${i}]`, 'a string', facet);
          }
        });
        facetsByIndex.set(uid, facets as string[]);
      }
    }
  }
  let mergeFacets: Federation['mergeFacets'] = null;
  if (federation.mergeFacets !== undefined && federation.mergeFacets !== null) {
    const merge = object(
      federation.mergeFacets,
      'invalid_multi_search_merge_facets',
      '.federation.mergeFacets',
    );
    unknownFields(
      merge,
      ['maxValuesPerFacet'],
      '.federation.mergeFacets',
      'invalid_multi_search_merge_facets',
    );
    const max = merge.maxValuesPerFacet;
    mergeFacets = {
      maxValuesPerFacet:
        max === undefined || max === null
          ? null
          : integer(
              max,
              'invalid_multi_search_max_values_per_facet',
              '.federation.mergeFacets.maxValuesPerFacet',
            ),
    };
  }
  return {
    offset: optionalInteger(federation.offset, 'invalid_search_offset', '.federation.offset', 0),
    limit: optionalInteger(federation.limit, 'invalid_search_limit', '.federation.limit', 20),
    facetsByIndex,
    mergeFacets,
  };
}

/**
 * A query's `federationOptions`. `remote` and `queryPosition` belong to
 * Meilisearch's experimental `network` feature, which this engine does not
 * have: they fail as Meilisearch fails with the feature off.
 */
export function readFederationOptions(value: unknown, query: number): FederationOptions {
  const path = `.queries[${query}].federationOptions`;
  if (value === undefined || value === null) return { weight: 1 };
  const options = object(value, 'bad_request', path);
  unknownFields(options, OPTION_FIELDS, path);
  let weight = 1;
  if (options.weight !== undefined && options.weight !== null) {
    const code = 'invalid_multi_search_weight';
    if (typeof options.weight !== 'number') {
      throw errors.invalidType(code, `${path}.weight`, 'a number', options.weight);
    }
    if (options.weight < 0) {
      throw errors.invalidValue(
        code,
        `${path}.weight`,
        'the value of `weight` is invalid, expected a positive float (>= 0.0).',
      );
    }
    weight = options.weight;
  }
  if (options.remote !== undefined && options.remote !== null) {
    throw networkRequired('Performing a remote federated search');
  }
  if (options.queryPosition !== undefined && options.queryPosition !== null) {
    throw networkRequired('Using `federationOptions.queryPosition`');
  }
  return { weight };
}

function networkRequired(action: string): SearchError {
  return new SearchError(
    'feature_not_enabled',
    `${action} requires enabling the \`network\` experimental feature. See ${NETWORK_DISCUSSION}`,
  );
}

function object(value: unknown, code: string, path: string): Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw errors.invalidType(code, path, 'an object', value);
  }
  return value as Record<string, unknown>;
}

function unknownFields(
  value: Record<string, unknown>,
  known: readonly string[],
  path: string,
  code = 'bad_request',
): void {
  const unknown = Object.keys(value).find((key) => !known.includes(key));
  if (unknown === undefined) return;
  throw new SearchError(
    code,
    `Unknown field \`${unknown}\` inside \`${path}\`: expected one of ${known.map((k) => `\`${k}\``).join(', ')}`,
  );
}

function integer(value: unknown, code: string, path: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
    throw errors.invalidType(code, path, 'a positive integer', value);
  }
  return value;
}

function optionalInteger(value: unknown, code: string, path: string, fallback: number): number {
  return value === undefined || value === null ? fallback : integer(value, code, path);
}
