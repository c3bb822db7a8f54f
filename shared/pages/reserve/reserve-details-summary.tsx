interface ReserveDetailsSummaryProps {
  values: Readonly<Record<string, unknown>>;
  disabled: boolean;
  onChange(): void;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The saved details above the payment form, with a way back to correct them. */
export function ReserveDetailsSummary({ values, disabled, onChange }: ReserveDetailsSummaryProps) {
  return (
    <section className="reserve-details" aria-labelledby="reserve-details-title">
      <h3 id="reserve-details-title">Your details</h3>
      <dl className="reserve-details__list">
        <div className="reserve-details__wide">
          <dt>Name</dt>
          <dd>
            {text(values.name)} {text(values.last_name)}
          </dd>
        </div>
        <div className="reserve-details__wide">
          <dt>Email</dt>
          <dd>{text(values.email)}</dd>
        </div>
        <div>
          <dt>Phone</dt>
          <dd>{text(values.phone)}</dd>
        </div>
        <div>
          <dt>Postcode</dt>
          <dd>{text(values.postcode)}</dd>
        </div>
      </dl>
      <button type="button" className="button-quiet" disabled={disabled} onClick={onChange}>
        Change details
      </button>
    </section>
  );
}
