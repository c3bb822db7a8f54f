import { financeDisclosure, formatRepayment } from '../../finance/disclosure.ts';
import type { FinanceEstimate } from '../../finance/repayment.ts';
import type { FinanceConfig } from '../../tenant/tenant-config.ts';

export interface FinanceDisclosureProps {
  estimate: FinanceEstimate;
  /** The site's finance settings: its disclaimer and offer date accompany its own offer. */
  finance: Pick<FinanceConfig, 'disclaimer' | 'offer_valid_until'>;
  /** Class of the root; parts are `${block}-figures`, `-terms`, `-warning`, `-offer`, `-disclaimer`. */
  block?: string;
  /** Cards: the dealer's disclaimer folds into a details element instead of a paragraph. */
  compact?: boolean;
}

/**
 * The only way a repayment is displayed (australian-rules, National Credit Code): the weekly
 * figure, the annual rate and the comparison rate as three items of one list in one style, so
 * neither rate is less prominent than the figure; then the assumptions, the comparison-rate
 * warning, the offer date and the dealer's disclaimer.
 */
export function FinanceDisclosure({
  estimate,
  finance,
  block = 'finance-disclosure',
  compact = false,
}: FinanceDisclosureProps) {
  const text = financeDisclosure(estimate, finance);
  return (
    <div className={block}>
      <dl className={`${block}-figures`}>
        <div>
          <dt>Weekly estimate</dt>
          <dd>{formatRepayment(estimate.weekly)}</dd>
        </div>
        <div>
          <dt>Annual rate</dt>
          <dd>{text.annualRate}</dd>
        </div>
        <div>
          <dt>Comparison rate</dt>
          <dd>{text.comparisonRate}</dd>
        </div>
      </dl>
      <p className={`${block}-terms`}>{text.assumptions}</p>
      {text.warning ? <p className={`${block}-warning`}>{text.warning}</p> : null}
      {text.offerValidUntil ? <p className={`${block}-offer`}>{text.offerValidUntil}</p> : null}
      {text.disclaimer && compact ? (
        <details className={`${block}-disclaimer`}>
          <summary>Finance disclaimer</summary>
          <p>{text.disclaimer}</p>
        </details>
      ) : null}
      {text.disclaimer && !compact ? (
        <p className={`${block}-disclaimer`}>{text.disclaimer}</p>
      ) : null}
    </div>
  );
}
