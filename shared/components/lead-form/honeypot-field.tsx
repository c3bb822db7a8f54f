/** The lead API's honeypot field (server/leads/intake/: stored as spam, never delivered). */
export const HONEYPOT_FIELD = 'website';

/**
 * A field people never see or reach (off-screen, out of the tab order, hidden
 * from assistive technology); form-filling bots fill it in.
 */
export function HoneypotField() {
  return (
    <div className="lead-form__trap" aria-hidden="true">
      <label>
        Leave this field empty
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
