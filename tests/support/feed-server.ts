// A real HTTP server for feed tests: each path answers as the test says (a body with an ETag,
// 304 on a matching If-None-Match, slow, 500, a connection cut mid-body), and every request
// is kept so a test can see what the puller sent.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type FeedAnswer =
  | { kind: 'body'; body: string | Buffer; etag?: string; contentType?: string }
  | { kind: 'status'; status: number }
  | { kind: 'slow'; body: string; delayMs: number }
  | { kind: 'reset'; body: string };

export interface FeedServer {
  url(path: string): string;
  answer(path: string, answer: FeedAnswer): void;
  requests(path: string): http.IncomingHttpHeaders[];
  close(): Promise<void>;
}

export async function startFeedServer(): Promise<FeedServer> {
  const answers = new Map<string, FeedAnswer>();
  const seen = new Map<string, http.IncomingHttpHeaders[]>();
  const server = http.createServer((request, response) => {
    const path = request.url ?? '/';
    seen.set(path, [...(seen.get(path) ?? []), request.headers]);
    const answer = answers.get(path);
    if (!answer) return void response.writeHead(404).end();
    if (answer.kind === 'status') return void response.writeHead(answer.status).end('failure');
    if (answer.kind === 'slow') {
      const timer = setTimeout(() => response.end(answer.body), answer.delayMs);
      response.on('close', () => clearTimeout(timer));
      return;
    }
    const body = Buffer.from(answer.body);
    if (answer.kind === 'reset') {
      response.writeHead(200, { 'content-length': body.length });
      response.write(body.subarray(0, Math.floor(body.length / 2)));
      setTimeout(() => request.socket.destroy(), 20);
      return;
    }
    if (answer.etag && request.headers['if-none-match'] === answer.etag) {
      return void response.writeHead(304, { etag: answer.etag }).end();
    }
    response.writeHead(200, {
      'content-type': answer.contentType ?? 'text/csv',
      'content-length': body.length,
      ...(answer.etag ? { etag: answer.etag } : {}),
    });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    answer: (path, answer) => void answers.set(path, answer),
    requests: (path) => seen.get(path) ?? [],
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
