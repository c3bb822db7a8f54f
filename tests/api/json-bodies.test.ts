import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { LEAD_API_MESSAGES } from '#shared/leads/lead-messages.ts';
import { PRIMARY_LOCATION_PLACEHOLDER } from '#shared/leads/location-placeholder.ts';
import { LeadApiClient } from '../support/lead-api-client.ts';
import { useTestPlatform } from '../support/test-platform.ts';

// Harbour City Motors asks for a captcha; a refused lead must not spend it.
const HARBOUR = 'harbour-city-motors';
const HOST = `${HARBOUR}.localhost`;
const CONTACT = {
  name: 'Alex Citizen',
  email: 'alex@example.com',
  phone: '0412 345 678',
  category: 'Sales Enquiry',
  location: PRIMARY_LOCATION_PLACEHOLDER,
};

const fixture = useTestPlatform();
const leads = () => new LeadApiClient(fixture.current.app, fixture.current.database);

// A listening server and node:http, so the bytes go out exactly as given (no client re-encodes them).
let server: http.Server;
beforeAll(async () => {
  server = http.createServer(fixture.current.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

function post(
  path: string,
  body: Buffer | string,
  headers: Record<string, string | undefined> = {},
): Promise<{ status: number; body: any }> {
  const all = { Host: HOST, 'Content-Type': 'application/json', ...headers };
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        port: (server.address() as AddressInfo).port,
        host: '127.0.0.1',
        method: 'POST',
        path,
        headers: Object.fromEntries(Object.entries(all).filter(([, value]) => value !== undefined)),
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode!, body: JSON.parse(Buffer.concat(chunks).toString()) }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const SEARCH = '/api/search/multi-search';
const search = JSON.stringify({ queries: [{ indexUid: 'cars', q: 'mazda' }] });

describe('the search proxy reads bodies strictly, in Meilisearch shape', () => {
  test('gzip, deflate and br bodies are read; a corrupt or mismatched one is a 400', async () => {
    for (const encoded of [
      { 'Content-Encoding': 'gzip', body: zlib.gzipSync(search) },
      { 'Content-Encoding': 'deflate', body: zlib.deflateSync(search) },
      { 'Content-Encoding': 'br', body: zlib.brotliCompressSync(search) },
    ]) {
      const { body, ...headers } = encoded;
      expect((await post(SEARCH, body, headers)).status).toBe(200);
    }
    const corrupt = await post(SEARCH, zlib.gzipSync(search).subarray(0, 20), {
      'Content-Encoding': 'gzip',
    });
    expect(corrupt.status).toBe(400);
    expect(corrupt.body).toMatchObject({
      code: 'malformed_payload',
      type: 'invalid_request',
      message: 'Content-Encoding says gzip but the body is not gzip data',
      link: 'https://docs.meilisearch.com/errors#malformed_payload',
    });
    const plain = await post(SEARCH, search, { 'Content-Encoding': 'gzip' });
    expect(plain.body.message).toBe('Content-Encoding says gzip but the body is not gzip data');
    const unknown = await post(SEARCH, search, { 'Content-Encoding': 'zstd' });
    expect(unknown.status).toBe(415);
    expect(unknown.body.message).toContain('Content-Encoding "zstd" is not supported');
  });

  test('invalid UTF-8 is refused with the byte, not searched as U+FFFD', async () => {
    const bytes = Buffer.concat([
      Buffer.from('{"queries":[{"indexUid":"cars","q":"ma'),
      Buffer.from([0xc0, 0xaf]),
      Buffer.from('"}]}'),
    ]);
    const res = await post(SEARCH, bytes);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'malformed_payload',
      message: 'Request body is not valid UTF-8 (byte 38)',
    });
  });

  test('no Content-Type with a body is 415; an inflating body is 413 naming the limit', async () => {
    const res = await post(SEARCH, search, { 'Content-Type': undefined });
    expect(res.status).toBe(415);
    expect(res.body.code).toBe('missing_content_type');
    const bomb = zlib.gzipSync(`{"q":"${'a'.repeat(1_000_000)}"}`);
    const big = await post(SEARCH, bomb, { 'Content-Encoding': 'gzip' });
    expect(big.status).toBe(413);
    expect(big.body).toMatchObject({
      code: 'payload_too_large',
      message:
        'Request body is larger than the 64 kB this endpoint accepts once its Content-Encoding is undone',
    });
  });
});

describe('the lead API', () => {
  test('a NUL or other control character in a text field is a 400 naming the field; nothing is stored and the captcha is not spent', async () => {
    const api = leads();
    const before = await api.count();
    const captcha = await api.solveCaptcha(HARBOUR, 'general-enquiry');
    const refused = await api.create(HARBOUR, {
      form: 'general-enquiry',
      fields: { ...CONTACT, name: 'Alex\u0000', message: 'Hi\u0000 there\u202e' },
      captcha,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual({
      name: LEAD_API_MESSAGES.controlCharacters,
      message: LEAD_API_MESSAGES.controlCharactersMultiline,
    });
    expect(await api.count()).toBe(before);

    const accepted = await api.create(HARBOUR, {
      form: 'general-enquiry',
      fields: { ...CONTACT, message: 'Line one\r\nLine\ttwo' },
      captcha,
    });
    expect(accepted.status).toBe(201);
    expect((await api.lead(accepted.body.lead_id)).message).toBe('Line one\nLine\ttwo');
  });

  test('nesting deeper than 32 is a 400 naming the limit, at the top or inside fields', async () => {
    for (const body of [
      '['.repeat(10_000) + ']'.repeat(10_000),
      `{"form":"general-enquiry","fields":${'{"a":'.repeat(3_000)}1${'}'.repeat(3_000)}}`,
    ]) {
      const res = await post('/api/leads', body, { 'Idempotency-Key': leads().newKey() });
      expect(res.status).toBe(400);
      expect(res.body.error).toEqual({
        code: 'nesting_too_deep',
        message: expect.stringMatching(
          /^Request body nests objects and arrays more than 32 deep \(line 1, column \d+\)$/,
        ),
      });
    }
  });

  test('wrong Content-Type or charset is a 415 saying what was sent', async () => {
    const body = JSON.stringify({ form: 'general-enquiry', fields: CONTACT });
    const text = await post('/api/leads', body, { 'Content-Type': 'text/plain' });
    expect(text.status).toBe(415);
    expect(text.body.error.message).toBe(
      'Send the body as Content-Type: application/json ("text/plain" was sent)',
    );
    const latin1 = await post('/api/leads', body, {
      'Content-Type': 'application/json; charset=latin1',
    });
    expect(latin1.status).toBe(415);
    expect(latin1.body.error.message).toContain('charset "latin1" was sent; only UTF-8 is read');
  });

  test('malformed JSON is a 400 with the position and none of the body', async () => {
    const res = await post(
      '/api/leads',
      '{"form": "general-enquiry", "fields": {"name": "Alex Citizen"',
      {
        'Idempotency-Key': leads().newKey(),
      },
    );
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({
      code: 'entity_parse_failed',
      message:
        "Request body is not valid JSON: the body ends before its closing '}' at line 1, column 62",
    });
  });

  test('__proto__ and constructor keys are refused as unknown fields and pollute nothing', async () => {
    const res = await post(
      '/api/leads',
      `{"form":"general-enquiry","__proto__":{"polluted":true},"fields":{"constructor":{"polluted":true},"name":"A"}}`,
      { 'Idempotency-Key': leads().newKey() },
    );
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields)).toEqual(expect.arrayContaining(['__proto__']));
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('phone reveals', () => {
  test('a number past the safe integers, or one JSON cannot hold, is a 400 naming car_id', async () => {
    for (const body of ['{"car_id": 9007199254740993}', '{"car_id": 1e400}', '{"car_id": -0}']) {
      const res = await post('/api/phone-reveals', body);
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.error.fields)).toEqual(['car_id']);
    }
  });
});
