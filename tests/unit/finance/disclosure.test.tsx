import { renderToString } from 'react-dom/server';
import { parse, type HTMLElement } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { FinanceCalculator } from '#shared/components/finance/finance-calculator.tsx';
import { FinanceDisclosure } from '#shared/components/finance/finance-disclosure.tsx';
import { CardFinanceFigures } from '#shared/components/listing/card-finance-figures.tsx';
import { assumptionsText, financeDisclosure } from '#shared/finance/disclosure.ts';
import { financeTermsOf } from '#shared/finance/finance-styles.ts';
import { financeEstimate } from '#shared/finance/repayment.ts';
import { cardFinance } from '#shared/listing/card-finance.ts';
import { demoSite } from '../../support/demo-site.ts';

const SLUGS = [
  'harbour-city-motors',
  'coastal-used-cars',
  'southern-cross-trucks',
  'bayside-mazda',
  'high-country-rv-moto',
];

/** Each rendered weekly figure with the text of the block it sits in. */
function figures(root: HTMLElement): { weekly: string; rates: string[]; text: string }[] {
  return root.querySelectorAll('dt').flatMap((dt) => {
    if (dt.text !== 'Estimated repayment') return [];
    const list = dt.parentNode!.parentNode!;
    return [
      {
        weekly: dt.nextElementSibling!.text,
        rates: list.querySelectorAll('dt').map((item) => item.text),
        text: list.parentNode!.textContent,
      },
    ];
  });
}

function expectDisclosed(html: string, annualRate: string, comparisonRate: string) {
  const shown = figures(parse(html));
  expect(shown.length).toBeGreaterThan(0);
  for (const figure of shown) {
    // The rates are siblings of the figure in the same list: same element, same style.
    expect(figure.rates).toEqual(['Estimated repayment', 'Annual rate', 'Comparison rate']);
    expect(figure.weekly).toMatch(/^\$[\d,]+ weekly$/);
    expect(figure.text).toContain(annualRate);
    expect(figure.text).toContain(comparisonRate);
    // Once: the platform's words, or the dealer's disclaimer's own.
    expect(
      figure.text.match(/comparison rate is true only for the examples? given/gi),
    ).toHaveLength(1);
    expect(figure.text).toMatch(
      /Estimate based on a \d-year term, .+ deposit and .+ final payment/,
    );
  }
}

describe('the comparison-rate disclosure goes with every repayment', () => {
  it.each(SLUGS)('%s: the listing card', (slug) => {
    const site = demoSite(slug, (config) => {
      config.features.show_weekly_finance_on_cards = true;
    });
    const finance = cardFinance(32_990, site)!;
    const html = renderToString(<CardFinanceFigures finance={finance} />);
    expectDisclosed(
      html,
      `${site.finance.annual_rate_percent.toFixed(2)}% p.a.`,
      `${site.finance.comparison_rate_percent.toFixed(2)}% p.a.`,
    );
    // The dealer's disclaimer is on every card, folded away.
    expect(parse(html).querySelector('details summary')?.text).toBe('Finance disclaimer');
    expect(html).toContain(site.finance.disclaimer.slice(0, 60));
  });

  it.each(SLUGS)('%s: the calculator', (slug) => {
    const site = demoSite(slug);
    const html = renderToString(<FinanceCalculator price={32_990} finance={site.finance} />);
    expectDisclosed(
      html,
      `${site.finance.annual_rate_percent.toFixed(2)}% p.a.`,
      `${site.finance.comparison_rate_percent.toFixed(2)}% p.a.`,
    );
    expect(html).toContain(site.finance.disclaimer.slice(0, 60));
  });

  it('no figure, and so nothing to disclose, for price on application', () => {
    const site = demoSite('harbour-city-motors');
    expect(cardFinance(0, site)).toBeNull();
    const html = renderToString(<FinanceCalculator price={0} finance={site.finance} />);
    expect(figures(parse(html))).toEqual([]);
    expect(parse(html).textContent).toContain('price on application, so there is no repayment');
  });
});

describe('disclosure text', () => {
  const harbour = demoSite('harbour-city-motors').finance;
  const estimateOf = (price: number, config = harbour) =>
    financeEstimate(price, financeTermsOf(config))!;

  it('states term, deposit, final payment and rate for each style', () => {
    expect(assumptionsText(estimateOf(40_000))).toBe(
      'Estimate based on a 5-year term, 10% deposit and 20% final payment, at 5.86% p.a.',
    );
    const bayside = demoSite('bayside-mazda').finance;
    expect(assumptionsText(estimateOf(40_000, bayside))).toBe(
      'Estimate based on a 5-year term, 10% deposit and 30% final payment, at 6.49% p.a.',
    );
    const coastal = demoSite('coastal-used-cars').finance;
    expect(assumptionsText(estimateOf(40_000, coastal))).toBe(
      'Estimate based on a 5-year term, 0% deposit and $0 final payment, at 9.95% p.a.',
    );
    const dollars = financeEstimate(40_000, {
      ...financeTermsOf(harbour),
      deposit: { amount: 5_000 },
      termYears: 3,
    })!;
    expect(assumptionsText(dollars)).toBe(
      'Estimate based on a 3-year term, $5,000 deposit and 20% final payment, at 5.86% p.a.',
    );
  });

  it('the dealer’s offer date reads day/month/year; a lender’s rates drop the dealer’s terms', () => {
    const offer = { ...harbour, offer_valid_until: '2024-09-30' };
    expect(financeDisclosure(estimateOf(40_000), offer)).toMatchObject({
      annualRate: '5.86% p.a.',
      comparisonRate: '8.38% p.a.',
      offerValidUntil: 'Offer valid until 30/09/2024.',
      disclaimer: harbour.disclaimer,
    });
    const lender = { name: 'Example Bank', annual_rate: 7.5, comparison_rate: 9.25 };
    const lenderEstimate = financeEstimate(40_000, financeTermsOf(harbour, lender))!;
    const text = financeDisclosure(lenderEstimate, offer);
    expect(text).toMatchObject({
      annualRate: '7.50% p.a.',
      comparisonRate: '9.25% p.a.',
      offerValidUntil: null,
      disclaimer: null,
    });
    expect(text.assumptions).toContain("at Example Bank's rate of 7.50% p.a.");
  });

  it('renders the offer date and the disclaimer in full outside cards', () => {
    const html = renderToString(
      <FinanceDisclosure
        estimate={estimateOf(40_000)}
        finance={{ ...harbour, offer_valid_until: '2026-12-31' }}
      />,
    );
    const root = parse(html);
    expect(root.querySelector('.finance-disclosure-offer')?.text).toBe(
      'Offer valid until 31/12/2026.',
    );
    expect(root.querySelector('.finance-disclosure-disclaimer')?.text).toBe(harbour.disclaimer);
    expect(root.querySelector('details')).toBeNull();
  });
});
