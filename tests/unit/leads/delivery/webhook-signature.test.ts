import { describe, expect, test } from 'vitest';
import { buildAdfXml } from '#server/leads/delivery/adf-xml.ts';
import {
  signWebhook,
  verifyWebhookSignature,
  WEBHOOK_SIGNATURE_HEADER,
} from '#server/leads/delivery/webhook-signature.server.ts';
import {
  buildWebhookRequest,
  IDEMPOTENCY_KEY_HEADER,
} from '#server/leads/delivery/webhook-request.server.ts';
import { leadFixture } from './lead-fixture.ts';
import { parseProspect } from './parse-adf.ts';

const SECRET = 'whsec_test_3f9a';
const NOW = 1_752_280_205;
const BODY = '{"schema":"dealer-platform.lead.v1","lead_id":"lead_1"}';
// Computed independently with openssl: printf '%s' "$NOW.$BODY" | openssl dgst -sha256 -hmac "$SECRET"
const KNOWN_HMAC = 'bcb2413f4b40086a7a56baf954054347e6248d6e298acf09d6d640c6cb1263b4';

describe('signWebhook / verifyWebhookSignature', () => {
  test('the header is t=<unix>,v1=<hex HMAC-SHA256 of "t.body">', () => {
    expect(signWebhook(BODY, SECRET, NOW)).toBe(`t=${NOW},v1=${KNOWN_HMAC}`);
  });

  test('round trip: a fresh signature verifies', () => {
    const header = signWebhook(BODY, SECRET, NOW);
    expect(verifyWebhookSignature(BODY, header, SECRET, { now: NOW + 30 })).toEqual({
      ok: true,
      timestamp: NOW,
    });
  });

  const signed = signWebhook(BODY, SECRET, NOW);
  test.each([
    ['a changed body', BODY.replace('lead_1', 'lead_2'), signed, SECRET, NOW],
    ['another secret', BODY, signed, 'whsec_other', NOW],
    [
      'a timestamp moved forward to dodge the window',
      BODY,
      signed.replace(`t=${NOW}`, `t=${NOW + 600}`),
      SECRET,
      NOW + 600,
    ],
    [
      'a flipped hex digit',
      BODY,
      signed.replace(/.$/, (c) => (c === '0' ? '1' : '0')),
      SECRET,
      NOW,
    ],
  ])('mismatch: %s', (_case, body, header, secret, now) => {
    expect(verifyWebhookSignature(body, header, secret, { now })).toEqual({
      ok: false,
      reason: 'mismatch',
    });
  });

  test.each([
    ['replayed after the window', NOW + 301, 'outside-tolerance'],
    ['from too far in the future', NOW - 301, 'outside-tolerance'],
    ['at the edge of the window', NOW + 300, null],
  ] as const)('%s', (_case, now, reason) => {
    const result = verifyWebhookSignature(BODY, signWebhook(BODY, SECRET, NOW), SECRET, { now });
    expect(result).toEqual(reason === null ? { ok: true, timestamp: NOW } : { ok: false, reason });
  });

  test('the tolerance is configurable', () => {
    const header = signWebhook(BODY, SECRET, NOW);
    expect(
      verifyWebhookSignature(BODY, header, SECRET, { now: NOW + 61, toleranceSeconds: 60 }),
    ).toEqual({ ok: false, reason: 'outside-tolerance' });
  });

  test('during a secret rotation either v1 value is accepted', () => {
    const old = signWebhook(BODY, 'whsec_old', NOW);
    const current = signWebhook(BODY, SECRET, NOW).split(',')[1];
    const header = `${old},${current}`;
    expect(verifyWebhookSignature(BODY, header, SECRET, { now: NOW }).ok).toBe(true);
    expect(verifyWebhookSignature(BODY, header, 'whsec_old', { now: NOW }).ok).toBe(true);
  });

  test.each([
    ['empty', ''],
    ['no timestamp', `v1=${'a'.repeat(64)}`],
    ['no signature', `t=${NOW}`],
    ['a short signature', `t=${NOW},v1=abcd`],
    ['a non-numeric timestamp', `t=soon,v1=${'a'.repeat(64)}`],
  ])('malformed: %s', (_case, header) => {
    expect(verifyWebhookSignature(BODY, header, SECRET, { now: NOW })).toEqual({
      ok: false,
      reason: 'malformed',
    });
  });

  test('refuses to sign with an empty secret or a non-integer timestamp', () => {
    expect(() => signWebhook(BODY, '', NOW)).toThrow(/secret is empty/);
    expect(() => signWebhook(BODY, SECRET, 1.5)).toThrow(/unix seconds/);
  });
});

describe('buildWebhookRequest', () => {
  const lead = leadFixture();

  test('ADF: the body is the ADF document, signed, with the idempotency key passed in', () => {
    const request = buildWebhookRequest(lead, {
      format: 'adf-xml',
      secret: SECRET,
      timestamp: NOW,
      idempotencyKey: 'delivery_42',
    });
    expect(request.body).toBe(buildAdfXml(lead));
    expect(request.headers['Content-Type']).toBe('application/x-adf+xml; charset=utf-8');
    expect(request.headers[IDEMPOTENCY_KEY_HEADER]).toBe('delivery_42');
    const signature = request.headers[WEBHOOK_SIGNATURE_HEADER] ?? '';
    expect(verifyWebhookSignature(request.body, signature, SECRET, { now: NOW }).ok).toBe(true);
    expect(parseProspect(request.body).vendor.vendorname).toBe('Harbour City Motors');
  });

  test('JSON: the v1 payload, signed over the exact bytes sent', () => {
    const request = buildWebhookRequest(lead, {
      format: 'json',
      secret: SECRET,
      timestamp: NOW,
      idempotencyKey: 'delivery_43',
    });
    expect(JSON.parse(request.body).schema).toBe('dealer-platform.lead.v1');
    expect(request.headers['Content-Type']).toBe('application/json; charset=utf-8');
    const signature = request.headers[WEBHOOK_SIGNATURE_HEADER] ?? '';
    expect(verifyWebhookSignature(request.body, signature, SECRET, { now: NOW }).ok).toBe(true);
    expect(verifyWebhookSignature(`${request.body} `, signature, SECRET, { now: NOW }).ok).toBe(
      false,
    );
  });

  test('a retry of the same delivery sends the same key and body, a fresh timestamp', () => {
    const options = { format: 'json' as const, secret: SECRET, idempotencyKey: 'delivery_44' };
    const first = buildWebhookRequest(lead, { ...options, timestamp: NOW });
    const retry = buildWebhookRequest(lead, { ...options, timestamp: NOW + 120 });
    expect(retry.body).toBe(first.body);
    expect(retry.headers[IDEMPOTENCY_KEY_HEADER]).toBe(first.headers[IDEMPOTENCY_KEY_HEADER]);
    expect(retry.headers[WEBHOOK_SIGNATURE_HEADER]).not.toBe(
      first.headers[WEBHOOK_SIGNATURE_HEADER],
    );
  });

  test.each([[''], ['has space'], ['line\nbreak'], ['x'.repeat(256)]])(
    'refuses idempotency key %j',
    (idempotencyKey) => {
      expect(() =>
        buildWebhookRequest(lead, {
          format: 'adf-xml',
          secret: SECRET,
          timestamp: NOW,
          idempotencyKey,
        }),
      ).toThrow(/Idempotency key/);
    },
  );
});
