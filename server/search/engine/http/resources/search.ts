import { SearchError } from '../../search-error.ts';
import { ok } from '../responses.ts';
import { asObject, integerParam, listParam, snakeCase } from '../params.ts';
import type { RouteHandler } from '../route-context.ts';
import { sortParam } from '../sort-param.ts';

const SEARCH_INTEGER_PARAMS = ['offset', 'limit', 'page', 'hitsPerPage', 'cropLength'];
const SEARCH_LIST_PARAMS = [
  'attributesToRetrieve',
  'attributesToCrop',
  'attributesToHighlight',
  'attributesToSearchOn',
  'facets',
  'sort',
];
const SEARCH_BOOLEAN_PARAMS = [
  'showMatchesPosition',
  'showRankingScore',
  'showRankingScoreDetails',
];

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

/** `GET /indexes/:uid/search`: query parameters to the POST body shape. */
function searchParamsFromUrl(url: URL): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const [name, raw] of url.searchParams) {
    if (SEARCH_INTEGER_PARAMS.includes(name)) {
      params[name] = integerParam(url, name, `invalid_search_${snakeCase(name)}`);
    } else if (name === 'sort') {
      params.sort = sortParam(url);
    } else if (SEARCH_LIST_PARAMS.includes(name)) {
      params[name] = listParam(url, name);
    } else if (SEARCH_BOOLEAN_PARAMS.includes(name)) {
      if (raw !== 'true' && raw !== 'false') {
        throw new SearchError(
          `invalid_search_${snakeCase(name)}`,
          `Invalid value in parameter \`${name}\`: could not parse \`${raw}\` as a boolean, expected either \`true\` or \`false\``,
        );
      }
      params[name] = raw === 'true';
    } else if (name === 'rankingScoreThreshold' && raw.trim() !== '' && !isNaN(Number(raw))) {
      params[name] = Number(raw);
    } else {
      params[name] = raw;
    }
  }
  return params;
}
