// docs/payments.md: a Stripe site whose keys are configured pays the deposit on the reserve page.
// The server renders the details step; Stripe's code is fetched only when the shopper pays.
import { parse } from 'node-html-parser';
import request from 'supertest';
import { expect, test } from 'vitest';
import { readTenantDocuments } from '#server/inventory/tenant-documents.server.ts';
import { canShowReserveButton } from '#shared/inventory/reservable.ts';
import { toSiteData } from '#shared/tenant/site-data.ts';
import { useTestPlatform } from '../support/test-platform.ts';

const fixture = useTestPlatform({
  STRIPE_SECRET_KEY: 'sk_test_reservepages',
  STRIPE_WEBHOOK_SECRET: 'whsec_reservepages',
});
const SLUG = 'harbour-city-motors';

const text = (value: string | undefined) => (value ?? '').replace(/\s+/g, ' ').trim();

function reservableCarUrl(): string {
  const tenant = fixture.tenant(SLUG);
  const site = toSiteData(tenant);
  const car = readTenantDocuments(fixture.current.env.DATA_DIR, tenant).find((candidate) =>
    canShowReserveButton(candidate, site),
  );
  if (!car) throw new Error('the demo stock has no reservable car');
  return car.url;
}

test('the details step first, then payment by card or wallet through Stripe', async () => {
  const res = await request(fixture.current.app)
    .get(`${reservableCarUrl()}/checkout`)
    .set('Host', `${SLUG}.localhost`);
  expect(res.status).toBe(200);
  const root = parse(res.text);
  const checkout = text(root.querySelector('.reserve-checkout')?.textContent);
  expect(text(root.querySelector('.reserve-checkout h2')?.textContent)).toBe(
    'Pay the $500 deposit',
  );
  expect(checkout).toContain('pay securely by card or wallet through Stripe');
  expect(checkout).not.toContain('will call you to take');
  const form = root.querySelector('form#reserve-form');
  expect(text(form?.querySelector('button[type="submit"]')?.textContent)).toBe(
    'Continue to payment',
  );
  for (const name of ['name', 'last_name', 'email', 'phone', 'postcode', 'terms_conditions']) {
    expect(form?.querySelector(`[name="${name}"]`), name).not.toBeNull();
  }
  // Harbour shows a captcha; Stripe.js is not on the page until the shopper pays.
  expect(form?.querySelector('[name="captcha"]')).not.toBeNull();
  expect(res.text).not.toContain('js.stripe.com');
  // The publishable key reaches the page (it is public); no secret ever does.
  expect(res.text).toContain('pk_test_demo_harbour');
  expect(res.text).not.toContain('sk_test_reservepages');
  expect(res.text).not.toContain('whsec_reservepages');
});

test("only the reserve page's policy admits Stripe, also once the car page was kept", async () => {
  const host = `${SLUG}.localhost`;
  const policyOf = async (path: string) => {
    const res = await request(fixture.current.app).get(path).set('Host', host);
    expect(res.status).toBe(200);
    return res.headers['content-security-policy'] as string;
  };
  const car = reservableCarUrl();
  for (let visit = 0; visit < 2; visit++) {
    expect(await policyOf(car)).not.toContain('https://js.stripe.com');
    const reserve = await policyOf(`${car}/checkout`);
    expect(reserve).toMatch(/script-src [^;]*https:\/\/js\.stripe\.com/);
    expect(reserve).toMatch(/connect-src [^;]*https:\/\/api\.stripe\.com/);
  }
});
