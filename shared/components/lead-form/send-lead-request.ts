import type { LeadApiRequest } from '../../forms/multi-step/step-request.ts';
import {
  NO_ANSWER,
  readLeadResponse,
  type LeadResponse,
} from '../../forms/multi-step/read-lead-response.ts';

/**
 * Sends one lead API request; readLeadResponse words a failure (a network failure
 * reads as no answer, a body that is not JSON as one without a message);
 * `definitive` says whether the server answered, so the caller knows whether
 * a retry must reuse the Idempotency-Key (no answer) or may not (an answer).
 */
export async function sendLeadRequest(
  request: LeadApiRequest,
): Promise<LeadResponse & { definitive: boolean }> {
  let response: Response;
  try {
    response = await fetch(request.path, {
      method: request.method,
      headers: request.headers,
      body: JSON.stringify(request.body),
      credentials: 'same-origin',
    });
  } catch {
    return { ...readLeadResponse(NO_ANSWER, null), definitive: false };
  }
  const json: unknown = await response.json().catch(() => null);
  return { ...readLeadResponse(response.status, json), definitive: response.status < 500 };
}
