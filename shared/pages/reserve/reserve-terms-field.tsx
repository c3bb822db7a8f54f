import { CheckboxField } from '../../components/forms/checkbox-field.tsx';
import { RESERVATION_TERMS_PATH } from '../../reserve/reserve-checkout.ts';

interface ReserveTermsFieldProps {
  formId: string;
  checked: boolean;
  error: string | undefined;
  onChange(checked: boolean): void;
}

/**
 * The reserve form's terms_conditions box, naming the reservation terms. They open in a new
 * tab so what the shopper typed here stays.
 */
export function ReserveTermsField({ formId, checked, error, onChange }: ReserveTermsFieldProps) {
  return (
    <CheckboxField
      formId={formId}
      name="terms_conditions"
      required
      checked={checked}
      onChange={onChange}
      {...(error ? { error } : {})}
      label={
        <>
          I agree to the{' '}
          <a href={RESERVATION_TERMS_PATH} target="_blank" rel="noopener">
            reservation terms<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </>
      }
    />
  );
}
