import http from 'node:http';
import net from 'node:net';
import type { FuzzRequest } from './fuzz-target.ts';

/** The status and Location of an answer; status 0 when none came (reset, stall). */
export interface RawPageAnswer {
  status: number;
  location?: string;
  failure?: string;
}

const HEAD_END = '\r\n\r\n';

/**
 * One request over a fresh socket, byte for byte (latin1), so a malformed target or header
 * reaches Node's own HTTP parser as a bot would send it. Reads the answer's head only.
 */
export function sendRawPageRequest(
  port: number,
  request: FuzzRequest,
  stallMs = 20_000,
): Promise<RawPageAnswer> {
  const lines = [`${request.method} ${request.target} HTTP/1.1`, `Host: ${request.host}`];
  for (const [name, value] of Object.entries(request.headers)) lines.push(`${name}: ${value}`);
  if (request.body) lines.push(`Content-Length: ${request.body.length}`);
  lines.push('Connection: close');
  const head = Buffer.from(`${lines.join('\r\n')}${HEAD_END}`, 'latin1');
  return new Promise((resolve) => {
    let received = '';
    const socket = net.connect(port, '127.0.0.1');
    const timer = setTimeout(() => socket.destroy(new Error('no answer in time')), stallMs);
    const finish = (error?: Error) => {
      clearTimeout(timer);
      const [statusLine = '', ...headers] = received.split(HEAD_END)[0]!.split('\r\n');
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1];
      const location = headers
        .find((line) => /^location:/i.test(line))
        ?.slice(9)
        .trim();
      if (status) resolve({ status: Number(status), ...(location ? { location } : {}) });
      else resolve({ status: 0, failure: error?.message ?? 'closed without an answer' });
    };
    socket.on('data', (chunk: Buffer) => {
      if (!received.includes(HEAD_END)) received += chunk.toString('latin1');
    });
    // A server that answers early (413) and closes may reset a socket still writing.
    socket.on('error', (error) => finish(error));
    socket.on('close', () => finish());
    socket.write(request.body ? Buffer.concat([head, request.body]) : head);
  });
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
