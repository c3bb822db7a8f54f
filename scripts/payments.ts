// `npm run payments -- wallet-domains [--register]`: which dealer hostnames are registered with
// Stripe for Apple Pay and Google Pay, and registering the missing ones (docs/payments.md).
import { pathToFileURL } from 'node:url';
import { EnvError, parseEnv } from '#server/env.server.ts';
import { loadTenants } from '#server/tenancy/load-tenants.server.ts';
import { createStripeAccounts } from '#server/payments/stripe-accounts.server.ts';
import { walletDomains } from '#server/payments/wallet-domains.server.ts';

const USAGE = 'usage: npm run payments -- wallet-domains [--register]\n';

export async function runPaymentsCli(
  argv: string[],
  source: Record<string, string | undefined>,
): Promise<{ exitCode: number; stdout: string; stderr: string }> {
  const [command, ...flags] = argv;
  const unknown = flags.filter((flag) => flag !== '--register');
  if (command !== 'wallet-domains' || unknown.length > 0) {
    return { exitCode: 2, stdout: '', stderr: USAGE };
  }
  let env;
  try {
    env = parseEnv(source);
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    return { exitCode: 1, stdout: '', stderr: `payments: ${error.message}\n` };
  }
  const tenants = loadTenants(env.TENANTS_DIR);
  const accounts = createStripeAccounts(tenants, source, {
    ...(env.STRIPE_API_URL ? { api: env.STRIPE_API_URL } : {}),
  });
  const reports = await walletDomains(tenants, accounts, {
    register: flags.includes('--register'),
  });
  const lines = reports.map((report) =>
    [
      report.tenant,
      report.hostname,
      report.state,
      `apple_pay=${report.apple_pay ?? '-'}`,
      `google_pay=${report.google_pay ?? '-'}`,
      report.detail ?? '',
    ]
      .join('\t')
      .trimEnd(),
  );
  const pending = reports.filter(
    (report) => report.state !== 'registered' && report.state !== 'created',
  );
  return {
    exitCode: pending.length > 0 ? 1 : 0,
    stdout: `${['tenant\thostname\tstate\tapple_pay\tgoogle_pay', ...lines].join('\n')}\n`,
    stderr:
      pending.length > 0
        ? `payments: ${pending.length} wallet hostname(s) not registered (run with --register, or set the sites' Stripe keys)\n`
        : '',
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runPaymentsCli(process.argv.slice(2), process.env).then(
    (outcome) => {
      process.stdout.write(outcome.stdout);
      process.stderr.write(outcome.stderr);
      process.exitCode = outcome.exitCode;
    },
    (error: unknown) => {
      process.stderr.write(`payments: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 1;
    },
  );
}
