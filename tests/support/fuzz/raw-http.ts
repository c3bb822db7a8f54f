import net from 'node:net';
import type { FuzzRequest } from './fuzz-target.ts';

/** What came back: the status, or 0 when the server closed or stalled without answering. */
export interface RawAnswer {
  status: number;
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
      const status = finalStatus(Buffer.concat(chunks).toString('latin1'));
      if (status) resolve({ status });
      else resolve({ status: 0, failure: error?.message ?? 'closed without an answer' });
    };
    socket.on('data', (chunk) => chunks.push(chunk));
    // A server that answers early (413) and closes may reset a socket still writing.
    socket.on('error', (error) => finish(error));
    socket.on('close', () => finish());
    socket.write(request.body ? Buffer.concat([head, request.body]) : head);
  });
}

/** The status of the final answer: interim 1xx answers (100 Continue) come first. */
function finalStatus(text: string): number | undefined {
  let rest = text;
  for (;;) {
    const match = STATUS_LINE.exec(rest);
    if (!match) return undefined;
    const status = Number(match[1]);
    const next = rest.indexOf('\r\n\r\n');
    if (status >= 200) return status;
    if (next === -1) return undefined;
    rest = rest.slice(next + 4);
  }
}
