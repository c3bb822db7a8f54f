import { DEFAULT_LEAD_EVENT_ID, type AnalyticsEventId } from '../../analytics/analytics-events.ts';
import type { LeadFormKind } from '../../leads/lead-forms.ts';
import type { MultiStepState, StepSkip } from './multi-step-state.ts';

/** The lead API's body for PATCH /api/leads/:lead_id (server/leads/intake/lead-request-body.ts). */
export interface LeadStepBody {
  fields: Record<string, unknown>;
  /** false: the server stores the lead as Incomplete; true: Complete. */
  form_completed: boolean;
  /** 0-based, like the skips' from and to. */
  step_number?: number;
  skipped_steps?: StepSkip[];
  source_page?: string;
}

/** The body of POST /api/leads: the step body plus what only creating a lead takes. */
export interface CreateLeadBody extends LeadStepBody {
  form: LeadFormKind;
  captcha?: string;
  /** The honeypot's content: empty for people, so normally left out. */
  website?: string;
}

export type LeadApiRequest =
  | { method: 'POST'; path: string; headers: Record<string, string>; body: CreateLeadBody }
  | { method: 'PATCH'; path: string; headers: Record<string, string>; body: LeadStepBody };

export interface LeadRequestInput {
  form: LeadFormKind;
  /** A step save: that step's values; the final submission: the whole form's. */
  fields: Readonly<Record<string, unknown>>;
  /** Sent only when the request creates the lead: the same key on every retry of it. */
  idempotencyKey: string;
  /** Sent only when the request creates the lead. */
  captcha?: string | undefined;
  /** The honeypot's content, sent only when the request creates the lead and it is filled. */
  website?: string | undefined;
  sourcePage?: string | undefined;
}

/** product rule 4.7: each step is saved once. */
export function shouldSaveStep(state: MultiStepState, stepIndex = state.stepIndex): boolean {
  return !state.savedSteps.includes(stepIndex);
}

/** product rule 4.7: a partial lead (status Incomplete, form_completed false) of the current step. */
export function buildStepSaveRequest(
  state: MultiStepState,
  input: LeadRequestInput,
): LeadApiRequest {
  return leadApiRequest(state, input, { form_completed: false, ...stepData(state) });
}

/**
 * product rule 4.7: the lead as the last step. The step number is always the last one; skips go
 * along when there are any.
 */
export function buildFinalSubmitRequest(
  state: MultiStepState,
  input: LeadRequestInput,
): LeadApiRequest {
  const { skipped_steps } = stepData(state);
  return leadApiRequest(state, input, {
    form_completed: true,
    step_number: state.stepCount - 1,
    ...(skipped_steps && { skipped_steps }),
  });
}

/**
 * The analytics event a completed lead fires (ids in shared/analytics/analytics-events.ts). The server's answer first: it decides from the
 * lead as stored (a Careers Enquiry chosen in a general enquiry's category select is 51
 * there, which no form knows in advance); then the form's own event; then the default 22.
 */
export function submittedLeadEventId(
  answered: AnalyticsEventId | null | undefined,
  formEventId?: AnalyticsEventId,
): AnalyticsEventId {
  return answered ?? formEventId ?? DEFAULT_LEAD_EVENT_ID;
}

/** product rule 4.7: skipped steps and step number are added only when skips exist. */
function stepData(state: MultiStepState): Pick<LeadStepBody, 'step_number' | 'skipped_steps'> {
  if (state.skips.length === 0) return {};
  return {
    step_number: state.stepIndex,
    skipped_steps: state.skips.map(({ from, to }) => ({ from, to })),
  };
}

type StepFields = Omit<LeadStepBody, 'fields' | 'source_page'>;

/**
 * The lead API request for a lead not created yet (POST, with its Idempotency-Key and
 * captcha) or already created (PATCH with its token).
 */
export function leadApiRequest(
  lead: { leadId?: string | undefined; token?: string | undefined },
  input: LeadRequestInput,
  step: StepFields,
): LeadApiRequest {
  const body: LeadStepBody = {
    fields: { ...input.fields },
    ...step,
    ...(input.sourcePage !== undefined && { source_page: input.sourcePage }),
  };
  const json = { 'Content-Type': 'application/json' };
  if (lead.leadId === undefined) {
    return {
      method: 'POST',
      path: '/api/leads',
      headers: { ...json, 'Idempotency-Key': input.idempotencyKey },
      body: {
        form: input.form,
        ...body,
        ...(input.captcha !== undefined && { captcha: input.captcha }),
        ...(input.website ? { website: input.website } : {}),
      },
    };
  }
  if (lead.token === undefined) {
    throw new Error(
      `Lead ${lead.leadId} has no token: keep the token the creating request answered (stepSaved)`,
    );
  }
  return {
    method: 'PATCH',
    path: `/api/leads/${encodeURIComponent(lead.leadId)}`,
    headers: { ...json, 'X-Lead-Token': lead.token },
    body,
  };
}
