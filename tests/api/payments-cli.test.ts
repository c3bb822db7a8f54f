import { afterAll, beforeAll, expect, test } from 'vitest';
import { runPaymentsCli } from '../../scripts/payments.ts';
import { startFakeStripe, type FakeStripe } from '../support/fake-stripe/fake-stripe-api.ts';

let fake: FakeStripe;
beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(() => fake.close());

const env = () => ({
  STRIPE_SECRET_KEY: 'sk_test_cli0123456789',
  STRIPE_WEBHOOK_SECRET: 'whsec_cli0123456789',
  STRIPE_API_URL: fake.url,
  LOG_LEVEL: 'silent',
});

test('wallet-domains lists, then registers, each public hostname of a wallet site', async () => {
  const before = await runPaymentsCli(['wallet-domains'], env());
  expect(before.exitCode).toBe(1);
  expect(before.stdout).toContain('harbour-city-motors\twww.harbourcitymotors.com.au\tmissing');
  expect(before.stderr).toMatch(/2 wallet hostname\(s\) not registered/);

  const registered = await runPaymentsCli(['wallet-domains', '--register'], env());
  expect(registered.exitCode).toBe(0);
  expect(registered.stdout).toContain(
    'harbour-city-motors\tharbourcitymotors.com.au\tcreated\tapple_pay=active\tgoogle_pay=active',
  );
  expect(registered.stdout).not.toContain('.localhost');

  const after = await runPaymentsCli(['wallet-domains'], env());
  expect(after.exitCode).toBe(0);
  expect(after.stdout).toContain('www.harbourcitymotors.com.au\tregistered');
  const creates = fake.requests.filter(
    (r) => r.path === '/v1/payment_method_domains' && r.method === 'POST',
  );
  expect(creates).toHaveLength(2);
});

test('bad arguments and missing keys are told plainly', async () => {
  expect((await runPaymentsCli(['domains'], env())).stderr).toMatch(/^usage:/);
  const noKeys = await runPaymentsCli(['wallet-domains'], { LOG_LEVEL: 'silent' });
  expect(noKeys.exitCode).toBe(1);
  expect(noKeys.stdout).toContain('www.harbourcitymotors.com.au\tno-keys');
});
