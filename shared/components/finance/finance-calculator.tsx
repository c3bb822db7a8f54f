import { useId, useState, type ChangeEvent } from 'react';
import {
  BALLOON_PERCENT,
  TERM_YEARS,
  calculateFinance,
  initialCalculatorInputs,
  type CalculatorField,
  type CalculatorInputs,
} from '../../finance/calculator-inputs.ts';
import { formatRate } from '../../finance/disclosure.ts';
import { formatDollars, formatWeekly } from '../../format/money.ts';
import { financeTermsOf } from '../../finance/finance-styles.ts';
import type { FinanceLender } from '../../inventory/car.ts';
import type { FinanceConfig } from '../../tenant/tenant-config.ts';
import { FinanceDisclosure } from './finance-disclosure.tsx';

export interface FinanceCalculatorProps {
  /** The car's price; 0 or less is price on application. */
  price: number;
  /** The site's finance settings: `useSite().finance`. */
  finance: FinanceConfig;
  /** The car's lenders; when present the shopper may pick one and its rates apply. */
  lenders?: readonly FinanceLender[];
  headingLevel?: 2 | 3;
}

export const POA_FINANCE_MESSAGE =
  'This vehicle is price on application, so there is no repayment estimate. Ask the dealer for a finance quote.';

/**
 * docs/architecture.md detail-page calculator: deposit, term and final payment recompute the weekly
 * estimate in the browser with the same function as the cards; the server renders the site's
 * offer as the first figure.
 */
export function FinanceCalculator({ price, headingLevel = 2, ...props }: FinanceCalculatorProps) {
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="finance-calculator" aria-labelledby={headingId}>
      <Heading className="finance-calculator__title" id={headingId}>
        Finance calculator
      </Heading>
      {price > 0 ? (
        // Keyed so a client navigation to another car starts again from that car's offer.
        <CalculatorForm
          key={[price, ...(props.lenders ?? []).map((lender) => lender.name)].join('|')}
          price={price}
          {...props}
        />
      ) : (
        <p className="finance-calculator__unavailable">{POA_FINANCE_MESSAGE}</p>
      )}
    </section>
  );
}

const DEALER_OFFER = '';

function lenderLabel(name: string, annualRate: number, comparisonRate: number): string {
  return `${name}: ${formatRate(annualRate)}, comparison rate ${formatRate(comparisonRate)}`;
}

function CalculatorForm({
  price,
  finance,
  lenders = [],
}: Omit<FinanceCalculatorProps, 'headingLevel'>) {
  const id = useId();
  const [lender, setLender] = useState(DEALER_OFFER);
  const [inputs, setInputs] = useState<CalculatorInputs>(() =>
    initialCalculatorInputs(price, financeTermsOf(finance)),
  );
  const chosen = lender === DEALER_OFFER ? undefined : lenders[Number(lender)];
  const { estimate, errors } = calculateFinance(price, inputs, financeTermsOf(finance, chosen));

  const change = (field: CalculatorField) => (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value;
    setInputs((current) => ({ ...current, [field]: value }));
  };
  const fieldProps = (field: CalculatorField) => ({
    id: `${id}-${field}`,
    name: field,
    type: 'number' as const,
    value: inputs[field],
    onChange: change(field),
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': `${id}-${field}-hint` + (errors[field] ? ` ${id}-${field}-error` : ''),
  });
  const hintAndError = (field: CalculatorField, hint: string) => (
    <>
      <p className="finance-calculator__hint" id={`${id}-${field}-hint`}>
        {hint}
      </p>
      {errors[field] ? (
        <p className="finance-calculator__error" id={`${id}-${field}-error`}>
          {errors[field]}
        </p>
      ) : null}
    </>
  );

  return (
    <>
      <div className="finance-calculator__fields">
        {lenders.length > 0 ? (
          <div className="finance-calculator__field">
            <label htmlFor={`${id}-lender`}>Lender</label>
            <select
              id={`${id}-lender`}
              value={lender}
              onChange={(event) => setLender(event.currentTarget.value)}
            >
              <option value={DEALER_OFFER}>
                {lenderLabel(
                  finance.provider === 'Manual'
                    ? 'Dealer offer'
                    : `${finance.provider} (dealer offer)`,
                  finance.annual_rate_percent,
                  finance.comparison_rate_percent,
                )}
              </option>
              {lenders.map((option, index) => (
                <option key={index} value={String(index)}>
                  {lenderLabel(option.name, option.annual_rate, option.comparison_rate)}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div className="finance-calculator__field">
          <label htmlFor={`${id}-deposit`}>Deposit ($)</label>
          <input {...fieldProps('deposit')} inputMode="numeric" min={0} max={price} step={100} />
          {hintAndError(
            'deposit',
            `${formatDollars(0)} up to less than the price of ${formatDollars(price)}`,
          )}
        </div>
        <div className="finance-calculator__field">
          <label htmlFor={`${id}-termYears`}>Term (years)</label>
          <input
            {...fieldProps('termYears')}
            inputMode="numeric"
            min={TERM_YEARS.min}
            max={TERM_YEARS.max}
            step={1}
          />
          {hintAndError('termYears', `${TERM_YEARS.min} to ${TERM_YEARS.max} years`)}
        </div>
        <div className="finance-calculator__field">
          <label htmlFor={`${id}-balloonPercent`}>Final payment (% of price)</label>
          <input
            {...fieldProps('balloonPercent')}
            inputMode="decimal"
            min={BALLOON_PERCENT.min}
            max={BALLOON_PERCENT.max}
            step={1}
          />
          {hintAndError(
            'balloonPercent',
            `${BALLOON_PERCENT.min}% to ${BALLOON_PERCENT.max}%, paid at the end of the term`,
          )}
        </div>
      </div>
      <p className="visually-hidden" aria-live="polite">
        {estimate
          ? `Estimated repayment ${formatWeekly(estimate.weekly)} at ${formatRate(estimate.annualRatePercent)}, comparison rate ${formatRate(estimate.comparisonRatePercent)}`
          : 'No estimate until the highlighted fields are corrected.'}
      </p>
      {estimate ? (
        <div className="finance-calculator__result">
          <FinanceDisclosure estimate={estimate} finance={finance} />
          <dl className="finance-calculator__amounts">
            <div>
              <dt>Amount borrowed</dt>
              <dd>{formatDollars(estimate.principal)}</dd>
            </div>
            <div>
              <dt>Final payment</dt>
              <dd>{formatDollars(estimate.balloon)}</dd>
            </div>
            <div>
              <dt>Number of repayments</dt>
              <dd>{estimate.weeks} weekly</dd>
            </div>
          </dl>
        </div>
      ) : (
        <p className="finance-calculator__invalid">
          Correct the highlighted fields to see a weekly estimate.
        </p>
      )}
    </>
  );
}
