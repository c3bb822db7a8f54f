import type { ReserveCheckout } from '#shared/reserve/reserve-checkout.ts';
import type { TenantConfig } from '#shared/tenant/tenant-config.ts';
import type { StripeAccounts } from './stripe-accounts.server.ts';

/**
 * How a site takes deposits (ReserveCheckout): Stripe where its account is usable on this
 * server, otherwise a reservation request the dealer follows up; null without reserving.
 */
export function reserveCheckout(
  tenant: TenantConfig,
  accounts: StripeAccounts,
): ReserveCheckout | null {
  const processor = tenant.payment_processors[0];
  if (!tenant.features.reserve || !processor || !tenant.dealership.payment_provider) return null;
  if (processor.authorization_type !== 'stripe') {
    return { mode: 'request', reason: 'dealer-takes-deposit' };
  }
  const account = accounts.forTenant(tenant.slug);
  if (!account || !processor.authorization_key) {
    return { mode: 'request', reason: 'payments-offline' };
  }
  return {
    mode: 'stripe',
    publishable_key: processor.authorization_key,
    wallets: { apple_pay: processor.apple_pay_enabled, google_pay: processor.google_pay_enabled },
  };
}
