import {
  Meilisearch,
  MeilisearchApiError,
  type Config,
  type MeilisearchErrorResponse,
} from 'meilisearch';
import { createSearchHandler, type SearchHandler } from './handle-request.ts';
import type { SearchEngineLike } from './engine-like.ts';

/**
 * The official `meilisearch` client wired to the in-process engine through its
 * documented `httpClient` option: each call becomes a Fetch `Request` handed
 * straight to the search handler, with no socket.
 *
 * Errors: over HTTP the client throws `MeilisearchApiError` (`cause` is the
 * `{ message, code, type, link }` body, `response` the `Response`). Whatever a
 * custom `httpClient` throws, the client wraps in `MeilisearchRequestError`. So the
 * hook throws an `InProcessApiError`: a `MeilisearchApiError` built from the
 * handler's `Response` as the client builds it, which also carries the body's
 * `code`, `type` and `link`, so `error.cause.code` reads the same either way (the
 * client's own `deleteIndexIfExists` relies on it). `apiErrorOf` finds the API
 * error in both shapes.
 */
export const IN_PROCESS_HOST = 'http://in-process.search';

export interface InProcessClientOptions {
  /** Passed to the handler: requests then need `Authorization: Bearer <masterKey>`. */
  masterKey?: string;
  /** The key the client sends; defaults to `masterKey`. */
  apiKey?: string;
  /** Other client settings (timeout, defaultWaitOptions, ...); `host` and `httpClient` are set here. */
  config?: Omit<Config, 'host' | 'httpClient' | 'apiKey'>;
}

export type FetchLike = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
export type MeilisearchHttpClient = (
  input: RequestInfo | URL,
  init?: RequestInit,
) => Promise<unknown>;

export function createInProcessMeiliSearch(
  engine: SearchEngineLike,
  options: InProcessClientOptions = {},
): Meilisearch {
  const handler = createSearchHandler(
    engine,
    options.masterKey !== undefined ? { masterKey: options.masterKey } : {},
  );
  return createMeiliSearchForHandler(handler, options);
}

/** A `Meilisearch` client for an existing handler (to share one with instant-meilisearch). */
export function createMeiliSearchForHandler(
  handler: SearchHandler,
  options: Pick<InProcessClientOptions, 'apiKey' | 'masterKey' | 'config'> = {},
): Meilisearch {
  const apiKey = options.apiKey ?? options.masterKey;
  const client = new Meilisearch({
    // Tasks finish within a tick in process: poll often rather than every 50 ms.
    defaultWaitOptions: { interval: 5 },
    ...options.config,
    host: IN_PROCESS_HOST,
    ...(apiKey !== undefined ? { apiKey } : {}),
    httpClient: createInProcessHttpClient(handler),
  });
  return client;
}

/** A Fetch-compatible function that answers from the handler. */
export function createInProcessFetch(handler: SearchHandler): FetchLike {
  return async (input, init) => {
    const request = new Request(input, init);
    if (request.signal.aborted) throw request.signal.reason;
    return handler(request);
  };
}

/**
 * The `httpClient` hook for `new Meilisearch({ httpClient })` and
 * `instantMeiliSearch(host, key, { httpClient })`: resolves to the parsed JSON
 * body, throws `InProcessApiError` for a status of 400 or more.
 */
export function createInProcessHttpClient(handler: SearchHandler): MeilisearchHttpClient {
  const fetchInProcess = createInProcessFetch(handler);
  return async (input, init) => {
    // An aborted signal is how the client times out requests and `waitForTask`:
    // rethrow its reason so the client turns it into its own timeout errors.
    if (init?.signal?.aborted) throw init.signal.reason;
    const response = await fetchInProcess(input, init);
    const text = await response.text();
    const body: unknown = text === '' ? undefined : JSON.parse(text);
    if (!response.ok) {
      throw new InProcessApiError(response, body as MeilisearchErrorResponse | undefined);
    }
    return body;
  };
}

/** An API error answered by the in-process handler (see the module comment). */
export class InProcessApiError extends MeilisearchApiError {
  readonly code: string | undefined;
  readonly type: string | undefined;
  readonly link: string | undefined;

  constructor(response: Response, body: MeilisearchErrorResponse | undefined) {
    super(response, body);
    this.code = body?.code;
    this.type = body?.type;
    this.link = body?.link;
  }
}

/**
 * The Meilisearch API error behind a client call's rejection, found along the
 * `cause` chain: thrown as is by a client using `fetch`, wrapped in
 * `MeilisearchRequestError` by one using a custom `httpClient`, and wrapped once
 * more by instant-meilisearch. Undefined for anything else (a network failure, a
 * timeout).
 */
export function apiErrorOf(error: unknown): MeilisearchApiError | undefined {
  let current = error;
  for (let depth = 0; depth < 4 && current instanceof Error; depth++) {
    if (current instanceof MeilisearchApiError) return current;
    current = current.cause;
  }
  return undefined;
}
