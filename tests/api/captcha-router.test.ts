import { solveChallenge, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import express, { type RequestHandler } from 'express';
import { pino } from 'pino';
import request from 'supertest';
import { describe, expect, test } from 'vitest';
import { captchaRouter } from '#server/leads/intake/captcha/captcha-router.server.ts';
import { createCaptcha } from '#server/leads/intake/captcha/captcha.server.ts';
import type { Database } from '#server/db/database.server.ts';
import { handleErrors } from '#server/http/errors.server.ts';
import { createMemoryRateLimitStore } from '#server/http/rate-limit/memory-store.server.ts';
import { rateLimit } from '#server/http/rate-limit/rate-limit.server.ts';
import { asDemoSite } from '../support/demo-site.ts';

const HMAC_KEY = 'router-test-key-router-test-key-0';

// With the key given, making a challenge never touches the database.
const noDatabase = new Proxy({} as Database, {
  get: () => {
    throw new Error('the database is not used here');
  },
});

const SITE = 'harbour-city-motors';
const FORM = 'general-enquiry';
const CHALLENGE = `/api/captcha/challenge?form=${FORM}`;

function appWith(router: express.Router) {
  const app = express();
  app.use(asDemoSite(SITE));
  app.use('/api/captcha', router);
  app.use(handleErrors);
  return app;
}

describe('GET /api/captcha/challenge', () => {
  const captcha = createCaptcha({
    database: noDatabase,
    hmacKey: HMAC_KEY,
    logger: pino({ level: 'silent' }),
    maxNumber: 20,
  });

  test('answers a signed challenge the widget can solve, never cached', async () => {
    const res = await request(appWith(captchaRouter({ captcha }))).get(CHALLENGE);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('no-store');
    const challenge = res.body as Challenge;
    expect(Object.keys(challenge).sort()).toEqual(['parameters', 'signature']);
    const solution = await solveChallenge({ challenge, deriveKey });
    expect(solution).not.toBeNull();
    const verification = await verifySolution({
      challenge,
      solution: solution!,
      deriveKey,
      hmacSignatureSecret: HMAC_KEY,
    });
    expect(verification.verified).toBe(true);
  });

  test('the challenge names, inside its signed parameters, the site and form it is for', async () => {
    const res = await request(appWith(captchaRouter({ captcha }))).get(CHALLENGE);
    expect(res.body.parameters.data).toEqual({ site: SITE, form: FORM });
    expect(res.body.parameters.expiresAt).toEqual(expect.any(Number));
  });

  test('a missing, unknown or repeated form is a 400 naming ?form=', async () => {
    const app = appWith(captchaRouter({ captcha }));
    const cases = [
      ['/api/captcha/challenge', 'form_required'],
      ['/api/captcha/challenge?form=', 'form_required'],
      ['/api/captcha/challenge?form=careerz', 'invalid_form'],
      ['/api/captcha/challenge?form=subscribe&form=finance', 'invalid_form'],
      ['/api/captcha/challenge?form[a]=subscribe', 'form_required'],
    ] as const;
    for (const [url, code] of cases) {
      const res = await request(app).get(url);
      expect(res.status, url).toBe(400);
      expect(res.body.error.code, url).toBe(code);
      expect(res.body.error.fields.form, url).toContain('?form= one of general-enquiry');
    }
  });

  test('a form this site does not offer is a 404', async () => {
    // harbour-city-motors has no model pages.
    const res = await request(appWith(captchaRouter({ captcha }))).get(
      '/api/captcha/challenge?form=model-enquiry',
    );
    expect(res.status).toBe(404);
    expect(res.body.error).toMatchObject({
      code: 'form_not_offered',
      message: 'This site has no model-enquiry form',
    });
  });

  test('each request gets a new challenge', async () => {
    const app = appWith(captchaRouter({ captcha }));
    const [a, b] = await Promise.all([request(app).get(CHALLENGE), request(app).get(CHALLENGE)]);
    expect(a.body.parameters.nonce).not.toBe(b.body.parameters.nonce);
  });

  test('the limits run first: a refused client gets no challenge', async () => {
    let made = 0;
    const counting = {
      challenge: () => {
        made += 1;
        return captcha.challenge({ site: SITE, form: FORM });
      },
    };
    const limits: RequestHandler[] = [
      rateLimit(createMemoryRateLimitStore(), {
        name: 'ip',
        limit: 1,
        windowMs: 60_000,
        key: () => 'client',
      }),
    ];
    const app = appWith(captchaRouter({ captcha: counting, limits }));
    expect((await request(app).get(CHALLENGE)).status).toBe(200);
    const refused = await request(app).get(CHALLENGE);
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('rate_limited');
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(made).toBe(1);
  });

  test('other methods are 405 with Allow: GET', async () => {
    const res = await request(appWith(captchaRouter({ captcha }))).post('/api/captcha/challenge');
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.error.code).toBe('method_not_allowed');
  });

  test('a key that cannot be read is a 500 in the API error shape', async () => {
    const broken = { challenge: () => Promise.reject(new Error('database down')) };
    const res = await request(appWith(captchaRouter({ captcha: broken }))).get(CHALLENGE);
    expect(res.status).toBe(500);
    expect(res.body.error.code).toBe('internal');
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
