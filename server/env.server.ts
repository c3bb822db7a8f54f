import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import {
  EnvError,
  fail,
  readBoolean,
  readChoice,
  readFolder,
  readReadableFile,
  readInteger,
  type Source,
} from './env-readers.server.ts';
import { readHttpUrl, readPostgresUrl, readUrl } from './env-urls.server.ts';
import { repoPath } from './repo-path.server.ts';

export { EnvError };
export { redactPassword } from './env-urls.server.ts';

export type NodeEnv = 'development' | 'production' | 'test';
export type TrustProxy = boolean | number | string;
export type LeadEmail = 'smtp' | 'files';

export interface Env {
  PORT: number;
  /** The address to listen on; undefined: every interface (IPv6 and IPv4). */
  HOST: string | undefined;
  /** How long a shutdown may take in all, from the signal: the delay, then the drain. */
  SHUTDOWN_GRACE_MS: number;
  /** After the signal: readiness failing, connections still accepted (docs/operations.md). */
  SHUTDOWN_DELAY_MS: number;
  NODE_ENV: NodeEnv;
  DATA_DIR: string;
  /** The folder of site files (`<slug>.json`), their `assets/` and `content/`; watched while running. */
  TENANTS_DIR: string;
  TRUST_PROXY: TrustProxy;
  LOG_LEVEL: string;
  SSR_TIMEOUT_MS: number;
  /** Pages rendered at once; more wait their turn (each render holds its data until sent). */
  SSR_CONCURRENCY: number;
  /** Memory for rendered pages kept for the next request of the same URL; 0 turns it off. */
  PAGE_CACHE_MB: number;
  /** How far the heap may grow past its live size before a full collection; 0: V8's own pacing. */
  HEAP_GROWTH_PERCENT: number;
  /** Write the generated demo inventory when DATA_DIR has none (never silently in production). */
  DEMO_INVENTORY: boolean;
  DEMO_PHOTOS: boolean; // the demo's pictures as photos made from the drawings
  /** A Meilisearch cluster to use instead of the embedded engine. */
  MEILI_HOST: string | undefined;
  MEILI_API_KEY: string | undefined;
  /** A Postgres server for leads; unset means embedded PGlite in DATA_DIR/pglite. */
  DATABASE_URL: string | undefined;
  /**
   * Where lead emails are sent (smtp:// or smtps://, credentials in the URL).
   * Unset: each email is written as an .eml file to DATA_DIR/mail-pickup instead.
   */
  SMTP_URL: string | undefined;
  /**
   * How lead emails leave: `smtp` (SMTP_URL) or `files` (.eml files in DATA_DIR/mail-pickup).
   * Production without SMTP_URL must say `files` on purpose (docs/operations.md).
   */
  LEAD_EMAIL: LeadEmail;
  /** A second listener serving Prometheus metrics at /metrics; unset: no metrics listener. */
  METRICS_PORT: number | undefined;
  /** Serve the browser bundle's source maps at /assets/*.map (always outside production). */
  SERVE_SOURCE_MAPS: boolean;
  /** The From of lead emails. */
  MAIL_FROM: string;
  /** A Redis server shared by every instance for rate limits; unset means per-process memory. */
  REDIS_URL: string | undefined;
  /**
   * HMAC key signing captcha challenges. Unset: a random key is made once and kept
   * in the database (table platform_secrets), so every instance shares it.
   */
  ALTCHA_HMAC_KEY: string | undefined;
  /**
   * The captcha's proof-of-work range: a browser tries half of it on average.
   * Lower only in tests; higher costs shoppers' phones more time.
   */
  ALTCHA_MAX_NUMBER: number;
  /** Delivery attempts before a lead delivery is dead-lettered. */
  LEAD_RELAY_MAX_ATTEMPTS: number;
  /** First retry delay; each further retry doubles it (with jitter), capped at an hour. */
  LEAD_RELAY_BASE_DELAY_MS: number;
  /**
   * Stripe's Apple Pay domain association file, served on the hostnames of sites whose Stripe
   * processor enables Apple Pay (Apple checks it before live-mode Apple Pay works there).
   */
  APPLE_PAY_DOMAIN_ASSOCIATION_FILE: string | undefined;
  /** A Stripe-shaped API to call instead of Stripe (stripe-mock, the test suite's stand-in). */
  STRIPE_API_URL: StripeApiTarget | undefined;
  /** Lead, phone-reveal and captcha requests per client IP per minute. */
  RATE_LIMIT_IP_PER_MINUTE: number;
  /** The same, per site, all clients together. */
  RATE_LIMIT_TENANT_PER_MINUTE: number;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const TRUST_PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
const IP_OR_SUBNET = /^[0-9a-fA-F:.]+(\/\d{1,3})?$/;

// Express's own trust-proxy forms: a boolean, a hop count, or named ranges / addresses.
function readTrustProxy(src: Source): TrustProxy {
  const raw = src.TRUST_PROXY?.trim();
  if (raw === undefined || raw === '' || raw === 'false') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) return Number(raw);
  const parts = raw.split(',').map((part) => part.trim());
  const valid = parts.every((part) => TRUST_PROXY_NAMES.includes(part) || IP_OR_SUBNET.test(part));
  if (!valid) {
    fail(
      'TRUST_PROXY',
      raw,
      'expected true, false, a hop count, or a comma list of loopback, linklocal, uniquelocal, IP addresses or subnets',
    );
  }
  return parts.join(',');
}

const HOSTNAME =
  /^(?=.{1,253}$)[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;

// An IP literal (brackets around IPv6 allowed) or a hostname the system resolves at listen time.
function readHost(src: Source): string | undefined {
  const raw = src.HOST?.trim();
  if (!raw) return undefined;
  const host = raw.replace(/^\[(.*)\]$/, '$1');
  if (!net.isIP(host) && !HOSTNAME.test(host)) {
    fail('HOST', raw, 'expected an IP address (0.0.0.0, ::, 127.0.0.1) or a hostname');
  }
  return host;
}

const MAIL_FROM = /^([^<>\r\n]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/;

function readMailFrom(src: Source): string {
  const raw = src.MAIL_FROM?.trim();
  if (!raw) return 'Dealer website leads <leads@localhost>';
  if (!MAIL_FROM.test(raw)) fail('MAIL_FROM', raw, 'expected an address, or Name <address>');
  return raw;
}

function readAltchaKey(src: Source): string | undefined {
  const raw = src.ALTCHA_HMAC_KEY?.trim();
  if (raw && raw.length < 32) fail('ALTCHA_HMAC_KEY', '***', 'expected at least 32 characters');
  return raw || undefined;
}

/** Where the `stripe` client sends API calls instead of Stripe (stripe-mock, tests' stand-in). */
export interface StripeApiTarget {
  host: string;
  port: number;
  protocol: 'http' | 'https';
}

function readStripeApiTarget(src: Source): StripeApiTarget | undefined {
  const raw = readHttpUrl(src, 'STRIPE_API_URL');
  if (!raw) return undefined;
  const url = new URL(raw);
  if (url.pathname !== '/' || url.search) {
    fail('STRIPE_API_URL', raw, 'expected http(s)://host[:port] with no path');
  }
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    host: url.hostname,
    port: Number(url.port || (protocol === 'http' ? 80 : 443)),
    protocol,
  };
}

/** Time the grace keeps for the drain itself after the readiness-failing delay. */
export const SHUTDOWN_DRAIN_MIN_MS = 1_000;

/**
 * 5 s in production (a balancer checking readiness every few seconds has taken the instance out
 * by then: the usual pre-stop delay), none elsewhere (a developer's Ctrl-C stops at once).
 */
function readShutdownDelay(src: Source, nodeEnv: NodeEnv, graceMs: number): number {
  const max = Math.max(0, graceMs - SHUTDOWN_DRAIN_MIN_MS);
  const fallback = Math.min(nodeEnv === 'production' ? 5_000 : 0, max);
  const raw = src.SHUTDOWN_DELAY_MS;
  const value = readInteger(src, 'SHUTDOWN_DELAY_MS', fallback, 0, 60_000);
  if (value > max) {
    fail(
      'SHUTDOWN_DELAY_MS',
      raw ?? '',
      `expected at most SHUTDOWN_GRACE_MS - ${SHUTDOWN_DRAIN_MIN_MS} (${max}), leaving the drain ` +
        'time within the grace; raise SHUTDOWN_GRACE_MS or lower the delay',
    );
  }
  return value;
}

/**
 * Lead emails go by SMTP when SMTP_URL is set. Without it they are written as files, which in
 * production means dealers never see them unless someone collects the files: an operator has
 * to ask for that with LEAD_EMAIL=files, otherwise startup fails naming both variables.
 */
function readLeadEmail(src: Source, nodeEnv: NodeEnv, smtpUrl: string | undefined): LeadEmail {
  const raw = src.LEAD_EMAIL?.trim();
  const chosen = raw
    ? readChoice(src, 'LEAD_EMAIL', ['smtp', 'files'] as const, 'smtp')
    : undefined;
  if (chosen === 'files' && smtpUrl) {
    fail('LEAD_EMAIL', raw!, 'files conflicts with SMTP_URL, which is set: unset one of them');
  }
  if (chosen === 'smtp' && !smtpUrl) {
    fail('LEAD_EMAIL', raw!, 'smtp needs SMTP_URL (smtp:// or smtps://)');
  }
  if (smtpUrl) return 'smtp';
  if (!chosen && nodeEnv === 'production') {
    throw new EnvError(
      'NODE_ENV=production needs SMTP_URL (smtp:// or smtps://) so lead emails reach dealers; ' +
        'set LEAD_EMAIL=files to write them as .eml files to DATA_DIR/mail-pickup on purpose',
    );
  }
  return 'files';
}

/** Reads and validates the environment once; throws EnvError naming the variable. */
export function parseEnv(src: Source = process.env): Env {
  const dataDir = src.DATA_DIR?.trim() || 'data';
  if (dataDir.includes('\0')) fail('DATA_DIR', dataDir, 'expected a folder path');
  const nodeEnv = readChoice(src, 'NODE_ENV', ['development', 'production', 'test'], 'development');
  // Under the usual 10 s between SIGTERM and SIGKILL (Docker), leaving time to close the
  // database after the drain.
  const shutdownGraceMs = readInteger(src, 'SHUTDOWN_GRACE_MS', 8_000, 100, 600_000);
  const smtpUrl = readUrl(src, 'SMTP_URL', ['smtp:', 'smtps:']);
  return {
    PORT: readInteger(src, 'PORT', 3000, 0, 65535),
    HOST: readHost(src),
    SHUTDOWN_GRACE_MS: shutdownGraceMs,
    SHUTDOWN_DELAY_MS: readShutdownDelay(src, nodeEnv, shutdownGraceMs),
    NODE_ENV: nodeEnv,
    DEMO_INVENTORY: readBoolean(src, 'DEMO_INVENTORY', nodeEnv !== 'production'),
    DEMO_PHOTOS: readBoolean(src, 'DEMO_PHOTOS', false),
    MEILI_HOST: readHttpUrl(src, 'MEILI_HOST'),
    MEILI_API_KEY: src.MEILI_API_KEY?.trim() || undefined,
    DATABASE_URL: readPostgresUrl(src, 'DATABASE_URL'),
    SMTP_URL: smtpUrl,
    LEAD_EMAIL: readLeadEmail(src, nodeEnv, smtpUrl),
    METRICS_PORT: src.METRICS_PORT?.trim()
      ? readInteger(src, 'METRICS_PORT', 0, 0, 65535)
      : undefined,
    SERVE_SOURCE_MAPS: readBoolean(src, 'SERVE_SOURCE_MAPS', nodeEnv !== 'production'),
    MAIL_FROM: readMailFrom(src),
    REDIS_URL: readUrl(src, 'REDIS_URL', ['redis:', 'rediss:']),
    ALTCHA_HMAC_KEY: readAltchaKey(src),
    ALTCHA_MAX_NUMBER: readInteger(src, 'ALTCHA_MAX_NUMBER', 100_000, 10, 10_000_000),
    LEAD_RELAY_MAX_ATTEMPTS: readInteger(src, 'LEAD_RELAY_MAX_ATTEMPTS', 12, 1, 100),
    LEAD_RELAY_BASE_DELAY_MS: readInteger(src, 'LEAD_RELAY_BASE_DELAY_MS', 10_000, 1, 3_600_000),
    STRIPE_API_URL: readStripeApiTarget(src),
    APPLE_PAY_DOMAIN_ASSOCIATION_FILE: readReadableFile(src, 'APPLE_PAY_DOMAIN_ASSOCIATION_FILE'),
    RATE_LIMIT_IP_PER_MINUTE: readInteger(src, 'RATE_LIMIT_IP_PER_MINUTE', 30, 1, 1_000_000),
    RATE_LIMIT_TENANT_PER_MINUTE: readInteger(
      src,
      'RATE_LIMIT_TENANT_PER_MINUTE',
      1_200,
      1,
      10_000_000,
    ),
    DATA_DIR: path.resolve(dataDir),
    TENANTS_DIR: readFolder(src, 'TENANTS_DIR', repoPath('tenants')),
    TRUST_PROXY: readTrustProxy(src),
    LOG_LEVEL: readChoice(src, 'LOG_LEVEL', LOG_LEVELS, 'info'),
    SSR_TIMEOUT_MS: readInteger(src, 'SSR_TIMEOUT_MS', 10_000, 100, 120_000),
    SSR_CONCURRENCY: readInteger(src, 'SSR_CONCURRENCY', 4, 1, 1000),
    PAGE_CACHE_MB: readInteger(src, 'PAGE_CACHE_MB', 32, 0, 4096),
    HEAP_GROWTH_PERCENT: readInteger(src, 'HEAP_GROWTH_PERCENT', 30, 0, 1000),
  };
}

/** DATA_DIR must exist (it is created) and be writable; checked once at startup. */
export function ensureDataDir(env: Pick<Env, 'DATA_DIR'>): void {
  try {
    fs.mkdirSync(env.DATA_DIR, { recursive: true });
    fs.accessSync(env.DATA_DIR, fs.constants.W_OK);
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    fail(
      'DATA_DIR',
      env.DATA_DIR,
      `expected a folder this process can create and write (${reason})`,
    );
  }
}
