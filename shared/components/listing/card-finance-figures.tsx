import { formatPrice } from '../../format/vehicle-format.ts';
import { COMPARISON_RATE_WARNING, type CardFinance } from '../../listing/card-finance.ts';

const PERCENT = new Intl.NumberFormat('en-AU', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

function percent(value: number): string {
  return `${PERCENT.format(value)}% p.a.`;
}

/**
 * National Credit Code (australian-rules): the repayment with its annual rate and the
 * comparison rate, all three in the same style so the comparison rate is no less
 * prominent, then the assumptions and the comparison-rate warning.
 */
export function CardFinanceFigures({ finance }: { finance: CardFinance }) {
  return (
    <div className="vehicle-card__finance">
      <dl className="vehicle-card__finance-figures">
        <div>
          <dt>Weekly estimate</dt>
          <dd>{formatPrice(finance.weekly)}</dd>
        </div>
        <div>
          <dt>Annual rate</dt>
          <dd>{percent(finance.annualRatePercent)}</dd>
        </div>
        <div>
          <dt>Comparison rate</dt>
          <dd>{percent(finance.comparisonRatePercent)}</dd>
        </div>
      </dl>
      <p className="vehicle-card__finance-terms">
        Estimate based on a {finance.termYears}-year term, {finance.depositPercent}% deposit and{' '}
        {finance.balloonPercent}% final payment.
      </p>
      <p className="vehicle-card__finance-warning">{COMPARISON_RATE_WARNING}</p>
    </div>
  );
}
