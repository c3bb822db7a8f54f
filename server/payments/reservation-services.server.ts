import type { ReservationServices } from '#shared/reserve/reserve-checkout.ts';
import type { TenantConfig } from '#shared/tenant/tenant-config.ts';
import { reserveCheckout } from './reserve-checkout.server.ts';
import type { StripeAccounts } from './stripe-accounts.server.ts';

interface ReservationServicesDeps {
  tenants: readonly TenantConfig[];
  accounts: StripeAccounts;
}

/** The reserve pages' server side (RouteServices.reservations). */
export function createReservationServices(deps: ReservationServicesDeps): ReservationServices {
  const bySlug = new Map(deps.tenants.map((tenant) => [tenant.slug, tenant]));
  return {
    checkout(site) {
      const tenant = bySlug.get(site.slug);
      return tenant ? reserveCheckout(tenant, deps.accounts) : null;
    },
    // The return page: wired to the Stripe fulfilment in the next commit.
    confirmation: async () => null,
  };
}
