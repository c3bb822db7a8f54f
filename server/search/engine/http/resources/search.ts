import { SearchError } from '../../search-error.ts';
import { ok } from '../responses.ts';
import { errors } from '../../errors.ts';
import {
  asObject,
  booleanParam,
  filterParam,
  integerParam,
  listParam,
  snakeCase,
} from '../params.ts';
import type { RouteHandler } from '../route-context.ts';
import { sortParam } from '../sort-param.ts';

// `GET /indexes/:uid/search`'s parameters in Meilisearch 1.15's order (its error lists them so).
const SEARCH_PARAMS = [
  'q',
  'vector',
  'offset',
  'limit',
  'page',
  'hitsPerPage',
  'attributesToRetrieve',
  'retrieveVectors',
  'attributesToCrop',
  'cropLength',
  'attributesToHighlight',
  'filter',
  'sort',
  'distinct',
  'showMatchesPosition',
  'showRankingScore',
  'showRankingScoreDetails',
  'facets',
  'highlightPreTag',
  'highlightPostTag',
  'cropMarker',
  'matchingStrategy',
  'attributesToSearchOn',
  'hybridEmbedder',
  'hybridSemanticRatio',
  'rankingScoreThreshold',
  'locales',
];
const INTEGER_PARAMS = ['offset', 'limit', 'page', 'hitsPerPage', 'cropLength'];
const LIST_PARAMS = [
  'attributesToRetrieve',
  'attributesToCrop',
  'attributesToHighlight',
  'attributesToSearchOn',
  'facets',
  'locales',
];
const BOOLEAN_PARAMS = [
  'retrieveVectors',
  'showMatchesPosition',
  'showRankingScore',
  'showRankingScoreDetails',
];
const MATCHING_STRATEGIES = ['last', 'all', 'frequency'];
/** A float as Rust's `f64::from_str` reads one (no spaces, no empty string). */
const FLOAT = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

export const searchWithBody: RouteHandler = async ({ engine, uid, json }) => {
  const body = await json();
  return ok(await engine.search(uid, body === undefined ? {} : asObject(body, 'bad_request')));
};

export const searchWithQuery: RouteHandler = async ({ engine, uid, url }) =>
  ok(await engine.search(uid, searchParamsFromUrl(url)));

export const multiSearch: RouteHandler = async ({ engine, json }) => {
  const body = asObject(await json(), 'bad_request');
  return ok(await engine.multiSearch(body as { queries: unknown[] }));
};

/**
 * `GET /indexes/:uid/search`: query parameters to the POST body shape, read
 * in the order they come, as Meilisearch reads them: an unknown one is an
 * error, booleans are `true` or `false`, lists are comma-separated, `filter`
 * is JSON when it parses, and `hybridEmbedder` with `hybridSemanticRatio`
 * make the body's `hybrid`.
 */
function searchParamsFromUrl(url: URL): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const name of new Set(url.searchParams.keys())) {
    if (!SEARCH_PARAMS.includes(name)) throw errors.unknownParameter(name, SEARCH_PARAMS);
    const code = `invalid_search_${snakeCase(name)}`;
    if (INTEGER_PARAMS.includes(name)) params[name] = integerParam(url, name, code);
    else if (BOOLEAN_PARAMS.includes(name)) params[name] = booleanParam(url, name, code);
    else if (LIST_PARAMS.includes(name)) params[name] = listParam(url, name);
    else if (name === 'sort') params.sort = sortParam(url);
    else if (name === 'filter') params.filter = filterParam(url);
    else params[name] = url.searchParams.get(name);
  }
  return readSpecialParams(params);
}

/** The parameters whose GET form differs from the body's beyond a type. */
function readSpecialParams(params: Record<string, unknown>): Record<string, unknown> {
  const { vector, hybridEmbedder, hybridSemanticRatio, ...body } = params;
  const strategy = body.matchingStrategy;
  if (typeof strategy === 'string' && !MATCHING_STRATEGIES.includes(strategy)) {
    throw errors.unknownParameterValue(
      'invalid_search_matching_strategy',
      'matchingStrategy',
      strategy,
      MATCHING_STRATEGIES,
    );
  }
  if (typeof body.rankingScoreThreshold === 'string') {
    body.rankingScoreThreshold = unitFloat(body.rankingScoreThreshold, 'rankingScoreThreshold');
  }
  const ratio =
    typeof hybridSemanticRatio === 'string'
      ? unitFloat(hybridSemanticRatio, 'hybridSemanticRatio', 'semanticRatio')
      : undefined;
  if (typeof hybridEmbedder === 'string') {
    body.hybrid = {
      embedder: hybridEmbedder,
      ...(ratio === undefined ? {} : { semanticRatio: ratio }),
    };
  } else if (ratio !== undefined) {
    throw new SearchError(
      'invalid_search_hybrid_query',
      '`hybridEmbedder` is mandatory when `hybridSemanticRatio` is present',
    );
  }
  if (typeof vector === 'string') {
    if (body.hybrid === undefined) {
      throw new SearchError(
        'missing_search_hybrid',
        '`hybridEmbedder` is mandatory when `vector` is present',
      );
    }
    body.vector = vector.split(',').map(Number);
  }
  return body;
}

/** A float from 0.0 to 1.0 inclusive, or Meilisearch's error naming the body's field. */
function unitFloat(raw: string, param: string, field = param): number {
  const value = FLOAT.test(raw) ? Number(raw) : NaN;
  if (!(value >= 0 && value <= 1)) {
    throw new SearchError(
      `invalid_search_${snakeCase(field)}`,
      `Invalid value in parameter \`${param}\`: the value of \`${field}\` is invalid, expected a float between \`0.0\` and \`1.0\`.`,
    );
  }
  return value;
}
