import { expect } from 'vitest';
import type { MeilisearchApiError } from 'meilisearch';
import { apiErrorOf } from '../../../server/search/engine/http/in-process-client.ts';

/**
 * The call rejects as the `meilisearch` client rejects on an API error: a
 * `MeilisearchApiError` whose `cause` is Meilisearch's `{ message, code, type, link }`
 * and whose `response` carries the status (thrown as is over HTTP; wrapped in
 * `MeilisearchRequestError` by the client around the in-process `httpClient`).
 */
export async function expectApiError(
  call: Promise<unknown>,
  expected: { status: number; code: string; type?: string },
): Promise<MeilisearchApiError> {
  const error = await call.then(
    () => {
      throw new Error(`expected ${expected.code}, but the call succeeded`);
    },
    (e: unknown) => e,
  );
  const apiError = apiErrorOf(error);
  if (apiError === undefined) throw new Error(`expected ${expected.code}, got ${String(error)}`);
  expect(apiError.response.status).toBe(expected.status);
  expect(apiError.cause).toMatchObject({
    code: expected.code,
    type: expected.type ?? 'invalid_request',
    link: `https://docs.meilisearch.com/errors#${expected.code}`,
  });
  expect(typeof apiError.cause?.message).toBe('string');
  expect(apiError.message).toBe(apiError.cause?.message);
  return apiError;
}
