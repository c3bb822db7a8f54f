import http from 'node:http';
import net from 'node:net';
import type { FuzzRequest } from './fuzz-target.ts';

/** What came back: the status, or 0 when the server closed or stalled without answering. */
export interface RawAnswer {
  status: number;
  /** The final answer's Location header, when it has one. */
  location?: string;
  /** Why there was no status (connection reset, no bytes, no answer in time). */
  failure?: string;
}

const STATUS_LINE = /^HTTP\/1\.[01] (\d{3})/;

/**
 * Sends one request byte for byte over a fresh socket (so malformed targets and headers
 * reach Node's HTTP parser as a bot would send them) and reads the status line. A header
 * value with a line feed is sent as one header line per part: duplicate headers.
 */
export function sendRaw(port: number, request: FuzzRequest, stallMs = 15_000): Promise<RawAnswer> {
  const lines = [`${request.method} ${request.target} HTTP/1.1`, `Host: ${request.host}`];
  const names = Object.keys(request.headers).map((name) => name.toLowerCase());
  for (const [name, value] of Object.entries(request.headers)) {
    for (const part of value.split('\n')) lines.push(`${name}: ${part}`);
  }
  if (request.body && !names.includes('content-length') && !names.includes('transfer-encoding')) {
    lines.push(`Content-Length: ${request.body.length}`);
  }
  lines.push('Connection: close');
  const head = Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1');
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(port, '127.0.0.1');
    const timer = setTimeout(() => socket.destroy(new Error('no answer in time')), stallMs);
    const finish = (error?: Error) => {
      clearTimeout(timer);
      const answer = finalAnswer(Buffer.concat(chunks).toString('latin1'));
      if (answer) resolve(answer);
      else resolve({ status: 0, failure: error?.message ?? 'closed without an answer' });
    };
    socket.on('data', (chunk) => chunks.push(chunk));
    // A server that answers early (413) and closes may reset a socket still writing.
    socket.on('error', (error) => finish(error));
    socket.on('close', () => finish());
    socket.write(request.body ? Buffer.concat([head, request.body]) : head);
  });
}

/** The final answer's status and Location: interim 1xx answers (100 Continue) come first. */
function finalAnswer(text: string): { status: number; location?: string } | undefined {
  let rest = text;
  for (;;) {
    const match = STATUS_LINE.exec(rest);
    if (!match) return undefined;
    const status = Number(match[1]);
    const next = rest.indexOf('\r\n\r\n');
    if (status >= 200) {
      const head = next === -1 ? rest : rest.slice(0, next);
      const location = /\r\nlocation:[ \t]*([^\r]*)/i.exec(head)?.[1]?.trim();
      return location ? { status, location } : { status };
    }
    if (next === -1) return undefined;
    rest = rest.slice(next + 4);
  }
}

/** A page's text from one demo site (fetch cannot set Host; node:http can). */
export function getText(port: number, host: string, path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, headers: { Host: host } }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve(text));
      })
      .on('error', reject);
  });
}

/** One real car page per demo site, read from its sitemap, so car forms are fuzzed too. */
export async function carPathsFromSitemaps(
  port: number,
  slugs: readonly string[],
): Promise<Record<string, string[]>> {
  const carPaths: Record<string, string[]> = {};
  for (const slug of slugs) {
    const sitemap = await getText(port, `${slug}.localhost`, '/sitemap.xml');
    const car = /<loc>https?:\/\/[^/<]+(\/cars\/[a-z0-9-]+)<\/loc>/.exec(sitemap)?.[1];
    carPaths[slug] = car ? [car] : [];
  }
  return carPaths;
}
