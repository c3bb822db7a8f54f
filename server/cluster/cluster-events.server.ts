// What one instance tells the others through Postgres LISTEN/NOTIFY when they share
// DATABASE_URL (decision 0027): a new inventory version, a reservation or its release, a
// site-file change. Each instance applies what it hears to its own search, page cache and
// sites; a missed message (a lost connection) is made good by a full refresh on reconnect.
import crypto from 'node:crypto';
import pg from 'pg';
import type { Logger } from 'pino';

/** The Postgres channel every instance listens on. */
export const CLUSTER_CHANNEL = 'dealer_platform_events';

export type ClusterEvent =
  | { kind: 'inventory'; slug: string }
  | {
      kind: 'reserved';
      updates: Array<{ id: number; reserved: boolean }>;
      /**
       * Whose cars they are, so a peer sharing the index (MEILI_HOST) drops only those sites'
       * cached pages. An instance of an earlier version sends none: then every site's.
       */
      dealers?: string[];
    }
  | { kind: 'sites' };

export interface ClusterEvents {
  publish(event: ClusterEvent): void;
  close(): Promise<void>;
}

export interface ClusterEventOptions {
  databaseUrl: string;
  logger: Logger;
  /** A peer's event (never this instance's own). */
  onEvent: (event: ClusterEvent) => void;
  /** After a lost connection came back: whatever was said meanwhile was missed. */
  onReconnect: () => void;
  reconnectMs?: number;
}

export async function startClusterEvents(options: ClusterEventOptions): Promise<ClusterEvents> {
  const { logger } = options;
  const instance = crypto.randomBytes(6).toString('hex');
  const publisher = new pg.Pool({ connectionString: options.databaseUrl, max: 1 });
  let listener: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  async function listen(): Promise<void> {
    const client = new pg.Client({ connectionString: options.databaseUrl });
    client.on('notification', (message) => {
      if (message.channel !== CLUSTER_CHANNEL || !message.payload) return;
      let parsed: { from?: string; event?: ClusterEvent };
      try {
        parsed = JSON.parse(message.payload);
      } catch {
        return logger.warn({ channel: CLUSTER_CHANNEL }, 'cluster event not JSON: ignored');
      }
      if (parsed.from !== instance && parsed.event) options.onEvent(parsed.event);
    });
    client.on('error', (error) => {
      if (listener !== client) return;
      logger.warn({ err: error }, 'cluster events connection lost: reconnecting');
      listener = undefined;
      client.end().catch(() => {});
      listenLater();
    });
    await client.connect();
    await client.query(`listen ${CLUSTER_CHANNEL}`);
    if (closed) await client.end();
    else listener = client;
  }

  function listenLater() {
    if (closed) return;
    retry = setTimeout(() => {
      listen().then(options.onReconnect, (error: unknown) => {
        logger.warn({ err: error }, 'cluster events: reconnect failed, trying again');
        listenLater();
      });
    }, options.reconnectMs ?? 5_000);
    retry.unref();
  }

  await listen();
  return {
    publish(event) {
      const payload = JSON.stringify({ from: instance, event });
      publisher
        .query('select pg_notify($1, $2)', [CLUSTER_CHANNEL, payload])
        .catch((error: unknown) =>
          logger.warn(
            { err: error, kind: event.kind },
            'cluster event not sent: peers catch up later',
          ),
        );
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      await listener?.end().catch(() => {});
      await publisher.end();
    },
  };
}

/** Tells every listening instance once, from a command (an import run beside the servers). */
export async function notifyInstances(databaseUrl: string, event: ClusterEvent): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const payload = JSON.stringify({ from: 'command', event });
    await client.query('select pg_notify($1, $2)', [CLUSTER_CHANNEL, payload]);
  } finally {
    await client.end();
  }
}
