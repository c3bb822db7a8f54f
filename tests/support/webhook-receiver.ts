// A lead webhook receiver for tests (node:http on 127.0.0.1): it records each request, checks
// its signature as a real receiver must (verifyWebhookSignature), counts deliveries per
// Idempotency-Key, and can be taken down (port closed) or made to answer 503, then brought back.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { verifyWebhookSignature } from '#server/leads/delivery/webhook-signature.server.ts';

export interface ReceivedWebhook {
  headers: http.IncomingHttpHeaders;
  body: string;
  idempotencyKey: string;
  signatureValid: boolean;
  /** The status it was answered with. */
  status: number;
}

export type ReceiverMode = 'up' | 'unavailable' | 'down';

export interface WebhookReceiver {
  url: string;
  /** Every request that reached the server, answered or not. */
  requests: ReceivedWebhook[];
  /** Requests answered 2xx. */
  accepted(): ReceivedWebhook[];
  /** How many times each Idempotency-Key was accepted. */
  acceptedPerKey(): Map<string, number>;
  setMode(mode: ReceiverMode): Promise<void>;
  /** Resolves once `count` requests were accepted in all. */
  waitForAccepted(count: number, timeoutMs?: number): Promise<ReceivedWebhook[]>;
  stop(): Promise<void>;
}

export async function startWebhookReceiver(secret: string): Promise<WebhookReceiver> {
  let mode: ReceiverMode = 'up';
  const requests: ReceivedWebhook[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const header = String(req.headers['x-dealer-platform-signature'] ?? '');
      const check = verifyWebhookSignature(body, header, secret, {
        now: Math.floor(Date.now() / 1000),
      });
      const status = mode === 'unavailable' ? 503 : check.ok ? 204 : 401;
      requests.push({
        headers: req.headers,
        body,
        idempotencyKey: String(req.headers['idempotency-key'] ?? ''),
        signatureValid: check.ok,
        status,
      });
      res.writeHead(status).end();
    });
  });
  const listen = (port: number) =>
    new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  await listen(0);
  const { port } = server.address() as AddressInfo;
  const accepted = () => requests.filter((request) => request.status < 300);
  const close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return {
    url: `http://127.0.0.1:${port}/leads`,
    requests,
    accepted,
    acceptedPerKey() {
      const counts = new Map<string, number>();
      for (const { idempotencyKey } of accepted()) {
        counts.set(idempotencyKey, (counts.get(idempotencyKey) ?? 0) + 1);
      }
      return counts;
    },
    async setMode(next) {
      if (next === 'down' && server.listening) await close();
      if (next !== 'down' && !server.listening) await listen(port);
      mode = next;
    },
    async waitForAccepted(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (accepted().length < count) {
        if (Date.now() > deadline) {
          throw new Error(
            `${accepted().length} of ${count} webhooks accepted after ${timeoutMs} ms`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return accepted();
    },
    stop: async () => {
      if (server.listening) await close();
    },
  };
}
