import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { EnvError, parseEnv } from '#server/env.server.ts';

/** Production as an operator without an SMTP server must configure it. */
const PRODUCTION = { NODE_ENV: 'production', LEAD_EMAIL: 'files' };

describe('parseEnv', () => {
  test('defaults: port 3000, development, ./data, no proxy trusted', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 3000, NODE_ENV: 'development', TRUST_PROXY: false });
    expect(env.DATA_DIR).toBe(path.resolve('data'));
  });

  test.each([
    ['TRUST_PROXY', 'true', true],
    ['TRUST_PROXY', '2', 2],
    ['TRUST_PROXY', 'loopback, 10.0.0.0/8', 'loopback,10.0.0.0/8'],
    ['TRUST_PROXY', 'false', false],
    ['PORT', '8080', 8080],
    ['HOST', '127.0.0.1', '127.0.0.1'],
    ['HOST', '::', '::'],
    ['HOST', '[::1]', '::1'],
    ['HOST', 'localhost', 'localhost'],
    ['HOST', 'app.internal', 'app.internal'],
    ['SHUTDOWN_GRACE_MS', '25000', 25000],
    ['SHUTDOWN_DELAY_MS', '0', 0],
    ['SHUTDOWN_DELAY_MS', '2500', 2500],
    ['HEAP_GROWTH_PERCENT', '0', 0],
    ['HEAP_GROWTH_PERCENT', '100', 100],
  ])('%s=%s is accepted', (name, value, expected) => {
    expect(parseEnv({ [name]: value })[name as 'PORT']).toEqual(expected);
  });

  test.each([
    ['PORT', 'eighty', /PORT="eighty": expected a whole number from 0 to 65535/],
    ['PORT', '70000', /PORT="70000"/],
    ['NODE_ENV', 'staging', /NODE_ENV="staging": expected one of development, production, test/],
    ['TRUST_PROXY', 'yes please', /TRUST_PROXY="yes please": expected true, false, a hop count/],
    ['LOG_LEVEL', 'loud', /LOG_LEVEL="loud"/],
    ['HOST', 'http://0.0.0.0', /HOST="http:\/\/0.0.0.0": expected an IP address .* or a hostname/],
    ['HOST', '0.0.0.0:3000', /HOST="0.0.0.0:3000": expected an IP address/],
    ['HOST', 'bad_host', /HOST="bad_host"/],
    [
      'SHUTDOWN_GRACE_MS',
      '10s',
      /SHUTDOWN_GRACE_MS="10s": expected a whole number from 100 to 600000/,
    ],
    ['SHUTDOWN_GRACE_MS', '0', /SHUTDOWN_GRACE_MS="0"/],
    ['SHUTDOWN_DELAY_MS', '-1', /SHUTDOWN_DELAY_MS="-1": expected a whole number from 0 to 60000/],
    [
      'HEAP_GROWTH_PERCENT',
      '1.5',
      /HEAP_GROWTH_PERCENT="1.5": expected a whole number from 0 to 1000/,
    ],
    [
      'SHUTDOWN_DELAY_MS',
      '7500',
      /SHUTDOWN_DELAY_MS="7500": expected at most SHUTDOWN_GRACE_MS - 1000 \(7000\)/,
    ],
  ])('%s=%s stops startup with one line naming the variable', (name, value, message) => {
    expect(() => parseEnv({ [name]: value })).toThrow(EnvError);
    expect(() => parseEnv({ [name]: value })).toThrow(message);
  });
});

test('a DATA_DIR that cannot be created stops startup naming DATA_DIR', async () => {
  const { ensureDataDir } = await import('#server/env.server.ts');
  const fs = await import('node:fs');
  const os = await import('node:os');
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'env-test-')), 'a-file');
  fs.writeFileSync(file, '');
  expect(() => ensureDataDir({ DATA_DIR: path.join(file, 'data') })).toThrow(
    /Invalid environment variable DATA_DIR=".*": expected a folder this process can create and write \(ENOTDIR\)/,
  );
});

test('listen address: every interface unless HOST is set; shutdown grace under 10 s', () => {
  expect(parseEnv({}).HOST).toBeUndefined();
  expect(parseEnv({ HOST: ' ' }).HOST).toBeUndefined();
  expect(parseEnv({}).SHUTDOWN_GRACE_MS).toBeLessThan(10_000);
});

test('shutdown delay: 5 s in production, none elsewhere, always within the grace', () => {
  expect(parseEnv(PRODUCTION).SHUTDOWN_DELAY_MS).toBe(5_000);
  expect(parseEnv({}).SHUTDOWN_DELAY_MS).toBe(0);
  expect(parseEnv({ NODE_ENV: 'test' }).SHUTDOWN_DELAY_MS).toBe(0);
  const production = parseEnv(PRODUCTION);
  expect(production.SHUTDOWN_GRACE_MS - production.SHUTDOWN_DELAY_MS).toBeGreaterThanOrEqual(1_000);
  expect(parseEnv({ ...PRODUCTION, SHUTDOWN_GRACE_MS: '3000' }).SHUTDOWN_DELAY_MS).toBe(2_000);
  expect(
    parseEnv({ SHUTDOWN_GRACE_MS: '20000', SHUTDOWN_DELAY_MS: '15000' }).SHUTDOWN_DELAY_MS,
  ).toBe(15_000);
});

test('demo inventory is on by default, off by default in production, and explicit either way', () => {
  expect(parseEnv({}).DEMO_INVENTORY).toBe(true);
  expect(parseEnv(PRODUCTION).DEMO_INVENTORY).toBe(false);
  expect(parseEnv({ ...PRODUCTION, DEMO_INVENTORY: 'true' }).DEMO_INVENTORY).toBe(true);
  expect(() => parseEnv({ DEMO_INVENTORY: 'sometimes' })).toThrow(
    /DEMO_INVENTORY="sometimes": expected true or false/,
  );
});

test('MEILI_HOST must be an http(s) URL; trailing slashes are dropped', () => {
  expect(parseEnv({ MEILI_HOST: 'http://127.0.0.1:7700/' }).MEILI_HOST).toBe(
    'http://127.0.0.1:7700',
  );
  expect(parseEnv({}).MEILI_HOST).toBeUndefined();
  expect(() => parseEnv({ MEILI_HOST: 'meili:7700' })).toThrow(
    /MEILI_HOST="meili:7700": expected an http/,
  );
});

describe('lead email in production', () => {
  test('no SMTP_URL is a startup error naming SMTP_URL and LEAD_EMAIL', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(EnvError);
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(
      /NODE_ENV=production needs SMTP_URL .* set LEAD_EMAIL=files/,
    );
  });

  test.each([
    [{ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.internal:25' }, 'smtp'],
    [{ NODE_ENV: 'production', LEAD_EMAIL: 'files' }, 'files'],
    [{ NODE_ENV: 'production', LEAD_EMAIL: 'smtp', SMTP_URL: 'smtps://u:p@mail:465' }, 'smtp'],
    [{}, 'files'],
    [{ NODE_ENV: 'test' }, 'files'],
  ])('%j: lead emails go by %s', (source, expected) => {
    expect(parseEnv(source).LEAD_EMAIL).toBe(expected);
  });

  test.each([
    [{ LEAD_EMAIL: 'smtp' }, /LEAD_EMAIL="smtp": smtp needs SMTP_URL/],
    [{ LEAD_EMAIL: 'files', SMTP_URL: 'smtp://mail:25' }, /LEAD_EMAIL="files": files conflicts/],
    [{ LEAD_EMAIL: 'pigeon' }, /LEAD_EMAIL="pigeon": expected one of smtp, files/],
  ])('%j is refused', (source, message) => {
    expect(() => parseEnv(source)).toThrow(message);
  });
});

test('source maps are served outside production, and in production only when asked', () => {
  expect(parseEnv({}).SERVE_SOURCE_MAPS).toBe(true);
  expect(parseEnv(PRODUCTION).SERVE_SOURCE_MAPS).toBe(false);
  expect(parseEnv({ ...PRODUCTION, SERVE_SOURCE_MAPS: 'true' }).SERVE_SOURCE_MAPS).toBe(true);
});

test('METRICS_PORT: unset means no metrics listener', () => {
  expect(parseEnv({}).METRICS_PORT).toBeUndefined();
  expect(parseEnv({ METRICS_PORT: '9464' }).METRICS_PORT).toBe(9464);
  expect(() => parseEnv({ METRICS_PORT: 'nine' })).toThrow(/METRICS_PORT="nine"/);
});

test('TENANTS_DIR: the repository tenants/ by default; a missing folder or a file stops startup', async () => {
  const fs = await import('node:fs');
  const os = await import('node:os');
  expect(parseEnv({}).TENANTS_DIR).toBe(path.resolve('tenants'));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'env-test-'));
  expect(parseEnv({ TENANTS_DIR: dir }).TENANTS_DIR).toBe(dir);
  expect(() => parseEnv({ TENANTS_DIR: path.join(dir, 'missing') })).toThrow(
    /Invalid environment variable TENANTS_DIR=".*missing": expected a folder this process can read \(ENOENT\)/,
  );
  fs.writeFileSync(path.join(dir, 'a-file'), '');
  expect(() => parseEnv({ TENANTS_DIR: path.join(dir, 'a-file') })).toThrow(
    /TENANTS_DIR.*not a folder/,
  );
});
