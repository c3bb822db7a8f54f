// Apple Pay and Google Pay show in Stripe's Elements only on domains registered with the
// Stripe account, each hostname separately (docs/payments.md, "Wallets on many hostnames").
import type { TenantConfig } from '#shared/tenant/tenant-config.ts';
import { stripeProcessor, type StripeAccounts } from './stripe-accounts.server.ts';

export interface WalletDomainReport {
  tenant: string;
  hostname: string;
  /** 'registered' before this run, 'created' by it, 'missing' (not registered), or 'no-keys'. */
  state: 'registered' | 'created' | 'missing' | 'no-keys' | 'error';
  apple_pay: string | null;
  google_pay: string | null;
  detail: string | null;
}

/** The public hostnames of a Stripe site whose processor offers a wallet. */
export function walletHostnames(tenant: TenantConfig): string[] {
  const processor = stripeProcessor(tenant);
  if (!tenant.features.reserve || !processor) return [];
  if (!processor.apple_pay_enabled && !processor.google_pay_enabled) return [];
  return tenant.hostnames.filter(
    (hostname) => hostname !== 'localhost' && !hostname.endsWith('.localhost'),
  );
}

/** Checks (and with `register`, creates) each wallet hostname's payment method domain. */
export async function walletDomains(
  tenants: readonly TenantConfig[],
  accounts: StripeAccounts,
  options: { register: boolean },
): Promise<WalletDomainReport[]> {
  const reports: WalletDomainReport[] = [];
  for (const tenant of tenants) {
    const account = accounts.forTenant(tenant.slug);
    for (const hostname of walletHostnames(tenant)) {
      const report: WalletDomainReport = {
        tenant: tenant.slug,
        hostname,
        state: 'no-keys',
        apple_pay: null,
        google_pay: null,
        detail: null,
      };
      reports.push(report);
      if (!account) continue;
      try {
        const found = await account.client.paymentMethodDomains.list({
          domain_name: hostname,
          limit: 1,
        });
        let domain = found.data[0];
        report.state = domain ? 'registered' : 'missing';
        if (!domain && options.register) {
          domain = await account.client.paymentMethodDomains.create(
            { domain_name: hostname },
            { idempotencyKey: `payment-method-domain:${hostname}` },
          );
          report.state = 'created';
        }
        report.apple_pay = domain?.apple_pay.status ?? null;
        report.google_pay = domain?.google_pay.status ?? null;
      } catch (error) {
        report.state = 'error';
        report.detail = error instanceof Error ? error.message : String(error);
      }
    }
  }
  return reports;
}
