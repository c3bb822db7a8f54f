import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchaRouter } from '#server/leads/intake/captcha/captcha-router.server.ts';
import { createCaptcha, type Captcha } from '#server/leads/intake/captcha/captcha.server.ts';
import type { Database } from '#server/db/database.server.ts';
import { openDatabase } from '#server/db/open-database.server.ts';
import { solveCaptcha } from '#shared/components/forms/captcha/solve-captcha.ts';
import { captchaChallengeUrl } from '#shared/components/forms/captcha/challenge-url.ts';
import { asDemoSite } from '../../support/demo-site.ts';
import { freshPGliteStore, type TestStore } from '../../support/test-databases.ts';

// The browser's code path (fetch, WebCrypto digests) run in Node against the real server side.
const BINDING = { site: 'harbour-city-motors', form: 'subscribe' } as const;

describe('solveCaptcha against the captcha API', () => {
  const silent = pino({ level: 'silent' });
  let store: TestStore;
  let database: Database;
  let captcha: Captcha;
  let server: Server;
  let challengeUrl: string;

  beforeAll(async () => {
    store = await freshPGliteStore();
    database = await openDatabase(store.env, silent);
    captcha = createCaptcha({ database, logger: silent, hmacKey: 'test-key', maxNumber: 200 });
    const app = express();
    app.use(asDemoSite(BINDING.site));
    app.use('/api/captcha', captchaRouter({ captcha }));
    app.get('/broken', (_req, res) => {
      res.status(503).json({});
    });
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    challengeUrl = new URL(captchaChallengeUrl(BINDING.form), `http://127.0.0.1:${port}`).href;
  }, 60_000);
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await database?.close();
    await store?.cleanup();
  });

  it('produces a payload the lead API accepts, once', async () => {
    const solved = await solveCaptcha({ challengeUrl });
    expect(solved).not.toBeNull();
    expect(solved!.expiresAt).toBeGreaterThan(Date.now() + 9 * 60_000);
    expect(await captcha.verify(solved!.payload, BINDING)).toEqual({ ok: true });
    expect(await captcha.verify(solved!.payload, BINDING)).toEqual({ ok: false, reason: 'reused' });
  });

  it('each run fetches a new challenge', async () => {
    const [a, b] = await Promise.all([
      solveCaptcha({ challengeUrl }),
      solveCaptcha({ challengeUrl }),
    ]);
    expect(a!.payload).not.toBe(b!.payload);
    expect(await captcha.verify(a!.payload, BINDING)).toEqual({ ok: true });
    expect(await captcha.verify(b!.payload, BINDING)).toEqual({ ok: true });
  });

  it('rejects when the challenge cannot be fetched', async () => {
    await expect(
      solveCaptcha({ challengeUrl: new URL('/broken', challengeUrl).href }),
    ).rejects.toThrow('HTTP 503');
  });

  it('stops without an answer when aborted during the work', async () => {
    const hard = createCaptcha({ database, logger: silent, hmacKey: 'test-key', maxNumber: 1e9 });
    const controller = new AbortController();
    const fetchHard: typeof fetch = async () => {
      setTimeout(() => controller.abort(), 50);
      return Response.json(await hard.challenge(BINDING));
    };
    const started = Date.now();
    await expect(
      solveCaptcha({ challengeUrl, signal: controller.signal, fetch: fetchHard }),
    ).resolves.toBeNull();
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
