import { Ajv, type ErrorObject } from 'ajv';
import { SearchError } from '../engine/search-error.ts';
import type { SearchParams } from '../engine/types.ts';
import {
  MAX_CROP_LENGTH,
  MAX_HITS_PER_PAGE,
  MAX_LIMIT,
  MAX_QUERIES,
  MAX_QUERY_LENGTH,
  MAX_TAG_LENGTH,
  MAX_TOTAL_HITS,
  SEARCH_PROXY_FACETS,
  SEARCH_PROXY_RETRIEVABLE,
  SEARCH_PROXY_SORTABLE,
} from './limits.ts';

/** One query of a multi-search body as the proxy accepts it. */
export interface ProxyQuery {
  indexUid: string;
  q?: string | null;
  filter?: string | Array<string | string[]> | null;
  facets?: string[] | null;
  attributesToRetrieve?: string[] | null;
  attributesToHighlight?: string[] | null;
  highlightPreTag?: string;
  highlightPostTag?: string;
  attributesToCrop?: string[] | null;
  cropLength?: number;
  cropMarker?: string;
  limit?: number;
  offset?: number;
  hitsPerPage?: number;
  page?: number;
  sort?: string[] | null;
  showMatchesPosition?: boolean;
  matchingStrategy?: 'last' | 'all' | 'frequency';
}

export interface ProxyBody {
  queries: ProxyQuery[];
}

const strings = (items: object = { type: 'string' }, maxItems = 50) => ({
  type: ['array', 'null'],
  maxItems,
  items,
});
const attribute = { type: 'string', enum: ['*', ...SEARCH_PROXY_RETRIEVABLE] };
const tag = { type: 'string', maxLength: MAX_TAG_LENGTH };
const sortPattern = '^[^:]+:(asc|desc)$';
const SORTABLE: ReadonlySet<string> = new Set(SEARCH_PROXY_SORTABLE);
const filterString = { type: 'string', maxLength: 2000 };

const querySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['indexUid'],
  properties: {
    indexUid: { type: 'string', maxLength: 512 },
    q: { type: ['string', 'null'], maxLength: MAX_QUERY_LENGTH },
    filter: {
      anyOf: [
        { type: 'null' },
        filterString,
        {
          type: 'array',
          maxItems: 50,
          items: {
            anyOf: [filterString, { type: 'array', maxItems: 100, items: filterString }],
          },
        },
      ],
    },
    facets: strings({ type: 'string', enum: ['*', ...SEARCH_PROXY_FACETS] }),
    attributesToRetrieve: strings(attribute, 100),
    attributesToHighlight: strings(attribute, 100),
    attributesToCrop: strings({ type: 'string', pattern: `^(\\*|[a-z_]+)(:\\d{1,3})?$` }, 100),
    highlightPreTag: tag,
    highlightPostTag: tag,
    cropMarker: tag,
    cropLength: { type: 'integer', minimum: 0, maximum: MAX_CROP_LENGTH },
    limit: { type: 'integer', minimum: 0, maximum: MAX_LIMIT },
    offset: { type: 'integer', minimum: 0, maximum: MAX_TOTAL_HITS },
    hitsPerPage: { type: 'integer', minimum: 0, maximum: MAX_HITS_PER_PAGE },
    page: { type: 'integer', minimum: 0, maximum: MAX_TOTAL_HITS },
    sort: strings({ type: 'string', maxLength: 100, pattern: sortPattern }, 5),
    showMatchesPosition: { type: 'boolean' },
    matchingStrategy: { type: 'string', enum: ['last', 'all', 'frequency'] },
  },
} as const;

const bodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['queries'],
  properties: {
    queries: { type: 'array', minItems: 1, maxItems: MAX_QUERIES, items: querySchema },
  },
} as const;

const RETRIEVABLE: ReadonlySet<string> = new Set(SEARCH_PROXY_RETRIEVABLE);

const ajv = new Ajv({ strict: true, allErrors: false, allowUnionTypes: true });
const validateBody = ajv.compile<ProxyBody>(bodySchema);

/** Meilisearch's error code for a wrong value of each search parameter. */
const FIELD_CODES: Record<string, string> = {
  indexUid: 'invalid_index_uid',
  q: 'invalid_search_q',
  filter: 'invalid_search_filter',
  facets: 'invalid_search_facets',
  attributesToRetrieve: 'invalid_search_attributes_to_retrieve',
  attributesToHighlight: 'invalid_search_attributes_to_highlight',
  attributesToCrop: 'invalid_search_attributes_to_crop',
  highlightPreTag: 'invalid_search_highlight_pre_tag',
  highlightPostTag: 'invalid_search_highlight_post_tag',
  cropMarker: 'invalid_search_crop_marker',
  cropLength: 'invalid_search_crop_length',
  limit: 'invalid_search_limit',
  offset: 'invalid_search_offset',
  hitsPerPage: 'invalid_search_hits_per_page',
  page: 'invalid_search_page',
  sort: 'invalid_search_sort',
  showMatchesPosition: 'invalid_search_show_matches_position',
  matchingStrategy: 'invalid_search_matching_strategy',
};

/**
 * Checks a multi-search body against the proxy's schema and caps. Returns the
 * body typed, or throws a SearchError (400, Meilisearch's shape) naming the
 * field, e.g. "Invalid value at `.queries[0].limit`: must be <= 101".
 */
export function validateProxyBody(body: unknown, indexUid: string): ProxyBody {
  if (!validateBody(body)) throw schemaError(validateBody.errors?.[0]);
  body.queries.forEach((query, index) => checkQuery(query, index, indexUid));
  return body;
}

function checkQuery(query: ProxyQuery, index: number, indexUid: string): void {
  const at = (field: string) => `.queries[${index}].${field}`;
  if (query.indexUid !== indexUid) {
    throw new SearchError(
      'invalid_index_uid',
      `Invalid value at \`${at('indexUid')}\`: only the \`${indexUid}\` index can be searched here.`,
    );
  }
  for (const [i, entry] of (query.attributesToCrop ?? []).entries()) {
    const name = entry.split(':')[0] ?? '';
    if (name !== '*' && !RETRIEVABLE.has(name)) {
      throw new SearchError(
        'invalid_search_attributes_to_crop',
        `Invalid value at \`${at(`attributesToCrop[${i}]`)}\`: \`${name}\` is not allowed here.`,
      );
    }
  }
  for (const [i, criterion] of (query.sort ?? []).entries()) {
    const name = criterion.slice(0, criterion.lastIndexOf(':'));
    if (SORTABLE.has(name)) continue;
    throw new SearchError(
      'invalid_search_sort',
      `Invalid value at \`${at(`sort[${i}]`)}\`: Attribute \`${name}\` is not sortable. Available sortable attributes are: ${SEARCH_PROXY_SORTABLE.map((a) => `\`${a}\``).join(', ')}.`,
    );
  }
  const paged = query.page !== undefined || query.hitsPerPage !== undefined;
  if (paged && (query.limit !== undefined || query.offset !== undefined)) {
    throw new SearchError(
      'bad_request',
      `Inside \`.queries[${index}]\`: use either \`limit\`/\`offset\` or \`hitsPerPage\`/\`page\`, not both.`,
    );
  }
}

function schemaError(error: ErrorObject | undefined): SearchError {
  if (!error) return new SearchError('bad_request', 'Invalid multi-search body.');
  const segments = error.instancePath.split('/').slice(1);
  const path = segments.map((s) => (/^\d+$/.test(s) ? `[${s}]` : `.${s}`)).join('');
  if (error.keyword === 'additionalProperties') {
    const extra = String(error.params['additionalProperty']);
    const where = path === '' ? 'at the root of the body' : `inside \`${path}\``;
    return new SearchError('bad_request', `Unknown field \`${extra}\` ${where}.`);
  }
  const field = segments[0] === 'queries' ? segments[2] : undefined;
  const code = (field && FIELD_CODES[field]) ?? 'bad_request';
  const detail =
    error.keyword === 'enum'
      ? `\`${field ?? 'value'}\` is not allowed here; allowed values: ${(error.params['allowedValues'] as unknown[]).join(', ')}`
      : error.keyword === 'pattern' && field === 'sort'
        ? `expected \`<attribute>:asc\` or \`<attribute>:desc\` on one of ${SEARCH_PROXY_SORTABLE.join(', ')}`
        : (error.message ?? 'invalid');
  return new SearchError(code, `Invalid value at \`${path || '.'}\`: ${detail}.`);
}

/** The proxy body as the engine's SearchParams (same keys). */
export type EngineQuery = SearchParams & { indexUid: string };
