import { expect } from 'vitest';
import { MeilisearchApiError } from 'meilisearch';

/**
 * The call rejects as the `meilisearch` client rejects on an HTTP error: a
 * `MeilisearchApiError` whose `cause` is Meilisearch's `{ message, code, type, link }`
 * and whose `response` carries the status.
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
  expect(error).toBeInstanceOf(MeilisearchApiError);
  const apiError = error as MeilisearchApiError;
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
