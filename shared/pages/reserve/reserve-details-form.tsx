import type { FormEvent, Ref } from 'react';
import { CaptchaField, type CaptchaHandle } from '../../components/forms/captcha/captcha-field.tsx';
import { FormErrorAlert } from '../../components/forms/form-error-alert.tsx';
import { HiddenField } from '../../components/forms/hidden-field.tsx';
import { HoneypotField, HONEYPOT_FIELD } from '../../components/lead-form/honeypot-field.tsx';
import { LeadField } from '../../components/lead-form/lead-field.tsx';
import type { LeadFieldName } from '../../leads/lead-fields.ts';
import type { useReserveLead } from './use-reserve-lead.ts';
import { ReserveTermsField } from './reserve-terms-field.tsx';

interface ReserveDetailsFormProps {
  id: string;
  lead: ReturnType<typeof useReserveLead>;
  /** The page's key for a plain post (no JavaScript: a reservation request). */
  idempotencyKey: string;
  alert: string | undefined;
  busy: boolean;
  submitLabel: string;
  captchaRef: Ref<CaptchaHandle>;
  /** The honeypot's content, and the form (to focus the first invalid field in). */
  onSubmit(honeypot: string, form: HTMLFormElement): void;
}

/**
 * The reserve form's details (name, last name, email, phone, postcode, terms) with the
 * shared lead fields and messages, the captcha until the lead exists, and the honeypot.
 */
export function ReserveDetailsForm(props: ReserveDetailsFormProps) {
  const { id, lead, busy } = props;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trap = event.currentTarget.elements.namedItem(HONEYPOT_FIELD);
    props.onSubmit(trap instanceof HTMLInputElement ? trap.value : '', event.currentTarget);
  };
  return (
    <form id={id} className="lead-form" method="post" noValidate onSubmit={submit}>
      <FormErrorAlert
        id={`${id}-alert`}
        focusable
        {...(props.alert ? { message: props.alert } : {})}
      />
      <input type="hidden" name="form" value="reserve" />
      <input type="hidden" name="idempotency_key" value={props.idempotencyKey} />
      <HoneypotField />
      {Object.entries(lead.hidden).map(([name, value]) => (
        <HiddenField key={name} name={name as LeadFieldName} value={String(value)} />
      ))}
      {lead.visible.map(({ name, required }) =>
        name === 'terms_conditions' ? (
          <ReserveTermsField
            key={name}
            formId={id}
            checked={lead.values[name] === true}
            error={lead.fieldErrors[name]}
            onChange={(checked) => lead.setValue(name, checked)}
          />
        ) : (
          <LeadField
            key={name}
            formId={id}
            name={name}
            required={required}
            value={lead.values[name]}
            error={lead.fieldErrors[name]}
            onChange={lead.setValue}
          />
        ),
      )}
      {lead.rules.captcha && !lead.hasLead ? (
        <>
          <noscript>
            <p className="lead-form__noscript">
              Our robot check needs JavaScript: please turn it on to reserve online, or call us.
            </p>
          </noscript>
          <CaptchaField
            form="reserve"
            ref={props.captchaRef}
            formId={id}
            onChange={lead.setCaptcha}
            {...(lead.fieldErrors.captcha ? { error: lead.fieldErrors.captcha } : {})}
          />
        </>
      ) : null}
      <div className="lead-form__actions reserve-checkout__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? 'Loading' : props.submitLabel}
        </button>
      </div>
    </form>
  );
}
