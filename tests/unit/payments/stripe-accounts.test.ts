import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { EnvError, parseEnv } from '#server/env.server.ts';
import { repoPath } from '#server/repo-path.server.ts';
import { createStripeAccounts } from '#server/payments/stripe-accounts.server.ts';
import { reserveCheckout } from '#server/payments/reserve-checkout.server.ts';
import { walletHostnames } from '#server/payments/wallet-domains.server.ts';
import { loadTenants } from '#server/tenancy/load-tenants.server.ts';

const tenants = loadTenants(repoPath('tenants'));
const tenant = (slug: string) => tenants.find((candidate) => candidate.slug === slug)!;
const KEYS = { STRIPE_SECRET_KEY: 'sk_test_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_abc123' };

describe('Stripe keys from the environment', () => {
  test('a Stripe site with both keys pays online; without them it takes requests', () => {
    const online = createStripeAccounts(tenants, KEYS);
    expect(online.forTenant('harbour-city-motors')?.webhookSecret).toBe('whsec_abc123');
    expect(online.offline).toEqual([]);
    expect(reserveCheckout(tenant('harbour-city-motors'), online)).toEqual({
      mode: 'stripe',
      publishable_key: tenant('harbour-city-motors').payment_processors[0]!.authorization_key,
      wallets: { apple_pay: true, google_pay: true },
    });

    const offline = createStripeAccounts(tenants, { STRIPE_SECRET_KEY: 'sk_test_abc123' });
    expect(offline.forTenant('harbour-city-motors')).toBeUndefined();
    expect(offline.offline).toEqual([
      { tenantSlug: 'harbour-city-motors', missing: ['STRIPE_WEBHOOK_SECRET'] },
    ]);
    expect(reserveCheckout(tenant('harbour-city-motors'), offline)).toEqual({
      mode: 'request',
      reason: 'payments-offline',
    });
  });

  test('Till and St George take requests; sites without reserving have no checkout', () => {
    const accounts = createStripeAccounts(tenants, KEYS);
    for (const slug of ['coastal-used-cars', 'bayside-mazda']) {
      expect(reserveCheckout(tenant(slug), accounts)).toEqual({
        mode: 'request',
        reason: 'dealer-takes-deposit',
      });
    }
    for (const slug of ['southern-cross-trucks', 'high-country-rv-moto']) {
      expect(reserveCheckout(tenant(slug), accounts)).toBeNull();
    }
  });

  test('a processor may name its own variables', () => {
    const harbour = tenant('harbour-city-motors');
    const own = {
      ...harbour,
      payment_processors: [
        {
          ...harbour.payment_processors[0]!,
          secret_key_env: 'HARBOUR_SK',
          webhook_secret_env: 'HARBOUR_WH',
        },
      ],
    };
    const accounts = createStripeAccounts([own], {
      HARBOUR_SK: 'rk_live_x1',
      HARBOUR_WH: 'whsec_y',
    });
    expect(accounts.forTenant(harbour.slug)?.webhookSecret).toBe('whsec_y');
  });

  test('a key of the wrong kind stops startup, naming the variable', () => {
    expect(() =>
      createStripeAccounts(tenants, { ...KEYS, STRIPE_SECRET_KEY: 'pk_test_abc' }),
    ).toThrow(/STRIPE_SECRET_KEY: expected a Stripe secret or restricted key/);
    expect(() => createStripeAccounts(tenants, { ...KEYS, STRIPE_WEBHOOK_SECRET: 'abc' })).toThrow(
      EnvError,
    );
  });

  test('STRIPE_API_URL and the Apple Pay file are checked at startup', () => {
    expect(parseEnv({ STRIPE_API_URL: 'http://127.0.0.1:12111' }).STRIPE_API_URL).toEqual({
      host: '127.0.0.1',
      port: 12111,
      protocol: 'http',
    });
    expect(() => parseEnv({ STRIPE_API_URL: 'http://127.0.0.1:1/v1' })).toThrow(/STRIPE_API_URL/);
    expect(() => parseEnv({ STRIPE_API_URL: 'ftp://x' })).toThrow(/STRIPE_API_URL/);
    expect(() => parseEnv({ APPLE_PAY_DOMAIN_ASSOCIATION_FILE: '/no/such/file' })).toThrow(
      /APPLE_PAY_DOMAIN_ASSOCIATION_FILE/,
    );
    const file = path.join(repoPath('tenants'), 'tenant.schema.json');
    expect(
      parseEnv({ APPLE_PAY_DOMAIN_ASSOCIATION_FILE: file }).APPLE_PAY_DOMAIN_ASSOCIATION_FILE,
    ).toBe(file);
  });

  test('wallet hostnames are the public hosts of Stripe sites offering a wallet', () => {
    expect(walletHostnames(tenant('harbour-city-motors'))).toEqual([
      'www.harbourcitymotors.com.au',
      'harbourcitymotors.com.au',
    ]);
    expect(walletHostnames(tenant('coastal-used-cars'))).toEqual([]);
  });
});
