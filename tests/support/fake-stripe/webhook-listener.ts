import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RequestListener } from 'node:http';
import type { FakeStripe } from './fake-stripe-api.ts';

/**
 * Serves the platform on a real loopback port and points the fake's webhook endpoint at it,
 * as Stripe would call a site's `/api/webhooks/stripe` on the site's hostname.
 */
export async function listenForStripeWebhooks(
  app: RequestListener,
  fake: FakeStripe,
  endpoint: { host: string; secret: string },
): Promise<http.Server> {
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake.setWebhook({ url: `http://127.0.0.1:${port}/api/webhooks/stripe`, ...endpoint });
  return server;
}
