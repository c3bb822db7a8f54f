import { SearchError, type SearchErrorBody } from '../search-error.ts';
import type { SearchEngineLike } from './engine-like.ts';

/**
 * A Fetch-style handler that answers the subset of Meilisearch's HTTP API the
 * platform and its two clients (`meilisearch`, `@meilisearch/instant-meilisearch`)
 * use, backed by the in-process engine. Writes answer 202 with the enqueued task,
 * reads 200; errors are Meilisearch's `{ message, code, type, link }` with its
 * status. An unknown path answers 404 and a known path with another verb 405,
 * both without a body, as Meilisearch (actix) does.
 */
export interface SearchHandlerOptions {
  /** When set, every route but `/health` requires `Authorization: Bearer <key>`. */
  masterKey?: string;
  /** Largest accepted body in bytes; Meilisearch's default is 100 MB. */
  maxPayloadBytes?: number;
}

export type SearchHandler = (request: Request) => Promise<Response>;

/** Meilisearch's default `--http-payload-size-limit` (100 MB, decimal). */
export const DEFAULT_MAX_PAYLOAD_BYTES = 100_000_000;

/** Reported by `GET /version`: the Meilisearch API version this handler follows. */
export const COMPATIBLE_MEILISEARCH_VERSION = '1.15.0';

type Params = Record<string, string>;
type RouteHandler = (context: RouteContext) => Promise<Response> | Response;

interface RouteContext {
  request: Request;
  url: URL;
  params: Params;
}

interface Route {
  pattern: RegExp;
  names: string[];
  methods: Partial<Record<string, RouteHandler>>;
}

/** Settings sub-routes: path segment, settings key, and the verb that updates it. */
const SETTINGS_ROUTES: ReadonlyArray<readonly [string, string, 'PUT' | 'PATCH']> = [
  ['filterable-attributes', 'filterableAttributes', 'PUT'],
  ['sortable-attributes', 'sortableAttributes', 'PUT'],
  ['searchable-attributes', 'searchableAttributes', 'PUT'],
  ['displayed-attributes', 'displayedAttributes', 'PUT'],
  ['ranking-rules', 'rankingRules', 'PUT'],
  ['synonyms', 'synonyms', 'PUT'],
  ['stop-words', 'stopWords', 'PUT'],
  ['distinct-attribute', 'distinctAttribute', 'PUT'],
  ['typo-tolerance', 'typoTolerance', 'PATCH'],
  ['pagination', 'pagination', 'PATCH'],
  ['faceting', 'faceting', 'PATCH'],
];

const SEARCH_INTEGER_PARAMS = ['offset', 'limit', 'page', 'hitsPerPage', 'cropLength'];
const SEARCH_LIST_PARAMS = [
  'attributesToRetrieve',
  'attributesToCrop',
  'attributesToHighlight',
  'attributesToSearchOn',
  'facets',
  'sort',
];
const SEARCH_BOOLEAN_PARAMS = ['showMatchesPosition', 'showRankingScore'];

export function createSearchHandler(
  engine: SearchEngineLike,
  options: SearchHandlerOptions = {},
): SearchHandler {
  const maxPayloadBytes = options.maxPayloadBytes ?? DEFAULT_MAX_PAYLOAD_BYTES;
  const routes = buildRoutes(engine, maxPayloadBytes);

  return async function handleSearchRequest(request: Request): Promise<Response> {
    try {
      const url = new URL(request.url);
      const path = url.pathname.replace(/\/+$/, '') || '/';
      if (options.masterKey !== undefined && path !== '/health') {
        authorize(request, options.masterKey);
      }
      for (const route of routes) {
        const match = route.pattern.exec(path);
        if (!match) continue;
        const handler = route.methods[request.method.toUpperCase()];
        if (!handler) return new Response(null, { status: 405 });
        const params: Params = {};
        route.names.forEach((name, i) => {
          params[name] = decodeSegment(match[i + 1] ?? '');
        });
        return await handler({ request, url, params });
      }
      return new Response(null, { status: 404 });
    } catch (error) {
      return errorResponse(error);
    }
  };
}

function buildRoutes(engine: SearchEngineLike, maxPayloadBytes: number): Route[] {
  const routes: Route[] = [];
  const add = (path: string, methods: Route['methods']) => {
    const names: string[] = [];
    const source = path.replace(/:([a-zA-Z]+)/g, (_, name: string) => {
      names.push(name);
      return '([^/]+)';
    });
    routes.push({ pattern: new RegExp(`^${source}$`), names, methods });
  };
  const json = (request: Request) => readJsonBody(request, maxPayloadBytes);
  const uidOf = (params: Params) => params.uid ?? '';

  add('/health', { GET: () => ok({ status: 'available' }) });
  add('/version', {
    GET: () =>
      ok({
        commitSha: 'embedded',
        commitDate: 'unknown',
        pkgVersion: COMPATIBLE_MEILISEARCH_VERSION,
      }),
  });

  add('/indexes', {
    GET: async ({ url }) =>
      ok(
        await engine.listIndexes({
          offset: integerParam(url, 'offset', 'invalid_index_offset'),
          limit: integerParam(url, 'limit', 'invalid_index_limit'),
        }),
      ),
    POST: async ({ request }) => {
      const body = asObject(await json(request), 'bad_request');
      const { uid, primaryKey } = body;
      if (uid === undefined) {
        throw new SearchError('missing_index_uid', 'Missing field `uid`');
      }
      if (typeof uid !== 'string') {
        throw new SearchError(
          'invalid_index_uid',
          `Invalid value type at \`.uid\`: expected a string, but found ${describe(uid)}: \`${JSON.stringify(uid)}\``,
        );
      }
      return accepted(await engine.createIndex(uid, primaryKeyOption(primaryKey)));
    },
  });
  add('/indexes/:uid', {
    GET: async ({ params }) => ok(await engine.getIndex(uidOf(params))),
    PATCH: async ({ request, params }) => {
      const body = asObject(await json(request), 'bad_request');
      return accepted(await engine.updateIndex(uidOf(params), primaryKeyOption(body.primaryKey)));
    },
    DELETE: async ({ params }) => accepted(await engine.deleteIndex(uidOf(params))),
  });

  add('/indexes/:uid/settings', {
    GET: async ({ params }) => ok(await engine.getSettings(uidOf(params))),
    PATCH: async ({ request, params }) =>
      accepted(
        await engine.updateSettings(
          uidOf(params),
          asObject(await json(request), 'bad_request') as Record<string, unknown>,
        ),
      ),
    DELETE: async ({ params }) => accepted(await engine.resetSettings(uidOf(params))),
  });
  for (const [segment, key, verb] of SETTINGS_ROUTES) {
    add(`/indexes/:uid/settings/${segment}`, {
      GET: async ({ params }) => {
        const settings = (await engine.getSettings(uidOf(params))) as Record<string, unknown>;
        return ok(settings[key] ?? null);
      },
      [verb]: async ({ request, params }: RouteContext) =>
        accepted(await engine.updateSettings(uidOf(params), { [key]: await json(request) })),
      DELETE: async ({ params }) => accepted(await engine.resetSettings(uidOf(params), [key])),
    });
  }

  const addDocuments = (mode: 'replace' | 'update'): RouteHandler => {
    return async ({ request, url, params }) => {
      const documents = await readDocumentsBody(request, maxPayloadBytes);
      const primaryKey = url.searchParams.get('primaryKey') ?? undefined;
      return accepted(
        await engine.addDocuments(uidOf(params), documents, {
          ...(primaryKey !== undefined ? { primaryKey } : {}),
          mode,
        }),
      );
    };
  };
  add('/indexes/:uid/documents', {
    GET: async ({ url, params }) =>
      ok(
        await engine.getDocuments(uidOf(params), {
          offset: integerParam(url, 'offset', 'invalid_document_offset'),
          limit: integerParam(url, 'limit', 'invalid_document_limit'),
          fields: listParam(url, 'fields'),
          filter: url.searchParams.get('filter') ?? undefined,
        }),
      ),
    POST: addDocuments('replace'),
    PUT: addDocuments('update'),
    DELETE: async ({ params }) => accepted(await engine.deleteAllDocuments(uidOf(params))),
  });
  add('/indexes/:uid/documents/fetch', {
    POST: async ({ request, params }) => {
      const body = asObject(await json(request), 'bad_request');
      return ok(
        await engine.getDocuments(uidOf(params), {
          offset: body.offset as number | undefined,
          limit: body.limit as number | undefined,
          fields: body.fields as string[] | undefined,
          filter: body.filter,
        }),
      );
    },
  });
  add('/indexes/:uid/documents/delete-batch', {
    POST: async ({ request, params }) => {
      const ids = await json(request);
      if (!Array.isArray(ids)) {
        throw new SearchError(
          'bad_request',
          `Invalid value type: expected an array, but found ${describe(ids)}: \`${JSON.stringify(ids)}\``,
        );
      }
      return accepted(await engine.deleteDocuments(uidOf(params), ids));
    },
  });
  add('/indexes/:uid/documents/delete', {
    POST: async ({ request, params }) => {
      const body = asObject(await json(request), 'bad_request');
      if (body.filter === undefined) {
        throw new SearchError('missing_document_filter', 'Missing field `filter`');
      }
      return accepted(await engine.deleteDocumentsByFilter(uidOf(params), body.filter));
    },
  });
  add('/indexes/:uid/documents/:id', {
    GET: async ({ url, params }) =>
      ok(await engine.getDocument(uidOf(params), params.id ?? '', listParam(url, 'fields'))),
    DELETE: async ({ params }) =>
      accepted(await engine.deleteDocument(uidOf(params), params.id ?? '')),
  });

  add('/indexes/:uid/search', {
    POST: async ({ request, params }) => {
      const body = await json(request);
      return ok(
        await engine.search(uidOf(params), body === undefined ? {} : asObject(body, 'bad_request')),
      );
    },
    GET: async ({ url, params }) =>
      ok(await engine.search(uidOf(params), searchParamsFromUrl(url))),
  });
  add('/multi-search', {
    POST: async ({ request }) => {
      const body = asObject(await json(request), 'bad_request');
      return ok(await engine.multiSearch(body as { queries: unknown[] }));
    },
  });

  add('/tasks', {
    GET: async ({ url }) =>
      ok(
        await engine.listTasks({
          indexUids: listParam(url, 'indexUids'),
          statuses: listParam(url, 'statuses'),
          types: listParam(url, 'types'),
          uids: listParam(url, 'uids')?.map((uid) => taskUid(uid, 'invalid_task_uids')),
          limit: integerParam(url, 'limit', 'invalid_task_limit'),
          from: integerParam(url, 'from', 'invalid_task_from'),
        }),
      ),
  });
  add('/tasks/:taskUid', {
    GET: async ({ params }) =>
      ok(await engine.getTask(taskUid(params.taskUid ?? '', 'invalid_task_uids'))),
  });

  return routes;
}

function authorize(request: Request, masterKey: string): void {
  const header = request.headers.get('authorization');
  if (header === null) {
    throw new SearchError(
      'missing_authorization_header',
      'The Authorization header is missing. It must use the bearer authorization method.',
      { type: 'auth', httpStatus: 401 },
    );
  }
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  if (!match || match[1] !== masterKey) {
    throw new SearchError('invalid_api_key', 'The provided API key is invalid.', {
      type: 'auth',
      httpStatus: 403,
    });
  }
}

function ok(body: unknown): Response {
  return jsonResponse(200, body);
}

function accepted(task: unknown): Response {
  return jsonResponse(202, task);
}

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function errorResponse(error: unknown): Response {
  if (isSearchErrorLike(error)) return jsonResponse(error.httpStatus, error.toJSON());
  const internal = new SearchError(
    'internal',
    error instanceof Error ? error.message : String(error),
    { type: 'internal', httpStatus: 500 },
  );
  return jsonResponse(500, internal.toJSON());
}

/** Accepts a `SearchError` from any copy of the module (duck-typed on status and body). */
function isSearchErrorLike(
  error: unknown,
): error is { httpStatus: number; toJSON(): SearchErrorBody } {
  if (error instanceof SearchError) return true;
  if (typeof error !== 'object' || error === null) return false;
  const candidate = error as { httpStatus?: unknown; toJSON?: unknown };
  return typeof candidate.httpStatus === 'number' && typeof candidate.toJSON === 'function';
}

async function readBodyText(request: Request, maxPayloadBytes: number): Promise<string> {
  const declared = Number(request.headers.get('content-length') ?? '');
  if (Number.isFinite(declared) && declared > maxPayloadBytes)
    throw payloadTooLarge(maxPayloadBytes);
  const text = await request.text();
  if (Buffer.byteLength(text) > maxPayloadBytes) throw payloadTooLarge(maxPayloadBytes);
  return text;
}

function payloadTooLarge(maxPayloadBytes: number): SearchError {
  return new SearchError(
    'payload_too_large',
    `The provided payload reached the size limit. The maximum accepted payload size is ${formatBytes(maxPayloadBytes)}.`,
    { httpStatus: 413 },
  );
}

function formatBytes(bytes: number): string {
  if (bytes >= 1_000_000 && bytes % 1_000_000 === 0) return `${bytes / 1_000_000} MB`;
  if (bytes >= 1_000 && bytes % 1_000 === 0) return `${bytes / 1_000} KB`;
  return `${bytes} B`;
}

/** A JSON body for non-document routes; an empty body reads as `undefined`. */
async function readJsonBody(request: Request, maxPayloadBytes: number): Promise<unknown> {
  const text = await readBodyText(request, maxPayloadBytes);
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new SearchError('bad_request', `Json deserialize error: ${(error as Error).message}`);
  }
}

/** A documents payload: JSON (an object or an array of objects) or NDJSON. */
async function readDocumentsBody(request: Request, maxPayloadBytes: number): Promise<unknown> {
  const contentType = (request.headers.get('content-type') ?? '').split(';')[0]?.trim() ?? '';
  if (contentType === '') {
    throw new SearchError(
      'missing_content_type',
      'A Content-Type header is missing. Accepted values for the Content-Type header are: `application/json`, `application/x-ndjson`',
      { httpStatus: 415 },
    );
  }
  const ndjson = contentType === 'application/x-ndjson';
  if (contentType !== 'application/json' && !ndjson) {
    throw new SearchError(
      'invalid_content_type',
      `The Content-Type \`${contentType}\` is invalid. Accepted values for the Content-Type header are: \`application/json\`, \`application/x-ndjson\``,
      { httpStatus: 415 },
    );
  }
  const text = await readBodyText(request, maxPayloadBytes);
  if (text.trim() === '') throw new SearchError('missing_payload', 'A json payload is missing.');
  const format = ndjson ? 'ndjson' : 'json';
  try {
    if (!ndjson) return JSON.parse(text) as unknown;
    return text
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as unknown);
  } catch (error) {
    throw new SearchError(
      'malformed_payload',
      `The \`${format}\` payload provided is malformed. \`${(error as Error).message}\`.`,
    );
  }
}

function asObject(value: unknown, code: string): Record<string, unknown> {
  if (value === undefined) return {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new SearchError(
      code,
      `Invalid value type: expected an object, but found ${describe(value)}: \`${JSON.stringify(value)}\``,
    );
  }
  return value as Record<string, unknown>;
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string') return 'a string';
  if (typeof value === 'number') return 'a positive integer';
  return `a ${typeof value}`;
}

function primaryKeyOption(primaryKey: unknown): { primaryKey?: string } {
  if (primaryKey === undefined || primaryKey === null) return {};
  if (typeof primaryKey !== 'string') {
    throw new SearchError(
      'invalid_index_primary_key',
      `Invalid value type at \`.primaryKey\`: expected a string, but found ${describe(primaryKey)}: \`${JSON.stringify(primaryKey)}\``,
    );
  }
  return { primaryKey };
}

function integerParam(url: URL, name: string, code: string): number | undefined {
  const raw = url.searchParams.get(name);
  if (raw === null) return undefined;
  if (!/^\d+$/.test(raw)) {
    throw new SearchError(
      code,
      `Invalid value in parameter \`${name}\`: could not parse \`${raw}\` as a positive integer`,
    );
  }
  return Number(raw);
}

function listParam(url: URL, name: string): string[] | undefined {
  const raw = url.searchParams.get(name);
  if (raw === null) return undefined;
  return raw
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

function taskUid(raw: string, code: string): number {
  if (!/^\d+$/.test(raw)) {
    throw new SearchError(
      code,
      `Invalid value in parameter \`uids\`: could not parse \`${raw}\` as a positive integer`,
    );
  }
  return Number(raw);
}

/** `GET /indexes/:uid/search`: query parameters to the POST body shape. */
function searchParamsFromUrl(url: URL): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const [name, raw] of url.searchParams) {
    if (SEARCH_INTEGER_PARAMS.includes(name)) {
      params[name] = integerParam(url, name, `invalid_search_${snakeCase(name)}`);
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
    } else {
      params[name] = raw;
    }
  }
  return params;
}

function snakeCase(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

/** A path segment as text; a malformed `%` escape is kept as written. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
