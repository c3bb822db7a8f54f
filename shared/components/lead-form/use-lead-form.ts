import { useReducer, useRef, useState } from 'react';
import type { AnalyticsEventId } from '../../analytics/analytics-events.ts';
import type { LeadFieldName } from '../../leads/lead-fields.ts';
import { LEAD_FORMS, type LeadFormKind } from '../../leads/lead-forms.ts';
import type { LeadRules } from '../../leads/lead-rules.ts';
import type { LeadFieldErrors } from '../../leads/validate-lead.ts';
import { pickLeadValues, stepFieldErrors } from '../../forms/lead-form-plan.ts';
import { multiStepReducer } from '../../forms/multi-step/multi-step-reducer.ts';
import { initialMultiStepState, isLastStep } from '../../forms/multi-step/multi-step-state.ts';
import {
  buildFinalSubmitRequest,
  buildStepSaveRequest,
  shouldSaveStep,
  submittedLeadEventId,
} from '../../forms/multi-step/step-request.ts';
import { newIdempotencyKey } from '../../forms/idempotency-key.ts';
import { typedBeforeHydration } from '../../forms/typed-before-hydration.ts';
import { sendLeadRequest } from './send-lead-request.ts';

export interface SubmittedLead {
  leadId: string;
  eventId: AnalyticsEventId;
  values: Record<string, unknown>;
}

export interface AdvanceOutcome {
  /** The step broke the form's own rules: these fields' messages; nothing was sent. */
  invalid?: LeadFieldErrors;
  /** The server refused the request or was not reached: the alert shows why. */
  failed?: boolean;
  /** The failed request would have created the lead: its captcha is spent. */
  failedCreate?: boolean;
}

export interface LeadFormOptions {
  /** The form element's id: what was typed into its server HTML is kept when it hydrates. */
  formId: string;
  kind: LeadFormKind;
  rules: LeadRules;
  /** The visible fields of each step; one step for a single-step form. */
  steps: readonly (readonly LeadFieldName[])[];
  /** Hidden values (car, placeholder location) sent with every request. */
  hidden: Readonly<Record<string, unknown>>;
  /** The form's own event, fired when the server's answer names none (submittedLeadEventId). */
  eventId?: AnalyticsEventId;
  sourcePage?: string;
  /** A plain form post's answer (no JavaScript): the values and messages to show again. */
  initial?: LeadFormInitial | undefined;
  onSubmitted(lead: SubmittedLead): void;
}

export interface LeadFormInitial {
  values: Readonly<Record<string, unknown>>;
  fieldErrors: Readonly<Record<string, string>>;
  message?: string;
}

/**
 * A lead form's state: values, the multi-step machine (shared/forms/multi-step)
 * and the requests. The Idempotency-Key of a create is kept until the server
 * answers, so a retry after a network failure cannot make a second lead.
 */
export function useLeadForm(options: LeadFormOptions) {
  const { kind, rules, steps, hidden } = options;
  const { initial } = options;
  const [values, setValues] = useState<Record<string, unknown>>(() => ({
    ...LEAD_FORMS[kind].defaults,
    ...initial?.values,
    ...typedBeforeHydration(options.formId, steps.flat()),
  }));
  const [state, dispatch] = useReducer(multiStepReducer, steps.length, (count) => ({
    ...initialMultiStepState(count),
    ...(initial ? { fieldErrors: { ...initial.fieldErrors } } : {}),
    ...(initial?.message ? { error: initial.message } : {}),
  }));
  const [captcha, setCaptcha] = useState<string | undefined>();
  const key = useRef<string | undefined>(undefined);

  /** Fills empty fields of this form from the shopper's saved details; typed values win. */
  const prefill = (details: Readonly<Record<string, string | undefined>>) => {
    const fields = LEAD_FORMS[kind].fields;
    setValues((current) => {
      const next = { ...current };
      for (const [name, value] of Object.entries(details)) {
        const empty = next[name] === undefined || next[name] === '';
        if (value && empty && Object.hasOwn(fields, name)) next[name] = value;
      }
      return next;
    });
  };

  const setValue = (name: string, value: unknown) => {
    setValues((current) => ({ ...current, [name]: value }));
    if (state.fieldErrors[name]) dispatch({ type: 'clearError', field: name });
  };

  /** Continue or Submit; the outcome says where the shopper's attention goes. */
  async function advance(honeypot = ''): Promise<AdvanceOutcome> {
    if (state.status !== 'editing') return {};
    const last = isLastStep(state);
    const stepFields = steps[state.stepIndex] ?? [];
    const all = { ...values, ...hidden };
    const errors = stepFieldErrors(kind, rules, all, last ? 'all' : stepFields);
    const invalid = Object.keys(errors);
    if (invalid.length > 0) {
      dispatch({ type: 'validationFailed', fieldErrors: errors });
      return { invalid: errors };
    }
    if (!last && !shouldSaveStep(state)) {
      dispatch({ type: 'next' });
      return {};
    }

    key.current ??= newIdempotencyKey();
    const input = {
      form: kind,
      idempotencyKey: key.current,
      ...(rules.captcha && captcha ? { captcha } : {}),
      ...(options.sourcePage ? { sourcePage: options.sourcePage } : {}),
    };
    dispatch({ type: 'submitStarted' });
    const request = last
      ? buildFinalSubmitRequest(state, {
          ...input,
          fields: pickLeadValues(all, Object.keys(LEAD_FORMS[kind].fields)),
        })
      : buildStepSaveRequest(state, {
          ...input,
          fields: pickLeadValues(all, [...stepFields, ...Object.keys(hidden)]),
        });
    if (honeypot && request.method === 'POST') request.body.website = honeypot;
    const answer = await sendLeadRequest(request);
    if (answer.definitive && request.method === 'POST') key.current = undefined;
    if (!answer.ok) {
      dispatch({ type: 'saveFailed', message: answer.message, fieldErrors: answer.fieldErrors });
      return { failed: true, failedCreate: request.method === 'POST' && answer.definitive };
    }
    if (!last) {
      dispatch({
        type: 'stepSaved',
        leadId: answer.leadId,
        ...(answer.token ? { token: answer.token } : {}),
      });
      dispatch({ type: 'next' });
      return {};
    }
    dispatch({ type: 'completed', leadId: answer.leadId });
    options.onSubmitted({
      leadId: answer.leadId,
      eventId: submittedLeadEventId(answer.eventId, options.eventId),
      values: all,
    });
    return {};
  }

  return { values, setValue, prefill, state, dispatch, advance, captcha, setCaptcha };
}
