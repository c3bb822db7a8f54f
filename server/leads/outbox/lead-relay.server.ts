// The lead delivery relay (decision 0007): drains the outbox (lead_deliveries) that the lead API
// writes in the same transaction as each lead. Every attempt is claimed, sent outside any
// transaction and recorded; failures retry with backoff until dead-lettered. See README.md.
import type { Logger } from 'pino';
import type { Database } from '#server/db/database.server.ts';
import type { Env } from '#server/env.server.ts';
import type { TenantConfig } from '#shared/tenant/tenant-config.ts';
import { attemptDelivery } from './attempt-delivery.server.ts';
import { claimDueDeliveries, type ClaimedDelivery } from './claim-deliveries.server.ts';
import { createMailSender } from './mail-sender.server.ts';
import { queueIncompleteDeliveries } from './queue-incomplete.server.ts';
import { recordOutcome, type AttemptResult } from './record-outcome.server.ts';
import { retryDelayMs } from './retry-delay.ts';

export interface LeadRelayOptions {
  database: Database;
  tenantConfig(slug: string): TenantConfig | undefined;
  env: Pick<
    Env,
    'SMTP_URL' | 'MAIL_FROM' | 'DATA_DIR' | 'LEAD_RELAY_MAX_ATTEMPTS' | 'LEAD_RELAY_BASE_DELAY_MS'
  >;
  /** The value of the environment variable a tenant's webhook names (`secret_env`). */
  webhookSecret(envName: string): string | undefined;
  logger: Logger;
  fetch?: typeof fetch;
  /** Default 1000. */
  pollIntervalMs?: number;
  /** How long a claimed row stays hidden from other drains; default 2 minutes. */
  leaseMs?: number;
  now?: () => Date;
  /** Told each attempt's outcome (the metrics): sent, retried (will retry) or dead-lettered. */
  onOutcome?: (outcome: 'sent' | 'retried' | 'dead_lettered') => void;
}

export interface DrainCounts {
  delivered: number;
  /** Failed attempts that will be retried. */
  failed: number;
  /** Deliveries dead-lettered (out of attempts, or a spam lead). */
  dead: number;
}

export interface LeadRelay {
  /** Polls every pollIntervalMs, starting now. */
  start(): void;
  /** A new lead was committed: drain now (once started). */
  notify(): void;
  /** One drain, with the incomplete-lead check, after any drain under way. */
  runOnce(): Promise<DrainCounts>;
  /** Stops polling, waits for attempts under way and closes the SMTP pool (once, however often called). */
  stop(): Promise<void>;
}

const BATCH_SIZE = 10;
// Longer than any attempt can take (webhook 10 s, SMTP socket 30 s), so a slow attempt is
// never taken for a dead one.
const DEFAULT_LEASE_MS = 2 * 60_000;
const INCOMPLETE_CHECK_MS = 30_000;

export function createLeadRelay(options: LeadRelayOptions): LeadRelay {
  const { database, env } = options;
  const log = options.logger.child({ component: 'lead-relay' });
  const now = options.now ?? (() => new Date());
  const pollIntervalMs = options.pollIntervalMs ?? 1000;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const mail = createMailSender(env, log);
  let started = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let incompleteCheckedAt = -Infinity;
  let incompleteCheckWanted = false;
  // Drains run one after another: `tail` is the last one, `waiting` the next not yet begun.
  let tail: Promise<unknown> = Promise.resolve();
  let waiting: Promise<DrainCounts> | undefined;
  let stopping: Promise<void> | undefined;

  async function attempt(delivery: ClaimedDelivery, counts: DrainCounts): Promise<void> {
    const fields = {
      deliveryId: delivery.id,
      leadId: delivery.lead_id,
      tenant: delivery.tenant_slug,
      channel: delivery.channel,
      attempt: delivery.attempt,
    };
    let result: AttemptResult;
    try {
      result = await attemptDelivery(delivery, {
        database,
        tenantConfig: options.tenantConfig,
        webhookSecret: options.webhookSecret,
        mail,
        mailFrom: env.MAIL_FROM,
        fetch: options.fetch ?? globalThis.fetch,
        now: now(),
      });
    } catch (error) {
      log.error({ ...fields, err: error }, 'lead delivery attempt failed unexpectedly');
      result = { outcome: 'failed', detail: 'internal error (see the server log)' };
    }
    const finished = now();
    const retryAt =
      result.outcome === 'failed' && delivery.attempt < env.LEAD_RELAY_MAX_ATTEMPTS
        ? new Date(
            finished.getTime() + retryDelayMs(delivery.attempt, env.LEAD_RELAY_BASE_DELAY_MS),
          )
        : null;
    const state = await recordOutcome(database, {
      deliveryId: delivery.id,
      attempt: delivery.attempt,
      result,
      now: finished,
      retryAt,
    });
    const logged = { ...fields, detail: result.detail };
    if (state === 'delivered') {
      counts.delivered += 1;
      options.onOutcome?.('sent');
      log.info(logged, 'lead delivered');
    } else if (state === 'pending') {
      counts.failed += 1;
      options.onOutcome?.('retried');
      log.warn({ ...logged, retryAt }, 'lead delivery attempt failed; it will be retried');
    } else if (state === 'dead') {
      counts.dead += 1;
      options.onOutcome?.('dead_lettered');
      log.error(logged, 'lead delivery dead-lettered: no attempts left');
    } else {
      counts[result.outcome === 'delivered' ? 'delivered' : 'failed'] += 1;
      log.warn(logged, 'lead delivery lease ran out during the attempt; another attempt owns it');
    }
  }

  async function queueIncomplete(): Promise<void> {
    if (!incompleteCheckWanted && performance.now() - incompleteCheckedAt < INCOMPLETE_CHECK_MS) {
      return;
    }
    incompleteCheckWanted = false;
    incompleteCheckedAt = performance.now();
    const queued = await queueIncompleteDeliveries(database, options.tenantConfig, now());
    if (queued > 0) log.info({ queued }, 'incomplete leads queued for follow-up');
  }

  async function drain(): Promise<DrainCounts> {
    const counts: DrainCounts = { delivered: 0, failed: 0, dead: 0 };
    await queueIncomplete();
    for (;;) {
      const { claimed, spam } = await claimDueDeliveries(database, {
        now: now(),
        leaseMs,
        limit: BATCH_SIZE,
      });
      for (const row of spam) {
        counts.dead += 1;
        options.onOutcome?.('dead_lettered');
        log.error({ deliveryId: row.id, leadId: row.lead_id }, 'spam lead delivery dead-lettered');
      }
      // Settled, not all: stop() must be able to wait for every attempt under way.
      const settled = await Promise.allSettled(claimed.map((row) => attempt(row, counts)));
      const failure = settled.find((outcome) => outcome.status === 'rejected');
      if (failure) throw failure.reason;
      if (claimed.length + spam.length < BATCH_SIZE || stopped) return counts;
    }
  }

  function schedule(): Promise<DrainCounts> {
    if (waiting) return waiting;
    const run = tail.then(() => {
      waiting = undefined;
      return stopped ? { delivered: 0, failed: 0, dead: 0 } : drain();
    });
    waiting = run;
    tail = run.catch(() => undefined);
    return run;
  }

  function drainInBackground(): Promise<void> {
    return schedule().then(
      () => undefined,
      (error: unknown) => log.error({ err: error }, 'lead delivery drain failed'),
    );
  }

  function tick(): void {
    timer = undefined;
    if (stopped) return;
    void drainInBackground().then(() => {
      if (stopped || timer) return;
      timer = setTimeout(tick, pollIntervalMs);
      timer.unref();
    });
  }

  return {
    start() {
      if (started || stopped) return;
      started = true;
      tick();
    },
    notify() {
      if (started && !stopped) void drainInBackground();
    },
    runOnce() {
      if (stopped) return Promise.reject(new Error('The lead relay is stopped.'));
      incompleteCheckWanted = true;
      return schedule();
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
      timer = undefined;
      stopping ??= tail.then(() => mail.close());
      return stopping;
    },
  };
}
