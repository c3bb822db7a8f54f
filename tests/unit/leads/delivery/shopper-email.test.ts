import { describe, expect, test } from 'vitest';
import { buildShopperEmail } from '#server/leads/delivery/shopper-email.ts';
import { leadFixture } from './lead-fixture.ts';

const lead = leadFixture({
  form_kind: 'reserve',
  category: 'Reserve Online',
  deposit: { amount: 500, processor: 'Stripe', reference: 'pi_1', state: 'paid' },
});

describe("the shopper's reservation emails", () => {
  test('a paid reservation: reference, deposit, hold and refund terms, the dealer to call', () => {
    const email = buildShopperEmail(lead, {
      kind: 'reserved',
      reference: 'R-7KQ2M9',
      deposit: 500,
      hold_days: 7,
      refundable_days: 3,
    });
    expect(email.subject).toBe(
      'Reservation confirmed: 2021 Toyota Corolla Ascent (reference R-7KQ2M9)',
    );
    expect(email.text).toContain('your $500 deposit is paid');
    expect(email.text).toContain('held for you for 7 days');
    expect(email.text).toContain('within 3 days');
    expect(email.text).toContain(lead.dealer.location.phone);
    expect(email.html).toContain('R-7KQ2M9');
    expect(email.replyTo).toEqual({ name: lead.dealer.name, address: lead.dealer.location.email });
  });

  test('a deposit that is not refundable says so', () => {
    const email = buildShopperEmail(lead, {
      kind: 'reserved',
      reference: 'R-AAAAAA',
      deposit: 250,
      hold_days: 3,
      refundable_days: 0,
    });
    expect(email.text).toContain('not refundable once paid');
  });

  test('a refund after another buyer reserved first', () => {
    const email = buildShopperEmail(lead, {
      kind: 'refunded',
      reference: null,
      deposit: 500,
      hold_days: 7,
      refundable_days: 3,
    });
    expect(email.subject).toMatch(/^Your \$500 deposit has been refunded/);
    expect(email.text).toContain('another buyer reserved');
    expect(email.text).not.toContain('reference');
  });

  test("a shopper's name cannot break the HTML", () => {
    const hostile = leadFixture({
      ...lead,
      customer: { ...lead.customer, name: '<script>alert(1)</script>' },
    });
    const email = buildShopperEmail(hostile, {
      kind: 'reserved',
      reference: 'R-AAAAAA',
      deposit: 500,
      hold_days: 7,
      refundable_days: 3,
    });
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('&lt;script&gt;');
  });
});
