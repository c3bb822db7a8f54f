import { sortByOfParam, sortParam } from './sort-param.ts';
import {
  MAX_PAGE,
  RANGE_ATTRIBUTES,
  REFINEMENT_ATTRIBUTES,
  isRefinementAttribute,
  type NumericRange,
  type RefinementAttribute,
  type SearchState,
} from './search-state.ts';

/*
 * Listing query parameters, always in this order so one state gives one URL:
 *   query=<text>
 *   <refinement attribute>=<value>      one per selected value, attributes in
 *                                       REFINEMENT_ATTRIBUTES order, values sorted
 *                                       (make=Land+Rover&make=Mazda)
 *   refinementList[dealership_slug][0]=<slug>   product rule 2.9: InstantSearch's form
 *   <range attribute>=<min>-<max>       price=5000-20000, km=-50000, year=2020-
 *   sort=<attribute>-<asc|desc>         sort=price-desc
 *   page=<n>                            only from 2 (product rule 4.10: page 1 never appears)
 * Reading also accepts InstantSearch's own `refinementList[<attribute>][<n>]` for every
 * attribute, and `<range attribute>_min` / `<range attribute>_max` (what the listing's
 * range form sends without JavaScript: a plain GET form cannot write `price=5000-20000`);
 * the canonical `<attribute>=<min>-<max>` wins when both are given, and the server
 * redirects either to the canonical form. Unknown parameters (utm_*, _data) and malformed
 * values are ignored.
 */

const BRACKETED = /^refinementList\[([a-z_]+)\]\[\d{1,3}\]$/;
const BOUND = /^\d{1,9}(?:\.\d{1,2})?$/;
const PAGE = /^[1-9]\d*$/;

/**
 * A value as URLSearchParams writes it (form encoding: only letters, digits and `*-._`
 * stay, a space is '+'). That is also how a URL's query reads back once the server has
 * taken a campaign parameter off it, so the one URL of a search is a fixed point: an
 * apostrophe written bare would come back as %27 and redirect to itself for ever.
 */
function encode(value: string): string {
  return encodeURIComponent(value)
    .replace(/[!'()~]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+');
}

function rangeParam({ min, max }: NumericRange): string {
  return `${min ?? ''}-${max ?? ''}`;
}

function rangeOfParam(text: string | null): NumericRange | undefined {
  const [min = '', max = '', ...rest] = (text ?? '').split('-');
  const bounds = [min, max];
  if (rest.length > 0 || bounds.every((bound) => bound === '')) return undefined;
  if (bounds.some((bound) => bound !== '' && !BOUND.test(bound))) return undefined;
  return { min: min === '' ? undefined : Number(min), max: max === '' ? undefined : Number(max) };
}

/** `price_min=5000&price_max=20000` (either may be empty or missing) as `price=5000-20000` would read. */
function rangeOfFormParams(params: URLSearchParams, attribute: string): NumericRange | undefined {
  const [min, max] = ['min', 'max'].map((end) => (params.get(`${attribute}_${end}`) ?? '').trim());
  // Each side on its own: a malformed bound is ignored like an empty one, so '-' never joins them.
  const valid = (bound: string | undefined) => (bound && BOUND.test(bound) ? bound : '');
  return rangeOfParam(`${valid(min)}-${valid(max)}`);
}

/** The query string (without '?') for a normalised state, '' when there is nothing. */
export function writeQueryParams(state: SearchState, indexName: string): string {
  const pairs: string[] = [];
  if (state.query) pairs.push(`query=${encode(state.query)}`);
  for (const attribute of REFINEMENT_ATTRIBUTES) {
    (state.refinementList[attribute] ?? []).forEach((value, index) => {
      const key =
        attribute === 'dealership_slug' ? `refinementList[${attribute}][${index}]` : attribute;
      pairs.push(`${key}=${encode(value)}`);
    });
  }
  for (const attribute of RANGE_ATTRIBUTES) {
    const bounds = state.range[attribute];
    if (bounds) pairs.push(`${attribute}=${rangeParam(bounds)}`);
  }
  const sort = sortParam(state.sortBy, indexName);
  if (sort) pairs.push(`sort=${sort}`);
  if (state.page > 1) pairs.push(`page=${state.page}`);
  return pairs.join('&');
}

/** The search state a query string holds (not normalised). */
export function readQueryParams(search: string, indexName: string): Partial<SearchState> {
  const params = new URLSearchParams(search);
  const refinementList: Partial<Record<RefinementAttribute, string[]>> = {};
  for (const [key, value] of params) {
    const attribute = BRACKETED.exec(key)?.[1] ?? key;
    if (isRefinementAttribute(attribute)) (refinementList[attribute] ??= []).push(value);
  }
  const range = Object.fromEntries(
    RANGE_ATTRIBUTES.map((attribute) => [
      attribute,
      params.has(attribute)
        ? rangeOfParam(params.get(attribute))
        : rangeOfFormParams(params, attribute),
    ]),
  );
  const page = params.get('page') ?? '';
  return {
    // `q` is how other sites (and shoppers) write a search: read as `query`, redirected to it.
    query: params.get('query') ?? params.get('q') ?? '',
    page: PAGE.test(page) ? Math.min(Number(page), MAX_PAGE) : 1,
    refinementList,
    range,
    sortBy: sortByOfParam(params.get('sort'), indexName),
  };
}
