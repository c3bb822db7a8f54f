// docs/payments.md: the 'reserve' lead through the lead API, in the shapes the multi-step forms use
// (shared/forms/multi-step/step-request.ts): the details are saved first as an Incomplete
// lead, so the payment can name it; the reservation request completes it.
import { leadApiRequest, type LeadApiRequest } from '../forms/multi-step/step-request.ts';
import type { LeadCredentials } from './payment-intent.ts';

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
  const { completed, captcha, ...rest } = input;
  return leadApiRequest(
    {},
    { form: 'reserve', ...rest, captcha: captcha || undefined },
    { form_completed: completed, step_number: 0 },
  );
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
  // A PATCH sends no Idempotency-Key: the lead's token names it.
  return leadApiRequest(
    lead,
    { form: 'reserve', fields, idempotencyKey: '' },
    { form_completed: completed, step_number: 0 },
  );
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
