export interface FormErrorAlertProps {
  /** LEAD_MESSAGES.submitFailed, the server's message, or LEAD_MESSAGES.unexpected. */
  message?: string;
  id?: string;
}

/**
 * spec 8: the red alert above a form or its current step. The region is always in the
 * page, empty until a submission fails, so screen readers announce the text as it arrives.
 */
export function FormErrorAlert({ message, id }: FormErrorAlertProps) {
  return (
    <div id={id} className="form-error-alert" role="alert">
      {message ? <p className="form-error-alert__message">{message}</p> : null}
    </div>
  );
}
