import { financeDisclosure } from '../../finance/disclosure.ts';
import { formatWeekly } from '../../format/money.ts';
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

/** What a disclosure block says, in order: the figures, then the lines that must go with them. */
export interface DisclosureLines {
  /** The weekly repayment, when the block shows one (`$122 weekly`). */
  weekly?: string;
  annualRate: string;
  comparisonRate: string;
  /** The assumptions behind the figures (term, deposit, final payment). */
  terms: string;
  warning: string | null;
  offerValidUntil: string | null;
  disclaimer: string | null;
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
  const lines = { ...text, weekly: formatWeekly(estimate.weekly), terms: text.assumptions };
  return <DisclosureBlock lines={lines} block={block} compact={compact} />;
}

/** The disclosure's markup, shared by repayments and the /finance page's offer (rates only). */
export function DisclosureBlock({
  lines,
  block = 'finance-disclosure',
  compact = false,
}: {
  lines: DisclosureLines;
  block?: string;
  compact?: boolean;
}) {
  return (
    <div className={block}>
      <dl className={`${block}-figures`}>
        {lines.weekly !== undefined ? (
          <div>
            <dt>Estimated repayment</dt>
            <dd>{lines.weekly}</dd>
          </div>
        ) : null}
        <div>
          <dt>Annual rate</dt>
          <dd>{lines.annualRate}</dd>
        </div>
        <div>
          <dt>Comparison rate</dt>
          <dd>{lines.comparisonRate}</dd>
        </div>
      </dl>
      <p className={`${block}-terms`}>{lines.terms}</p>
      {lines.warning ? <p className={`${block}-warning`}>{lines.warning}</p> : null}
      {lines.offerValidUntil ? <p className={`${block}-offer`}>{lines.offerValidUntil}</p> : null}
      {lines.disclaimer && compact ? (
        <details className={`${block}-disclaimer`}>
          <summary>Finance disclaimer</summary>
          <p>{lines.disclaimer}</p>
        </details>
      ) : null}
      {lines.disclaimer && !compact ? (
        <p className={`${block}-disclaimer`}>{lines.disclaimer}</p>
      ) : null}
    </div>
  );
}
