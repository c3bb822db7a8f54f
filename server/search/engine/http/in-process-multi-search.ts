import { MeilisearchRequestError, type MeilisearchErrorResponse } from 'meilisearch';
import type { SearchEngineLike } from './engine-like.ts';
import { IN_PROCESS_HOST, InProcessApiError } from './in-process-client.ts';
import { errorResponse } from './responses.ts';

export type InProcessMultiSearch = (body: { queries: unknown[] }) => Promise<unknown>;

/**
 * `client.multiSearch(body)` of the in-process client, answered by the engine without the
 * Fetch round trip: the body and the answer are copied through JSON as encoding them would
 * (no object is shared with the index), and a refusal throws what the client throws (a
 * `MeilisearchRequestError` whose cause is the `InProcessApiError`). A Fetch `Request`'s and
 * `Response`'s body streams cost more than the searches of a car page themselves.
 */
export function createInProcessMultiSearch(engine: SearchEngineLike): InProcessMultiSearch {
  return async (body) => {
    let answer: unknown;
    try {
      answer = await engine.multiSearch(viaJson(body));
    } catch (error) {
      const response = errorResponse(error);
      const errorBody = (await response.json()) as MeilisearchErrorResponse;
      throw new MeilisearchRequestError(
        `${IN_PROCESS_HOST}/multi-search`,
        new InProcessApiError(response, errorBody),
      );
    }
    return viaJson(answer);
  };
}

function viaJson(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value)) as unknown;
}
