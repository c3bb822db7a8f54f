// Issue 14: the 'reserve' lead through the lead API, in the shapes the multi-step forms use
// (shared/forms/multi-step/step-request.ts): the details are saved first as an Incomplete
// lead, so the payment can name it; the reservation request completes it.
import type { LeadApiRequest } from '../forms/multi-step/step-request.ts';
import type { LeadCredentials } from './payment-intent.ts';

const JSON_HEADERS = { 'Content-Type': 'application/json' };

export interface CreateReserveLeadInput {
  fields: Record<string, unknown>;
  /** Kept until the server answers: a retry of the same create replays it. */
  idempotencyKey: string;
  /** true: the request itself (no online payment); false: details saved before paying. */
  completed: boolean;
  captcha?: string | undefined;
  /** The honeypot's content; people leave it empty. */
  website?: string | undefined;
  sourcePage?: string | undefined;
}

/** POST /api/leads: creates the 'reserve' lead. */
export function createReserveLeadRequest(input: CreateReserveLeadInput): LeadApiRequest {
  return {
    method: 'POST',
    path: '/api/leads',
    headers: { ...JSON_HEADERS, 'Idempotency-Key': input.idempotencyKey },
    body: {
      form: 'reserve',
      fields: { ...input.fields },
      form_completed: input.completed,
      step_number: 0,
      ...(input.sourcePage !== undefined ? { source_page: input.sourcePage } : {}),
      ...(input.captcha ? { captcha: input.captcha } : {}),
      ...(input.website ? { website: input.website } : {}),
    },
  };
}

/**
 * PATCH /api/leads/{id}: `fields` are merged over what was saved. Completed, the lead
 * becomes a 'Reserve Online' request for the dealer; a repeat answers the same.
 */
export function updateReserveLeadRequest(
  lead: LeadCredentials,
  fields: Record<string, unknown>,
  completed: boolean,
): LeadApiRequest {
  return {
    method: 'PATCH',
    path: `/api/leads/${encodeURIComponent(lead.leadId)}`,
    headers: { ...JSON_HEADERS, 'X-Lead-Token': lead.token },
    body: { fields: { ...fields }, form_completed: completed, step_number: 0 },
  };
}

/** The fields whose values differ from what the lead already holds. */
export function changedFields(
  saved: Readonly<Record<string, unknown>>,
  current: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(current).filter(([name, value]) => saved[name] !== value),
  );
}
