import type { CardFinance } from '../../listing/card-finance.ts';
import { FinanceDisclosure } from '../finance/finance-disclosure.tsx';

/** The card's weekly figure with its full disclosure, in the card's own classes. */
export function CardFinanceFigures({ finance }: { finance: CardFinance }) {
  return (
    <FinanceDisclosure
      estimate={finance.estimate}
      finance={finance.finance}
      block="car-card__finance"
      compact
    />
  );
}
