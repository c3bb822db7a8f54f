import { renderToString } from 'react-dom/server';
import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { FinanceCalculator } from '#shared/components/finance/finance-calculator.tsx';
import {
  calculateFinance,
  initialCalculatorInputs,
  type CalculatorInputs,
} from '#shared/finance/calculator-inputs.ts';
import { financeTermsOf } from '#shared/finance/finance-styles.ts';
import { cardFinance } from '#shared/listing/card-finance.ts';
import { demoSite } from '../../support/demo-site.ts';

const bayside = demoSite('bayside-mazda'); // 5 years, 10% deposit, 30% final payment, 6.49%
const terms = financeTermsOf(bayside.finance);
const PRICE = 39_490;

function calculate(inputs: Partial<CalculatorInputs>) {
  return calculateFinance(PRICE, { ...initialCalculatorInputs(PRICE, terms), ...inputs }, terms);
}

describe('calculateFinance', () => {
  it('starts from the site’s offer, the same figure as the listing card', () => {
    expect(initialCalculatorInputs(PRICE, terms)).toEqual({
      deposit: '3949',
      termYears: '5',
      balloonPercent: '30',
    });
    const { estimate, errors } = calculate({});
    expect(errors).toEqual({});
    expect(estimate?.weekly).toBe(121.56);
    expect(estimate?.weekly).toBe(cardFinance(PRICE, bayside)?.estimate.weekly);
    expect(estimate?.depositPercent).toBe(10);
  });

  it('brings a site term or final payment outside its ranges inside them', () => {
    const long = { ...terms, termYears: 10, balloonPercent: 60 };
    expect(initialCalculatorInputs(PRICE, long)).toMatchObject({
      termYears: '7',
      balloonPercent: '50',
    });
  });

  it('recomputes from the shopper’s deposit in dollars, term and final payment', () => {
    // Hand-computed: P 34,490, B 0, 3 years (156 weeks) at 6.49% p.a.
    const { estimate } = calculate({ deposit: '5000', termYears: '3', balloonPercent: '0' });
    expect(estimate).toMatchObject({
      deposit: 5_000,
      depositPercent: null,
      principal: 34_490,
      balloon: 0,
      weeks: 156,
      weekly: 243.45,
    });
  });

  it.each([
    [{ deposit: '' }, 'deposit', 'Enter a deposit in dollars, or 0 for no deposit.'],
    [{ deposit: 'abc' }, 'deposit', 'Deposit must be a number of dollars.'],
    [{ deposit: '-1' }, 'deposit', 'Deposit cannot be less than $0.'],
    [{ deposit: '39490' }, 'deposit', 'Deposit must be less than the price of $39,490.'],
    [{ termYears: '0' }, 'termYears', 'Term must be a whole number of years from 1 to 7.'],
    [{ termYears: '8' }, 'termYears', 'Term must be a whole number of years from 1 to 7.'],
    [{ termYears: '2.5' }, 'termYears', 'Term must be a whole number of years from 1 to 7.'],
    [{ termYears: '' }, 'termYears', 'Term must be a whole number of years from 1 to 7.'],
    [
      { balloonPercent: '-5' },
      'balloonPercent',
      'Final payment must be from 0% to 50% of the price.',
    ],
    [
      { balloonPercent: '51' },
      'balloonPercent',
      'Final payment must be from 0% to 50% of the price.',
    ],
    [
      { deposit: '20000', balloonPercent: '50' },
      'balloonPercent',
      'Final payment of $19,745 must be less than the $19,490 borrowed after the deposit.',
    ],
  ])('%o: no figure, and the %s field says why', (inputs, field, message) => {
    const { estimate, errors } = calculate(inputs);
    expect(estimate).toBeNull();
    expect(errors).toEqual({ [field]: message });
  });

  it('reports every wrong field at once', () => {
    const { errors } = calculate({ deposit: '-1', termYears: '9', balloonPercent: '70' });
    expect(Object.keys(errors)).toEqual(['deposit', 'termYears', 'balloonPercent']);
  });
});

describe('FinanceCalculator first render', () => {
  const render = (element: React.ReactElement) => parse(renderToString(element));

  it('labels every input, states its range and shows the site’s figure', () => {
    const root = render(<FinanceCalculator price={PRICE} finance={bayside.finance} />);
    const inputs = root.querySelectorAll('input');
    expect(
      inputs.map((input) => [
        root.querySelector(`label[for="${input.id}"]`)?.text,
        input.getAttribute('value'),
        input.getAttribute('min'),
        input.getAttribute('max'),
      ]),
    ).toEqual([
      ['Deposit ($)', '3949', '0', String(PRICE)],
      ['Term (years)', '5', '1', '7'],
      ['Final payment (% of price)', '30', '0', '50'],
    ]);
    for (const input of inputs) {
      const hint = root.getElementById(input.getAttribute('aria-describedby')!);
      expect(hint?.text).toBeTruthy();
      expect(input.getAttribute('aria-invalid')).toBeUndefined();
    }
    expect(root.querySelector('.finance-disclosure-figures dd')?.text).toBe('$122 weekly');
    expect(root.querySelector('h2')?.text).toBe('Finance calculator');
    expect(root.querySelector('select')).toBeNull();
    expect(root.querySelector('[aria-live]')?.text).toBe(
      'Estimated repayment $122 weekly at 6.49% p.a., comparison rate 7.21% p.a.',
    );
  });

  it('tells the number of repayments from the weekly amount', () => {
    const root = render(<FinanceCalculator price={PRICE} finance={bayside.finance} />);
    const amounts = root
      .querySelectorAll('.finance-calculator__amounts > div')
      .map((item) => [item.querySelector('dt')?.text, item.querySelector('dd')?.text]);
    // 5 years of weekly repayments; the amounts in dollars, the count is not one.
    expect(amounts).toEqual([
      ['Amount borrowed', '$35,541'],
      ['Final payment', '$11,847'],
      ['Number of repayments', '260 weekly'],
    ]);
  });

  it('offers the car’s lenders after the dealer’s offer', () => {
    const lenders = [{ name: 'Example Bank', annual_rate: 7.49, comparison_rate: 9.12 }];
    const root = render(
      <FinanceCalculator
        price={PRICE}
        finance={bayside.finance}
        lenders={lenders}
        headingLevel={3}
      />,
    );
    const select = root.querySelector('select')!;
    expect(root.querySelector(`label[for="${select.id}"]`)?.text).toBe('Lender');
    expect(select.querySelectorAll('option').map((option) => option.text)).toEqual([
      'Dealer offer: 6.49% p.a., comparison rate 7.21% p.a.',
      'Example Bank: 7.49% p.a., comparison rate 9.12% p.a.',
    ]);
    expect(root.querySelector('h3')?.text).toBe('Finance calculator');
  });

  it('says why there is no figure for price on application', () => {
    const root = render(<FinanceCalculator price={0} finance={bayside.finance} />);
    expect(root.querySelector('input')).toBeNull();
    expect(root.querySelector('.finance-calculator__unavailable')?.text).toBe(
      'This vehicle is price on application, so there is no repayment estimate. Ask the dealer for a finance quote.',
    );
  });
});
