import { expect, test } from 'vitest';
import { EnvError, parseEnv } from '#server/env.server.ts';

test('DATABASE_URL is unset by default (embedded PGlite)', () => {
  expect(parseEnv({}).DATABASE_URL).toBeUndefined();
  expect(parseEnv({ DATABASE_URL: '  ' }).DATABASE_URL).toBeUndefined();
});

test.each([
  'postgres://dealer@127.0.0.1:5432/leads',
  'postgresql://dealer:secret@db.internal/leads?sslmode=require',
  'postgres:///leads?host=/var/run/postgresql',
])('DATABASE_URL=%s is accepted as given', (url) => {
  expect(parseEnv({ DATABASE_URL: url }).DATABASE_URL).toBe(url);
});

test.each([
  ['mysql://root@127.0.0.1/leads', /^Invalid environment variable DATABASE_URL="mysql:\/\/root@/],
  ['127.0.0.1:5432/leads', /DATABASE_URL="127\.0\.0\.1:5432\/leads"/],
  ['http://dealer:hunter2@db/leads', /DATABASE_URL="http:\/\/dealer:\*\*\*@db\/leads"/],
])('DATABASE_URL=%s stops startup with one line naming it', (url, message) => {
  const read = () => parseEnv({ DATABASE_URL: url });
  expect(read).toThrow(EnvError);
  expect(read).toThrow(message);
  expect(read).toThrow(/: expected a postgres:\/\/ or postgresql:\/\/ URL$/);
  expect(read).not.toThrow(/hunter2/);
});
