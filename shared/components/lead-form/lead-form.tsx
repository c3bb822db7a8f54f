import { Fragment, useEffect, useMemo, useRef, type FormEvent, type ReactNode } from 'react';
import type { AnalyticsEventId } from '../../analytics/analytics-events.ts';
import type { LeadFieldName } from '../../leads/lead-fields.ts';
import type { LeadFormKind } from '../../leads/lead-forms.ts';
import { leadRulesFor } from '../../leads/lead-rules.ts';
import type { LeadFormPost } from '../../forms/use-lead-form-post.ts';
import {
  hiddenLeadValues,
  presetUnofferedSelects,
  visibleLeadFields,
  type PresetValues,
} from '../../forms/lead-form-plan.ts';
import {
  isPrimaryDisabled,
  primaryButtonLabel,
  progressPercent,
  showBackButton,
  stepLabel,
} from '../../forms/multi-step/multi-step-view.ts';
import type { StepSkip } from '../../forms/multi-step/multi-step-state.ts';
import type { SiteData } from '../../tenant/site-data.ts';
import { CaptchaField, type CaptchaHandle } from '../forms/captcha/captcha-field.tsx';
import { focusFirstInvalid } from '../forms/focus-first-invalid.ts';
import { FormErrorAlert } from '../forms/form-error-alert.tsx';
import { useAlertReveal } from '../forms/use-alert-reveal.ts';
import { HiddenField } from '../forms/hidden-field.tsx';
import type { SelectOption } from '../forms/select-field.tsx';
import { useSavedUserDetails } from '../../forms/use-saved-user-details.ts';
import { LeadField, type LeadFieldProps } from './lead-field.tsx';
import { HoneypotField, HONEYPOT_FIELD } from './honeypot-field.tsx';
import { useLeadForm, type SubmittedLead } from './use-lead-form.ts';

export interface LeadFormProps {
  /** Prefix of every field id; unique on the page. */
  id: string;
  kind: LeadFormKind;
  site: Pick<SiteData, 'features' | 'locations' | 'dealership'>;
  /** A multi-step form's visible fields per step; absent: one step of every visible field. */
  steps?: readonly (readonly LeadFieldName[])[];
  /** Optional steps: on step `from`, a 'Skip this step' button goes straight to step `to`. */
  skips?: readonly StepSkip[];
  /** Values the page fills in (car, stock number, its location). */
  preset?: PresetValues;
  /** Choices of the select fields. */
  options?: Partial<Record<LeadFieldName, readonly SelectOption[]>>;
  submitLabel?: string;
  eventId?: AnalyticsEventId;
  sourcePage?: string;
  /**
   * Draws a visible field its own way (booking slots for dateTime), given the form's
   * current values; nullish: the default field.
   */
  renderField?: (field: LeadFieldProps, values: Readonly<Record<string, unknown>>) => ReactNode;
  /**
   * For a plain form post without JavaScript (single-step forms): the key the
   * page rendered, so a resubmitted page replays; and the post's answer.
   */
  post?: LeadFormPost;
  onSubmitted(lead: SubmittedLead): void;
}

/**
 * A lead form of docs/leads.md: the site's visible fields (product rule 5.1), one or several
 * steps (product rule 4.7), the captcha where the site shows one, and the lead API.
 * noValidate: the product rules' own messages replace the browser's. After a failed submit
 * focus goes to the first field the form's rules refused, or to the alert when the
 * server refused or was not reached (decision 0010).
 */
export function LeadForm(props: LeadFormProps) {
  const { id, kind, site } = props;
  const rules = useMemo(() => leadRulesFor(site), [site]);
  // Whether the page offers choices, not the lists themselves: pages may rebuild those.
  const offersLocation = Boolean(props.options?.location?.length);
  const offersDealership = Boolean(props.options?.dealership_slug?.length);
  const preset = useMemo(
    () =>
      presetUnofferedSelects(
        kind,
        rules,
        props.preset ?? {},
        { location: offersLocation, dealership_slug: offersDealership },
        site.dealership.slug,
      ),
    [kind, rules, props.preset, offersLocation, offersDealership, site.dealership.slug],
  );
  const visible = useMemo(() => visibleLeadFields(kind, rules, preset), [kind, rules, preset]);
  const hidden = useMemo(() => hiddenLeadValues(kind, rules, preset), [kind, rules, preset]);
  const steps = props.steps ?? [visible.map((field) => field.name)];
  const form = useLeadForm({
    formId: id,
    kind,
    rules,
    steps,
    hidden,
    ...(props.eventId ? { eventId: props.eventId } : {}),
    ...(props.sourcePage ? { sourcePage: props.sourcePage } : {}),
    initial: props.post?.initial,
    onSubmitted: props.onSubmitted,
  });
  const { state, values, prefill } = form;
  const saved = useSavedUserDetails();
  useEffect(() => prefill(saved), [saved]); // eslint-disable-line react-hooks/exhaustive-deps
  const formElement = useRef<HTMLFormElement>(null);
  const captcha = useRef<CaptchaHandle>(null);
  const alert = useAlertReveal();
  const multiStep = steps.length > 1;
  const current = new Set(steps[state.stepIndex] ?? []);
  const showCaptcha = rules.captcha && !state.leadId;
  const skip = multiStep ? props.skips?.find(({ from }) => from === state.stepIndex) : undefined;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trap = formElement.current?.elements.namedItem(HONEYPOT_FIELD);
    const outcome = await form.advance(trap instanceof HTMLInputElement ? trap.value : '');
    if (outcome.invalid && formElement.current)
      focusFirstInvalid(formElement.current, outcome.invalid);
    if (outcome.failed) alert.reveal();
    if (outcome.failedCreate) captcha.current?.reset();
  }

  return (
    <form
      ref={formElement}
      id={id}
      className="lead-form"
      method="post"
      action={props.post?.action}
      noValidate
      onSubmit={submit}
    >
      {multiStep ? (
        <div className="lead-form__progress">
          <p id={`${id}-step`}>{stepLabel(state)}</p>
          <progress max={100} value={progressPercent(state)} aria-labelledby={`${id}-step`} />
        </div>
      ) : null}
      <FormErrorAlert
        ref={alert.ref}
        id={`${id}-alert`}
        focusable
        autoFocus={Boolean(props.post?.initial?.message)}
        {...(state.error ? { message: state.error } : {})}
      />
      {props.post ? (
        <>
          <input type="hidden" name="form" value={kind} />
          <input type="hidden" name="idempotency_key" value={props.post.idempotencyKey} />
        </>
      ) : null}
      <HoneypotField />
      {Object.entries(hidden).map(([name, value]) => (
        <HiddenField key={name} name={name as LeadFieldName} value={String(value)} />
      ))}
      {visible
        .filter((field) => current.has(field.name))
        .map((field) => {
          const fieldProps: LeadFieldProps = {
            formId: id,
            name: field.name,
            required: field.required,
            value: values[field.name],
            error: state.fieldErrors[field.name],
            ...(props.options?.[field.name] ? { options: props.options[field.name] } : {}),
            onChange: form.setValue,
          };
          const custom = props.renderField?.(fieldProps, values);
          return <Fragment key={field.name}>{custom ?? <LeadField {...fieldProps} />}</Fragment>;
        })}
      {showCaptcha ? (
        <noscript>
          <p className="lead-form__noscript">
            Our robot check needs JavaScript: please turn it on to send this form, or call us.
          </p>
        </noscript>
      ) : null}
      {showCaptcha ? (
        <CaptchaField
          form={kind}
          ref={captcha}
          formId={id}
          onChange={form.setCaptcha}
          {...(state.fieldErrors.captcha ? { error: state.fieldErrors.captcha } : {})}
        />
      ) : null}
      <div className="lead-form__actions">
        {multiStep && showBackButton(state) ? (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => form.dispatch({ type: 'previous' })}
            disabled={state.status !== 'editing'}
          >
            Go Back
          </button>
        ) : null}
        {skip ? (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => form.dispatch({ type: 'skipTo', step: skip.to })}
            disabled={state.status !== 'editing'}
          >
            Skip this step
          </button>
        ) : null}
        <button
          type="submit"
          className="button button--primary"
          disabled={isPrimaryDisabled(state)}
        >
          {primaryButtonLabel(state, props.submitLabel ? { lastStepLabel: props.submitLabel } : {})}
        </button>
      </div>
    </form>
  );
}
