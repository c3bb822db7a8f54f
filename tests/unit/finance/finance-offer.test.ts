import { describe, expect, test } from 'vitest';
import { COMPARISON_RATE_WARNING, comparisonRateWarning } from '#shared/finance/disclosure.ts';
import { financeOfferText } from '#shared/finance/finance-offer.ts';
import type { FinanceConfig } from '#shared/tenant/tenant-config.ts';

const TAURUS: FinanceConfig = {
  provider: 'Taurus',
  term_years: 5,
  deposit_percent: 10,
  balloon_percent: 20,
  annual_rate_percent: 5.86,
  comparison_rate_percent: 8.38,
  disclaimer: 'Subject to credit approval.',
};

describe('financeOfferText: the /finance page offer, from the site settings alone', () => {
  test('both rates, the terms in the cards’ wording, the warning and the disclaimer', () => {
    expect(financeOfferText(TAURUS)).toEqual({
      provider: 'Taurus',
      annualRate: '5.86% p.a.',
      comparisonRate: '8.38% p.a.',
      terms: 'Rates based on a 5-year term, 10% deposit and 20% final payment.',
      warning: COMPARISON_RATE_WARNING,
      disclaimer: 'Subject to credit approval.',
      offerValidUntil: null,
    });
  });

  test.each([
    [{ balloon_percent: 0, deposit_percent: 0 }, '5-year term, 0% deposit and $0 final payment'],
    [{ deposit_percent: 12.5, term_years: 3 }, '3-year term, 12.5% deposit and 20% final payment'],
  ])('terms %j: %s', (change, terms) => {
    expect(financeOfferText({ ...TAURUS, ...change }).terms).toBe(`Rates based on a ${terms}.`);
  });

  test('the dealer’s own finance names no provider; an offer date and no disclaimer', () => {
    const text = financeOfferText({
      ...TAURUS,
      provider: 'Manual',
      disclaimer: '',
      offer_valid_until: '2026-12-31',
    });
    expect(text.provider).toBeNull();
    expect(text.disclaimer).toBeNull();
    expect(text.offerValidUntil).toBe('Offer valid until 31/12/2026.');
  });
});

describe('comparisonRateWarning: printed once', () => {
  test('the platform warning, unless the dealer disclaimer already carries one', () => {
    expect(comparisonRateWarning(null)).toBe(COMPARISON_RATE_WARNING);
    expect(comparisonRateWarning('Subject to credit approval.')).toBe(COMPARISON_RATE_WARNING);
    const own =
      'Based on a $30,000 loan. WARNING: This comparison rate is true only for the examples given and may not include all fees and charges.';
    expect(comparisonRateWarning(own)).toBeNull();
    expect(financeOfferText({ ...TAURUS, disclaimer: own }).warning).toBeNull();
  });
});
