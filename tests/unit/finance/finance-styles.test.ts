import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  FINANCE_CARD_PRESETS,
  financeCardStyle,
  financeStyleProblem,
  financeTermsOf,
} from '#shared/finance/finance-styles.ts';
import { financeEstimate } from '#shared/finance/repayment.ts';
import type { FinanceConfig, TenantConfig } from '#shared/tenant/tenant-config.ts';

function finance(overrides: Partial<FinanceConfig> = {}): FinanceConfig {
  return {
    provider: 'Manual',
    term_years: 5,
    deposit_percent: 10,
    balloon_percent: 20,
    annual_rate_percent: 5.86,
    comparison_rate_percent: 8.38,
    disclaimer: 'Estimate only.',
    ...overrides,
  };
}

describe('finance-card styles (product rule 9.3)', () => {
  it('presets: a 5 year term; 10% deposit with a 30% final payment; a $0 final payment', () => {
    expect(FINANCE_CARD_PRESETS).toEqual({
      standard: { termYears: 5 },
      'deposit-and-final-payment': { termYears: 5, depositPercent: 10, balloonPercent: 30 },
      'no-final-payment': { termYears: 5, balloonPercent: 0 },
    });
  });

  it.each([
    [10, 30, 'deposit-and-final-payment'],
    [0, 0, 'no-final-payment'],
    [10, 0, 'no-final-payment'],
    [10, 20, 'standard'],
    [20, 30, 'standard'],
  ] as const)('deposit %i%% and final payment %i%% make a %s card', (deposit, balloon, style) => {
    expect(financeCardStyle({ deposit_percent: deposit, balloon_percent: balloon })).toBe(style);
  });

  it('each style’s figure follows its parameters on a $40,000 car at 6.49%', () => {
    const at = (overrides: Partial<FinanceConfig>) =>
      financeEstimate(40_000, financeTermsOf(finance({ annual_rate_percent: 6.49, ...overrides })));
    // Hand-computed with the australian-rules formula: P 36,000, B 12,000, 260 weeks.
    expect(at({ deposit_percent: 10, balloon_percent: 30 })).toMatchObject({
      weekly: 123.13,
      deposit: 4_000,
      balloon: 12_000,
      weeks: 260,
    });
    expect(at({ deposit_percent: 0, balloon_percent: 0 })).toMatchObject({
      balloon: 0,
      weeks: 260,
    });
  });

  it('a provider with a fixed style must state its values, with the fix in the message', () => {
    expect(financeStyleProblem(finance({ provider: 'Angle', balloon_percent: 0 }))).toBeNull();
    expect(financeStyleProblem(finance({ provider: 'Angle', balloon_percent: 20 }))).toBe(
      'finance.provider Angle shows no-final-payment cards: set finance.balloon_percent to 0',
    );
    expect(financeStyleProblem(finance({ provider: 'Nissan Finance', balloon_percent: 20 }))).toBe(
      'finance.provider Nissan Finance shows deposit-and-final-payment cards: set finance.deposit_percent to 10 and balloon_percent to 30',
    );
    expect(financeStyleProblem(finance({ provider: 'Taurus' }))).toBeNull();
  });

  it('every demo tenant’s finance values are consistent with its provider', () => {
    const folder = path.resolve('tenants');
    const problems = fs
      .readdirSync(folder)
      .filter((file) => file.endsWith('.json') && file !== 'tenant.schema.json')
      .map((file) => JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8')) as TenantConfig)
      .map((tenant) => financeStyleProblem(tenant.finance))
      .filter(Boolean);
    expect(problems).toEqual([]);
  });
});

describe('financeTermsOf', () => {
  it('reads the site’s offer', () => {
    expect(financeTermsOf(finance())).toEqual({
      termYears: 5,
      deposit: { percent: 10 },
      balloonPercent: 20,
      annualRatePercent: 5.86,
      comparisonRatePercent: 8.38,
    });
  });

  it('a lender’s rates replace the site’s and the lender is named', () => {
    const lender = { name: 'Example Bank', annual_rate: 7.49, comparison_rate: 9.12 };
    expect(financeTermsOf(finance(), lender)).toMatchObject({
      annualRatePercent: 7.49,
      comparisonRatePercent: 9.12,
      lender: 'Example Bank',
      deposit: { percent: 10 },
    });
  });
});
