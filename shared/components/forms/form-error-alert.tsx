import type { Ref } from 'react';

export interface FormErrorAlertProps {
  /** LEAD_MESSAGES.submitFailed, the server's message, or LEAD_MESSAGES.unexpected. */
  message?: string;
  id?: string;
  /** The page moves focus to the alert (tabIndex -1) when a message arrives. */
  focusable?: boolean;
  /**
   * Focused as the page loads: a plain post's answer (no JavaScript) shows its message here,
   * and the browser brings it into view.
   */
  autoFocus?: boolean;
  ref?: Ref<HTMLDivElement>;
}

/**
 * product rule 8.2: the red alert above a form or its current step. The region is always in the
 * page, empty until a submission fails, so screen readers announce the text as it arrives.
 */
export function FormErrorAlert({ message, id, focusable, autoFocus, ref }: FormErrorAlertProps) {
  return (
    <div
      ref={ref}
      id={id}
      className="form-error-alert"
      role="alert"
      tabIndex={focusable || autoFocus ? -1 : undefined}
      autoFocus={autoFocus}
    >
      {message ? <p className="form-error-alert__message">{message}</p> : null}
    </div>
  );
}
