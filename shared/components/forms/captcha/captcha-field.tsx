import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import { fieldErrorId, useFieldId } from '../field-ids.ts';
import { FieldLabel } from '../field-label.tsx';
import { FieldError, fieldClassName } from '../field-messages.tsx';
import type { LeadFormKind } from '../../../leads/lead-forms.ts';
import { CAPTCHA_TEXT, captchaPayload, captchaStatusText } from './captcha-state.ts';
import { captchaChallengeUrl } from './challenge-url.ts';
import { useCaptcha } from './use-captcha.ts';

export interface CaptchaHandle {
  /** After a failed submission: the payload was spent (or refused), so solve a new challenge. */
  reset(): void;
}

export interface CaptchaFieldProps {
  /** The lead form it guards: a challenge is accepted only with that form, on this site. */
  form: LeadFormKind;
  formId?: string;
  /** The payload for the lead API's `captcha` once verified; undefined until then or again. */
  onChange?: (payload: string | undefined) => void;
  /** The API's message for `captcha` (CAPTCHA_MESSAGES), shown under the box. */
  error?: string;
  /** 'focus' (the default) starts when the shopper first enters the form; 'click' waits for the box. */
  verifyOn?: 'focus' | 'click';
  disabled?: boolean;
  ref?: Ref<CaptchaHandle>;
}

/**
 * The self-hosted proof-of-work check (ALTCHA protocol) as a box the shopper ticks. The box
 * is ticked by the page once the work is done, never by the click itself; the status line is
 * a live region. Server and first client render are the same idle box.
 */
export function CaptchaField({
  form,
  formId,
  onChange,
  error,
  verifyOn = 'focus',
  disabled,
  ref,
}: CaptchaFieldProps) {
  const id = useFieldId(formId, 'captcha');
  const statusId = `${id}-status`;
  const box = useRef<HTMLInputElement>(null);
  const { state, start, reset } = useCaptcha(captchaChallengeUrl(form));
  const payload = captchaPayload(state);

  useImperativeHandle(ref, () => ({ reset }), [reset]);

  const latestOnChange = useRef(onChange);
  useEffect(() => {
    latestOnChange.current = onChange;
  });
  const reported = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (reported.current === payload) return;
    reported.current = payload;
    latestOnChange.current?.(payload);
  }, [payload]);

  useEffect(() => {
    const form = box.current?.form;
    if (verifyOn !== 'focus' || !form || disabled) return;
    form.addEventListener('focusin', start, { once: true });
    return () => form.removeEventListener('focusin', start);
  }, [verifyOn, start, disabled]);

  return (
    <div className={fieldClassName('captcha', error)}>
      <div className="form-field__choice">
        <input
          ref={box}
          id={id}
          type="checkbox"
          className="form-field__checkbox"
          checked={state.status === 'verified'}
          onChange={start}
          disabled={disabled}
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${statusId} ${fieldErrorId(id)}` : statusId}
        />
        <FieldLabel htmlFor={id} required>
          {CAPTCHA_TEXT.label}
        </FieldLabel>
      </div>
      <p id={statusId} className="form-field__hint form-field__captcha-status" role="status">
        {captchaStatusText(state)}
      </p>
      <FieldError fieldId={id} error={error} />
      <input type="hidden" name="captcha" value={payload ?? ''} />
    </div>
  );
}
