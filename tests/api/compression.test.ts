// Pages are compressed with cheaper settings than the rest (docs/decisions/0034): the bytes
// on the wire are what zlib makes of the page at that level, and nothing is encoded twice.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { useTestPlatform } from '../support/test-platform.ts';

const fixture = useTestPlatform();
const HOST = 'harbour-city-motors.localhost';
let server: http.Server;

beforeAll(async () => {
  server = http.createServer(fixture.current.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** The raw answer: headers and the bytes as sent (nothing decoded). */
function get(path: string, encoding: string) {
  const { port } = server.address() as AddressInfo;
  return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get({ port, path, headers: { host: HOST, 'accept-encoding': encoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

test('a page in gzip is the page at level 4, varied once by Accept-Encoding', async () => {
  const { headers, body } = await get('/', 'gzip');
  expect(headers['content-encoding']).toBe('gzip');
  expect(headers['vary']).toBe('Accept-Encoding');
  const html = zlib.gunzipSync(body);
  expect(html.toString()).toMatch(/^<!DOCTYPE html>.*<\/html>$/s);
  expect(body.length).toBe(zlib.gzipSync(html, { level: 4 }).length);
});

test('a page in brotli is the page at quality 2', async () => {
  const { headers, body } = await get('/', 'br, gzip');
  expect(headers['content-encoding']).toBe('br');
  const html = zlib.brotliDecompressSync(body);
  expect(html.toString()).toMatch(/<\/html>$/);
  const quality2 = zlib.brotliCompressSync(html, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 2 },
  });
  expect(body.length).toBe(quality2.length);
});

test('anything else keeps the default level (6)', async () => {
  const { headers, body } = await get('/sitemap.xml', 'gzip');
  expect(headers['content-type']).toMatch(/xml/);
  expect(headers['content-encoding']).toBe('gzip');
  expect(headers['vary']).toBe('Accept-Encoding');
  const xml = zlib.gunzipSync(body);
  expect(body.length).toBe(zlib.gzipSync(xml, { level: 6 }).length);
  expect(body.length).not.toBe(zlib.gzipSync(xml, { level: 4 }).length);
});

test('a client that takes no encoding gets the page as it is', async () => {
  const { headers, body } = await get('/', 'identity');
  expect(headers['content-encoding']).toBeUndefined();
  expect(body.toString()).toMatch(/^<!DOCTYPE html>/);
});
