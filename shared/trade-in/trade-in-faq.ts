import { TRADE_IN_MAX_AGE_YEARS } from '../inventory/trade-in.ts';

export interface FaqEntry {
  question: string;
  answer: string;
}

/** product rule 9.11: the trade-in FAQ facts, shown on every trade-in valuation page. */
export const TRADE_IN_FAQ: readonly FaqEntry[] = [
  {
    question: 'Can I get an online estimate for any vehicle?',
    answer:
      `No. We can't give an online estimate for vehicles over ${TRADE_IN_MAX_AGE_YEARS} years ` +
      'old or over 100,000 km; our team will value those in person.',
  },
  {
    question: 'Is the estimate final?',
    answer: 'No. Any estimate is indicative only and subject to an inspection of your vehicle.',
  },
  {
    question: 'What helps my valuation?',
    answer: '2 sets of keys and an up-to-date service history are taken into account.',
  },
  {
    question: 'My vehicle is under finance. Can I still trade it in?',
    answer: "Yes. We'll need a payout letter from your finance company.",
  },
];
