import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { createCaptcha, type CaptchaOptions } from '#server/leads/intake/captcha/captcha.server.ts';
import type { Database } from '#server/db/database.server.ts';
import { openDatabase } from '#server/db/open-database.server.ts';
import {
  storeBackends,
  whyPostgresIsUnavailable,
  type TestStore,
} from '../support/test-databases.ts';

// The same assertions on embedded PGlite and on a Postgres server (a throwaway database).
const postgresSkipReason = await whyPostgresIsUnavailable();
if (postgresSkipReason) console.warn(postgresSkipReason);

const silent = pino({ level: 'silent' });
const KEY_ROW = `select value from platform_secrets where name = 'altcha_hmac_key'`;
const MINUTE = 60_000;
const BINDING = { site: 'harbour-city-motors', form: 'general-enquiry' } as const;

/** Solves a challenge and encodes it as the widget submits it (base64 JSON). */
async function solve(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the challenge was not solved');
  return encode({ challenge, solution });
}

function encode(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64');
}

function decode(payload: string) {
  return JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
}

describe.each(storeBackends(postgresSkipReason))('captcha on $name', ({ name, fresh, skip }) => {
  let store: TestStore;
  let database: Database;
  let clock: number;
  // A little work, so the tests stay fast; production asks for far more.
  const captchaOn = (options: Partial<CaptchaOptions> = {}) =>
    createCaptcha({ database, logger: silent, maxNumber: 20, now: () => clock, ...options });

  beforeAll(async () => {
    if (skip) return;
    store = await fresh();
    database = await openDatabase(store.env, silent);
  });
  afterAll(async () => {
    await database?.close();
    await store?.cleanup();
  });
  beforeEach(() => {
    clock = Date.now();
  });

  describe.skipIf(skip)(name, () => {
    test('a challenge is signed, expires in 10 minutes, and a solved one passes once', async () => {
      const captcha = captchaOn();
      const challenge = await captcha.challenge(BINDING);
      expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
      expect(challenge.parameters).toMatchObject({ algorithm: 'SHA-256', cost: 1 });
      expect(challenge.parameters.expiresAt).toBe(Math.floor((clock + 10 * MINUTE) / 1000));
      const payload = await solve(challenge);
      expect(await captcha.verify(payload, BINDING)).toEqual({ ok: true });
      expect(await captcha.verify(payload, BINDING)).toEqual({ ok: false, reason: 'reused' });
    });

    test('the same payload sent at once by several requests passes for one of them', async () => {
      const captcha = captchaOn();
      const payload = await solve(await captcha.challenge(BINDING));
      const results = await Promise.all(
        Array.from({ length: 5 }, () => captcha.verify(payload, BINDING)),
      );
      expect(results.filter((result) => result.ok)).toHaveLength(1);
      expect(results.filter((result) => !result.ok && result.reason === 'reused')).toHaveLength(4);
    });

    test('a changed signature, counter, key or parameter is invalid', async () => {
      const captcha = captchaOn();
      const payload = decode(await solve(await captcha.challenge(BINDING)));
      const { challenge, solution } = payload;
      const tampered = [
        { challenge: { ...challenge, signature: 'ab'.repeat(32) }, solution },
        { challenge: { ...challenge, signature: undefined }, solution },
        { challenge, solution: { ...solution, counter: solution.counter + 1 } },
        { challenge, solution: { ...solution, derivedKey: 'ab'.repeat(32) } },
        { challenge, solution: { ...solution, counter: -1 } },
        {
          challenge: {
            ...challenge,
            parameters: {
              ...challenge.parameters,
              expiresAt: challenge.parameters.expiresAt + 600,
            },
          },
          solution,
        },
        {
          challenge: { ...challenge, parameters: { ...challenge.parameters, keyPrefix: '00' } },
          solution,
        },
      ];
      for (const candidate of tampered) {
        expect(await captcha.verify(encode(candidate), BINDING)).toEqual({
          ok: false,
          reason: 'invalid',
        });
      }
      // None of them used the challenge up.
      expect(await captcha.verify(encode(payload), BINDING)).toEqual({ ok: true });
    });

    test('a solution passes only on the site and form it was issued for', async () => {
      const captcha = captchaOn();
      const payload = await solve(await captcha.challenge(BINDING));
      expect(await captcha.verify(payload, { ...BINDING, site: 'coastal-used-cars' })).toEqual({
        ok: false,
        reason: 'other-site',
      });
      expect(await captcha.verify(payload, { ...BINDING, form: 'subscribe' })).toEqual({
        ok: false,
        reason: 'other-form',
      });
      // Neither refusal used it up: on its own site and form it passes, once.
      expect(await captcha.verify(payload, BINDING)).toEqual({ ok: true });
      expect(await captcha.verify(payload, BINDING)).toEqual({ ok: false, reason: 'reused' });
    });

    test('the site and form are signed: a changed or missing binding is invalid', async () => {
      const captcha = captchaOn();
      const forOther = { site: 'coastal-used-cars', form: 'subscribe' } as const;
      const { challenge, solution } = decode(await solve(await captcha.challenge(forOther)));
      const rebound = (data: unknown) => ({
        challenge: { ...challenge, parameters: { ...challenge.parameters, data } },
        solution,
      });
      for (const candidate of [rebound(BINDING), rebound(undefined), rebound({ site: 'x' })]) {
        expect(await captcha.verify(encode(candidate), BINDING)).toEqual({
          ok: false,
          reason: 'invalid',
        });
      }
      // A challenge signed without a binding (as before binding existed) is refused too.
      const { createChallenge } = await import('altcha-lib');
      const { data: _data, ...unbound } = challenge.parameters;
      expect(unbound).not.toHaveProperty('data');
      const old = await createChallenge({
        algorithm: 'SHA-256',
        cost: 1,
        counter: 3,
        deriveKey,
        expiresAt: new Date(clock + MINUTE),
        hmacSignatureSecret: 'k'.repeat(32),
      });
      const oldPayload = await solve(old);
      expect(await captchaOn({ hmacKey: 'k'.repeat(32) }).verify(oldPayload, BINDING)).toEqual({
        ok: false,
        reason: 'invalid',
      });
    });

    test('a challenge signed with another key is invalid', async () => {
      const other = captchaOn({ hmacKey: 'another-key-another-key-another-key' });
      const payload = await solve(await other.challenge(BINDING));
      expect(await captchaOn().verify(payload, BINDING)).toEqual({ ok: false, reason: 'invalid' });
    });

    test('a challenge answered after it expired is refused', async () => {
      const captcha = captchaOn();
      const payload = await solve(await captcha.challenge(BINDING));
      clock += 10 * MINUTE + 1_000;
      expect(await captcha.verify(payload, BINDING)).toEqual({ ok: false, reason: 'expired' });

      // A short-lived challenge, checked against the real clock by altcha-lib itself.
      const past = captchaOn({ now: () => Date.now() - 2 * MINUTE, expiresInMs: MINUTE });
      const stale = await solve(await past.challenge(BINDING));
      expect(await captchaOn().verify(stale, BINDING)).toEqual({ ok: false, reason: 'expired' });
    });

    test('nothing sent is missing; anything but a widget payload is invalid', async () => {
      const captcha = captchaOn();
      for (const nothing of [undefined, null, '']) {
        expect(await captcha.verify(nothing, BINDING)).toEqual({ ok: false, reason: 'missing' });
      }
      const garbage = [
        'not a payload!',
        encode('hello'),
        encode({}),
        encode({ challenge: {}, solution: {} }),
        encode({ challenge: { parameters: 'x', signature: 'y' }, solution: { counter: 1 } }),
        Buffer.from('{"challenge":').toString('base64'),
        'A'.repeat(100_000),
        42,
        true,
        { challenge: {}, solution: {} },
        ['payload'],
      ];
      for (const value of garbage) {
        expect(await captcha.verify(value, BINDING)).toEqual({ ok: false, reason: 'invalid' });
      }
    });

    test('instances sharing the database make one key and agree on it', async () => {
      await database.query(`delete from platform_secrets where name = 'altcha_hmac_key'`);
      const first = captchaOn();
      const second = captchaOn();
      const [challenge] = await Promise.all([first.challenge(BINDING), second.challenge(BINDING)]);
      const { rows } = await database.query<{ value: string }>(KEY_ROW);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.value).toMatch(/^[0-9a-f]{64}$/);
      expect(await second.verify(await solve(challenge), BINDING)).toEqual({ ok: true });
      // A later instance (a restart) reads the same key.
      const restarted = captchaOn();
      expect(await restarted.verify(await solve(await first.challenge(BINDING)), BINDING)).toEqual({
        ok: true,
      });
    });

    test('a database that fails is an error, not a verdict, and the key is read again later', async () => {
      await database.query(`delete from platform_secrets where name = 'altcha_hmac_key'`);
      let down = true;
      const flaky = new Proxy(database, {
        get(target, property) {
          if (property === 'query' && down) return () => Promise.reject(new Error('database down'));
          const value = Reflect.get(target, property);
          return typeof value === 'function' ? value.bind(target) : value;
        },
      });
      const captcha = captchaOn({ database: flaky });
      await expect(captcha.challenge(BINDING)).rejects.toThrow('database down');
      await expect(
        captcha.verify(encode({ challenge: {}, solution: {} }), BINDING),
      ).resolves.toEqual({
        ok: false,
        reason: 'invalid',
      });
      down = false;
      const payload = await solve(await captcha.challenge(BINDING));
      down = true;
      await expect(captcha.verify(payload, BINDING)).rejects.toThrow('database down');
      down = false;
      expect(await captcha.verify(payload, BINDING)).toEqual({ ok: true });
    });

    test('with ALTCHA_HMAC_KEY nothing is stored', async () => {
      await database.query(`delete from platform_secrets where name = 'altcha_hmac_key'`);
      const hmacKey = 'k'.repeat(32);
      const captcha = captchaOn({ hmacKey });
      expect(await captcha.verify(await solve(await captcha.challenge(BINDING)), BINDING)).toEqual({
        ok: true,
      });
      expect((await database.query(KEY_ROW)).rows).toEqual([]);
    });

    test('used challenges are deleted a while after they expire, also by every 100th verify', async () => {
      const captcha = captchaOn();
      const insert = (hash: string, minutesAgo: number) =>
        database.query('insert into used_captcha_solutions values ($1, $2)', [
          hash,
          new Date(clock - minutesAgo * MINUTE),
        ]);
      await database.query('delete from used_captcha_solutions');
      await insert('long-expired', 60);
      await insert('just-expired', 1);
      await insert('unexpired', -5);
      expect(await captcha.purgeExpired()).toBe(1);
      const left = await database.query<{ solution_hash: string }>(
        'select solution_hash from used_captcha_solutions order by solution_hash',
      );
      expect(left.rows.map((row) => row.solution_hash)).toEqual(['just-expired', 'unexpired']);

      await insert('long-expired', 60);
      for (let i = 1; i < 100; i++) await captcha.verify('garbage', BINDING);
      expect(
        (
          await database.query(
            `select 1 from used_captcha_solutions where solution_hash = 'long-expired'`,
          )
        ).rowCount,
      ).toBe(1);
      await captcha.verify('garbage', BINDING);
      expect(
        (
          await database.query(
            `select 1 from used_captcha_solutions where solution_hash = 'long-expired'`,
          )
        ).rowCount,
      ).toBe(0);
    });
  });
});
