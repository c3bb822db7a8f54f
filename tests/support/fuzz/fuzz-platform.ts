import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startFakeStripe } from '../fake-stripe/fake-stripe-api.ts';
import { createTestPlatform } from '../test-platform.ts';
import type { FuzzContext } from './all-targets.ts';
import { jsonFuzzSites } from './json-fuzz-sites.ts';
import { carPathsFromSitemaps } from './raw-http.ts';

/**
 * The real app (PGlite, Stripe on the stand-in) listening on an ephemeral port of
 * 127.0.0.1, so fuzz requests go through Node's HTTP parser, and the fuzz context.
 */
export async function startFuzzPlatform() {
  const stripe = await startFakeStripe();
  const platform = await createTestPlatform({
    STRIPE_SECRET_KEY: 'sk_test_fuzz0123456789',
    STRIPE_WEBHOOK_SECRET: 'whsec_fuzz0123456789abcdef',
    STRIPE_API_URL: stripe.url,
  });
  const server = http.createServer(platform.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const jsonSites = await jsonFuzzSites(platform);
  const slugs = platform.tenants.map((tenant) => tenant.slug);
  const carPaths = await carPathsFromSitemaps(port, slugs);
  const withoutCar = slugs.filter((slug) => carPaths[slug]?.length === 0);
  if (withoutCar.length) throw new Error(`no car page in the sitemap of ${withoutCar.join(', ')}`);
  const context: FuzzContext = { jsonSites, carPaths };
  return {
    port,
    database: platform.database,
    context,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await platform.cleanup();
      await stripe.close();
    },
  };
}
