import {
  Meilisearch,
  MeilisearchApiError,
  MeilisearchRequestError,
  type Config,
  type MeilisearchErrorResponse,
} from 'meilisearch';
import { createSearchHandler, type SearchHandler } from './handle-request.ts';
import type { SearchEngineLike } from './engine-like.ts';

/**
 * The official `meilisearch` client wired to the in-process engine through its
 * `httpClient` hook: each call becomes a Fetch `Request` handed straight to the
 * search handler, with no socket.
 *
 * Errors: over HTTP, meilisearch 0.57 throws `MeilisearchApiError` (`cause` is the
 * `{ message, code, type, link }` body, `response` the `Response`). Anything a
 * custom `httpClient` throws is instead wrapped in `MeilisearchRequestError`, which
 * would break `error.cause.code` checks (the client's own `deleteIndexIfExists`
 * relies on them). So the hook throws a genuine `MeilisearchApiError`, built from
 * the handler's `Response` exactly as the client builds it, and
 * `installApiErrorUnwrapping` makes the client rethrow that error itself rather than
 * the wrapper. Only errors thrown by in-process hooks are unwrapped; a client using
 * real `fetch` behaves exactly as before.
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

/** Errors thrown by an in-process hook; only these are unwrapped. */
const inProcessErrors = new WeakSet<object>();

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
  installApiErrorUnwrapping(client);
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
 * body, throws `MeilisearchApiError` for a status of 400 or more.
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
      const error = new MeilisearchApiError(response, body as MeilisearchErrorResponse | undefined);
      inProcessErrors.add(error);
      throw error;
    }
    return body;
  };
}

const UNWRAPPING_INSTALLED = Symbol.for('dealer-platform.search.unwrap-api-errors');
const REQUEST_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/**
 * Patches the client's (unexported) `HttpRequests` class, reached through
 * `client.httpRequest`, once per process: when a request fails with
 * `MeilisearchRequestError` whose cause is an error thrown by an in-process hook,
 * that cause is rethrown. Every request of every `Meilisearch`, `Index` and task
 * client goes through these five methods.
 */
export function installApiErrorUnwrapping(client: Meilisearch): void {
  const prototype = Object.getPrototypeOf(client.httpRequest) as Record<PropertyKey, unknown>;
  if (prototype[UNWRAPPING_INSTALLED]) return;
  for (const name of REQUEST_METHODS) {
    const original = prototype[name];
    if (typeof original !== 'function') continue;
    prototype[name] = async function unwrapped(this: unknown, ...args: unknown[]) {
      try {
        return await (original as (...a: unknown[]) => Promise<unknown>).apply(this, args);
      } catch (error) {
        throw unwrapInProcessError(error);
      }
    };
  }
  Object.defineProperty(prototype, UNWRAPPING_INSTALLED, { value: true });
}

function unwrapInProcessError(error: unknown): unknown {
  if (
    error instanceof MeilisearchRequestError &&
    typeof error.cause === 'object' &&
    error.cause !== null &&
    inProcessErrors.has(error.cause)
  ) {
    return error.cause;
  }
  return error;
}
