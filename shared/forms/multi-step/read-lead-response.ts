import { ANALYTICS_EVENTS, type AnalyticsEventId } from '../../analytics/analytics-events.ts';
import { LEAD_MESSAGES } from '../../leads/lead-messages.ts';
import type { LeadFieldErrors } from '../../leads/validate-lead.ts';

export type LeadResponse =
  | { ok: true; leadId: string; token?: string; eventId: AnalyticsEventId | null }
  | { ok: false; message: string; fieldErrors: LeadFieldErrors };

const EVENT_IDS: readonly number[] = Object.values(ANALYTICS_EVENTS);

/** A request the server never answered (the network failed): read as status 0. */
export const NO_ANSWER = 0;

/**
 * product rule 4.4: a lead id in a success answer means the lead was stored; anything
 * else fails with the server's `error.fields` and the message of leadFailureMessage.
 */
export function readLeadResponse(status: number, json: unknown): LeadResponse {
  const answer = asRecord(json);
  const leadId = answer.lead_id;
  if (status >= 200 && status < 300 && typeof leadId === 'string' && leadId !== '') {
    const { token, event_id } = answer;
    return {
      ok: true,
      leadId,
      ...(typeof token === 'string' && { token }),
      eventId:
        typeof event_id === 'number' && EVENT_IDS.includes(event_id)
          ? (event_id as AnalyticsEventId)
          : null,
    };
  }
  const error = asRecord(answer.error);
  const message = typeof error.message === 'string' ? error.message : '';
  const fieldErrors: LeadFieldErrors = {};
  for (const [name, text] of Object.entries(asRecord(error.fields))) {
    if (typeof text === 'string') fieldErrors[name] = text;
  }
  return { ok: false, message: leadFailureMessage(status, message), fieldErrors };
}

/**
 * The alert of product rules 8.1 and 8.2: a server that failed (5xx) or never answered gets 'An error occurred
 * when submitting this form' whatever its body says; any other answer shows its own
 * message, or 'An unexpected error occured' when it has none (a proxy's page, no body).
 */
export function leadFailureMessage(status: number, serverMessage: string): string {
  if (status === NO_ANSWER || status >= 500) return LEAD_MESSAGES.submitFailed;
  return serverMessage || LEAD_MESSAGES.unexpected;
}

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}
