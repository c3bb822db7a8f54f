import { useEffect, useMemo, useRef, useState } from 'react';
import { sendLeadRequest } from '../../components/lead-form/send-lead-request.ts';
import { newIdempotencyKey } from '../../forms/idempotency-key.ts';
import {
  hiddenLeadValues,
  pickLeadValues,
  stepFieldErrors,
  visibleLeadFields,
} from '../../forms/lead-form-plan.ts';
import { typedBeforeHydration } from '../../forms/typed-before-hydration.ts';
import type { LeadFormInitial } from '../../components/lead-form/use-lead-form.ts';
import { useSavedUserDetails } from '../../forms/use-saved-user-details.ts';
import { LEAD_FORMS } from '../../leads/lead-forms.ts';
import { LEAD_MESSAGES } from '../../leads/lead-messages.ts';
import { leadRulesFor } from '../../leads/lead-rules.ts';
import type { LeadFieldErrors } from '../../leads/validate-lead.ts';
import type { LeadCredentials } from '../../reserve/payment-intent.ts';
import { carLeadPreset } from '../../leads/car-lead-preset.ts';
import type { ReserveCar } from '../../reserve/reserve-car.ts';
import {
  changedFields,
  createReserveLeadRequest,
  updateReserveLeadRequest,
} from '../../reserve/reserve-lead-requests.ts';
import type { SiteData } from '../../tenant/site-data.ts';

const FIELDS = Object.keys(LEAD_FORMS.reserve.fields);

export type SaveOutcome =
  | { ok: true; lead: LeadCredentials }
  | { ok: false; errors: LeadFieldErrors; message?: string; failedCreate: boolean };

interface ReserveLeadOptions {
  formId: string;
  site: Pick<SiteData, 'features' | 'locations'>;
  car: ReserveCar;
  sourcePage: string;
  /** A failed plain post's answer (no JavaScript): its values and messages. */
  initial?: LeadFormInitial | undefined;
}

/**
 * The reserve form's lead before paying: its values, checked with the shared lead rules,
 * saved as an Incomplete 'reserve' lead the payment names, later completed as a request.
 * The lead's id and token, and a create's Idempotency-Key until the server answers, are
 * kept, so a retry or a second click never makes a second lead.
 */
export function useReserveLead({ formId, site, car, sourcePage, initial }: ReserveLeadOptions) {
  const rules = useMemo(() => leadRulesFor(site), [site]);
  const preset = useMemo(() => carLeadPreset(car), [car]);
  const hidden = useMemo(() => hiddenLeadValues('reserve', rules, preset), [rules, preset]);
  const visible = useMemo(() => visibleLeadFields('reserve', rules, preset), [rules, preset]);
  const [values, setValues] = useState<Record<string, unknown>>(() => ({
    ...LEAD_FORMS.reserve.defaults,
    ...initial?.values,
    ...typedBeforeHydration(
      formId,
      visible.map((field) => field.name),
    ),
  }));
  const [fieldErrors, setFieldErrors] = useState<LeadFieldErrors>(initial?.fieldErrors ?? {});
  const [captcha, setCaptcha] = useState<string | undefined>();
  const lead = useRef<{ credentials: LeadCredentials; saved: Record<string, unknown> }>(undefined);
  const createKey = useRef<string | undefined>(undefined);
  const [hasLead, setHasLead] = useState(false);

  const saved = useSavedUserDetails();
  useEffect(() => {
    setValues((current) => {
      const next = { ...current };
      for (const [name, value] of Object.entries(saved)) {
        if (value && (next[name] === undefined || next[name] === '')) next[name] = value;
      }
      return next;
    });
  }, [saved]);

  const setValue = (name: string, value: unknown) => {
    setValues((current) => ({ ...current, [name]: value }));
    setFieldErrors(({ [name]: _cleared, ...rest }) => rest);
  };
  const formValues = () => pickLeadValues({ ...values, ...hidden }, FIELDS);

  /** Checks every field, then creates the Incomplete lead or saves what changed since. */
  async function saveDetails(honeypot = ''): Promise<SaveOutcome> {
    const errors = stepFieldErrors('reserve', rules, { ...values, ...hidden }, 'all');
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) return { ok: false, errors, failedCreate: false };
    const fields = formValues();
    const current = lead.current;
    if (current) {
      const changed = changedFields(current.saved, fields);
      if (Object.keys(changed).length === 0) return { ok: true, lead: current.credentials };
      const answer = await sendLeadRequest(
        updateReserveLeadRequest(current.credentials, changed, false),
      );
      if (!answer.ok) return failed(answer, false);
      current.saved = fields;
      return { ok: true, lead: current.credentials };
    }
    createKey.current ??= newIdempotencyKey();
    const request = createReserveLeadRequest({
      fields,
      idempotencyKey: createKey.current,
      completed: false,
      captcha: rules.captcha ? captcha : undefined,
      website: honeypot,
      sourcePage,
    });
    const answer = await sendLeadRequest(request);
    if (answer.definitive) createKey.current = undefined;
    if (!answer.ok) return failed(answer, answer.definitive);
    if (!answer.token) return failed({ message: LEAD_MESSAGES.unexpected, fieldErrors: {} }, true);
    lead.current = { credentials: { leadId: answer.leadId, token: answer.token }, saved: fields };
    setHasLead(true);
    return { ok: true, lead: lead.current.credentials };
  }

  /** The saved lead becomes a complete reservation request (the dealer takes the deposit). */
  async function completeAsRequest() {
    const current = lead.current;
    if (!current) return { ok: false as const, message: LEAD_MESSAGES.unexpected };
    const answer = await sendLeadRequest(
      updateReserveLeadRequest(current.credentials, formValues(), true),
    );
    return answer.ok
      ? { ok: true as const, leadId: answer.leadId, eventId: answer.eventId }
      : { ok: false as const, message: answer.message };
  }

  function failed(
    answer: { message: string; fieldErrors: LeadFieldErrors },
    failedCreate: boolean,
  ): SaveOutcome {
    setFieldErrors(answer.fieldErrors);
    return { ok: false, errors: answer.fieldErrors, message: answer.message, failedCreate };
  }

  return {
    rules,
    visible,
    hidden,
    values,
    setValue,
    fieldErrors,
    setCaptcha,
    hasLead,
    saveDetails,
    completeAsRequest,
  };
}
