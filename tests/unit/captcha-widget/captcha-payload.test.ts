import type { Challenge } from 'altcha-lib';
import { describe, expect, it } from 'vitest';
import { decodeCaptchaPayload } from '#server/leads/intake/captcha/captcha-payload.server.ts';
import { encodeCaptchaPayload } from '#shared/components/forms/captcha/captcha-payload.ts';

const challenge: Challenge = {
  parameters: {
    algorithm: 'SHA-256',
    nonce: 'ab'.repeat(16),
    salt: 'cd'.repeat(16),
    cost: 1,
    keyLength: 32,
    keyPrefix: 'ef'.repeat(16),
    expiresAt: 1_900_000_000,
    data: { site: 'Müller Motors' },
  },
  signature: '01'.repeat(32),
};

describe('encodeCaptchaPayload', () => {
  it('is base64 of the { challenge, solution } JSON, as the widget sends it', () => {
    const solution = { counter: 61_234, derivedKey: 'ef'.repeat(32) };
    const payload = encodeCaptchaPayload(challenge, solution);
    expect(payload).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(JSON.parse(Buffer.from(payload, 'base64').toString('utf8'))).toEqual({
      challenge,
      solution,
    });
  });

  it('is what the lead API decodes', () => {
    const payload = encodeCaptchaPayload(challenge, { counter: 1, derivedKey: '00' });
    expect(decodeCaptchaPayload(payload)).toEqual({
      ok: true,
      payload: { challenge, solution: { counter: 1, derivedKey: '00' } },
    });
  });
});
