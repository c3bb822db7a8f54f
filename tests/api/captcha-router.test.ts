import { solveChallenge, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import express, { type RequestHandler } from 'express';
import { pino } from 'pino';
import request from 'supertest';
import { describe, expect, test } from 'vitest';
import { captchaRouter } from '#server/api/captcha/captcha-router.server.ts';
import { createCaptcha } from '#server/api/captcha/captcha.server.ts';
import type { Database } from '#server/db/database.server.ts';
import { handleErrors } from '#server/http/errors.server.ts';
import { createMemoryRateLimitStore } from '#server/http/rate-limit/memory-store.server.ts';
import { rateLimit } from '#server/http/rate-limit/rate-limit.server.ts';

const HMAC_KEY = 'router-test-key-router-test-key-0';

// With the key given, making a challenge never touches the database.
const noDatabase = new Proxy({} as Database, {
  get: () => {
    throw new Error('the database is not used here');
  },
});

function appWith(router: express.Router) {
  const app = express();
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
    const res = await request(appWith(captchaRouter({ captcha }))).get('/api/captcha/challenge');
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

  test('each request gets a new challenge', async () => {
    const app = appWith(captchaRouter({ captcha }));
    const [a, b] = await Promise.all([
      request(app).get('/api/captcha/challenge'),
      request(app).get('/api/captcha/challenge'),
    ]);
    expect(a.body.parameters.nonce).not.toBe(b.body.parameters.nonce);
  });

  test('the limits run first: a refused client gets no challenge', async () => {
    let made = 0;
    const counting = {
      challenge: () => {
        made += 1;
        return captcha.challenge();
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
    expect((await request(app).get('/api/captcha/challenge')).status).toBe(200);
    const refused = await request(app).get('/api/captcha/challenge');
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
    const res = await request(appWith(captchaRouter({ captcha: broken }))).get(
      '/api/captcha/challenge',
    );
    expect(res.status).toBe(500);
    expect(res.body.error.code).toBe('internal');
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
