import { expect, test } from 'vitest';
import { TRADE_IN_FAQ } from '#shared/trade-in/trade-in-faq.ts';

test('the FAQ states every product rule 9.11 trade-in fact', () => {
  const text = TRADE_IN_FAQ.map((entry) => `${entry.question} ${entry.answer}`).join(' ');
  expect(text).toContain('over 7 years old or over 100,000 km');
  expect(text).toMatch(/indicative only and subject to an inspection/);
  expect(text).toContain('2 sets of keys');
  expect(text).toContain('up-to-date service history');
  expect(text).toMatch(/under finance[\s\S]*payout letter/);
});
