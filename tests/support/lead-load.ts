// Final lead submissions over real HTTP, for the durability test and the lead benchmark: one
// subscribe lead per index (its own email, phone and Idempotency-Key) to a demo site without a
// captcha, sent through a keep-alive agent.
import http from 'node:http';

export const LOAD_SITE = 'coastal-used-cars';

export interface LeadSubmission {
  key: string;
  email: string;
  body: string;
}

/** The index-th lead of a run; the same arguments give the same request (for retries). */
export function leadSubmission(runId: string, index: number): LeadSubmission {
  const email = `load-${runId}-${index}@example.com`;
  const fields = {
    name: `Load Tester ${index}`,
    email,
    phone: `04${String(index % 1e8).padStart(8, '0')}`,
  };
  return {
    key: `load-${runId}-${index}`,
    email,
    body: JSON.stringify({ form: 'subscribe', fields }),
  };
}

export type SubmitResult =
  | { ok: true; status: number; leadId: string; replayed: boolean; ms: number }
  | { ok: false; status: number | undefined; error: string; ms: number };

export interface LoadTarget {
  port: number;
  agent: http.Agent;
  host?: string;
}

/** POST /api/leads once; a non-2xx answer or a network error is a failed result, not a throw. */
export function submitLead(target: LoadTarget, submission: LeadSubmission): Promise<SubmitResult> {
  const started = performance.now();
  return new Promise((resolve) => {
    const fail = (error: string, status?: number) =>
      resolve({ ok: false, status, error, ms: performance.now() - started });
    const req = http.request(
      {
        host: '127.0.0.1',
        port: target.port,
        method: 'POST',
        path: '/api/leads',
        agent: target.agent,
        headers: {
          Host: `${target.host ?? LOAD_SITE}.localhost`,
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(submission.body),
          'Idempotency-Key': submission.key,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', (error) => fail(errorCode(error), res.statusCode));
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          const text = Buffer.concat(chunks).toString('utf8');
          if (status < 200 || status > 299) return fail(`HTTP ${status} ${text.slice(0, 200)}`);
          try {
            const { lead_id: leadId } = JSON.parse(text) as { lead_id: string };
            resolve({
              ok: true,
              status,
              leadId,
              replayed: res.headers['idempotent-replayed'] === 'true',
              ms: performance.now() - started,
            });
          } catch {
            fail(`unreadable body: ${text.slice(0, 200)}`, status);
          }
        });
      },
    );
    req.on('error', (error) => fail(errorCode(error)));
    req.end(submission.body);
  });
}

function errorCode(error: Error): string {
  return (error as NodeJS.ErrnoException).code ?? error.message;
}

/** A keep-alive agent allowing `sockets` connections at once. */
export function loadAgent(sockets: number): http.Agent {
  return new http.Agent({ keepAlive: true, maxSockets: sockets });
}

/** Runs `fn` over `items` with at most `concurrency` calls under way; results in item order. */
export async function mapBounded<T, R>(
  items: readonly T[],
  concurrency: number,
  fn: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await fn(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}
