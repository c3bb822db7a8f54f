import { SearchError } from '../search-error.ts';
import type { SearchEngineLike } from './engine-like.ts';
import { readDocumentsBody, readJsonBody, DEFAULT_MAX_PAYLOAD_BYTES } from './request-body.ts';
import { errorResponse } from './responses.ts';
import type { RouteMethods } from './route-context.ts';
import { ROUTES } from './routes.ts';

/**
 * A Fetch-style handler that answers Meilisearch's HTTP API (the table in
 * `routes.ts`) from the in-process engine. Writes answer 202 with the enqueued
 * task, reads 200; errors are Meilisearch's `{ message, code, type, link }`
 * with its status. An unknown path answers 404 and a known path with another
 * verb 405, both without a body, as Meilisearch (actix) does.
 */
export interface SearchHandlerOptions {
  /** When set, every route but `/health` requires `Authorization: Bearer <key>`. */
  masterKey?: string;
  /** Largest accepted body in bytes; Meilisearch's default is 100 MB. */
  maxPayloadBytes?: number;
}

export type SearchHandler = (request: Request) => Promise<Response>;

interface CompiledRoute {
  pattern: RegExp;
  names: string[];
  methods: RouteMethods;
}

const COMPILED_ROUTES: CompiledRoute[] = ROUTES.map(([path, methods]) => {
  const names: string[] = [];
  const source = path.replace(/:([a-zA-Z]+)/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  return { pattern: new RegExp(`^${source}$`), names, methods };
});

export function createSearchHandler(
  engine: SearchEngineLike,
  options: SearchHandlerOptions = {},
): SearchHandler {
  const maxPayloadBytes = options.maxPayloadBytes ?? DEFAULT_MAX_PAYLOAD_BYTES;

  return async function handleSearchRequest(request: Request): Promise<Response> {
    try {
      const url = new URL(request.url);
      const path = url.pathname.replace(/\/+$/, '') || '/';
      if (options.masterKey !== undefined && path !== '/health') {
        authorize(request, options.masterKey);
      }
      for (const route of COMPILED_ROUTES) {
        const match = route.pattern.exec(path);
        if (!match) continue;
        const handler = route.methods[request.method.toUpperCase() as keyof RouteMethods];
        if (!handler) return new Response(null, { status: 405 });
        const params: Record<string, string> = {};
        route.names.forEach((name, i) => {
          params[name] = decodeSegment(match[i + 1] ?? '');
        });
        return await handler({
          engine,
          request,
          url,
          params,
          uid: params.uid ?? '',
          json: () => readJsonBody(request, maxPayloadBytes),
          documents: () => readDocumentsBody(request, maxPayloadBytes),
        });
      }
      return new Response(null, { status: 404 });
    } catch (error) {
      return errorResponse(error);
    }
  };
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

/** A path segment as text; a malformed `%` escape is kept as written. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
