// Stopping the HTTP server without losing a request (docs/operations.md, "Shutdown"): readiness
// fails at once while connections are still accepted and answered for a short delay (a balancer
// takes the instance out meanwhile; a connection the system accepted before the listener closes
// would otherwise be reset unanswered), then the listener closes, responses under way finish,
// and each connection is closed once it carries no request (HTTP/1.1 lets a server close an idle
// keep-alive connection; a client whose next request crosses that close sees it unanswered,
// never half-answered, and may retry it).
import type http from 'node:http';
import net, { type Socket } from 'node:net';
import type { Logger } from 'pino';

export interface GracefulShutdownOptions {
  server: http.Server;
  logger: Logger;
  /** How long the whole shutdown may take, from the signal, before what is left is cut. */
  graceMs: number;
  /** How long connections are still accepted, readiness failing, before the listener closes. */
  delayMs?: number;
  /**
   * Called at once: readiness fails and background work (the lead relay) takes no more.
   * Resolves when the work that was under way has finished.
   */
  beginShutdown(): Promise<void>;
  /** Releases the rest (the database); `forced` when the grace ran out first. */
  close(forced: boolean): Promise<void>;
}

/** How long a connection that has sent nothing yet may take to send its request once draining. */
const SILENT_WAIT_MS = 1_000;

/** Resolves to the exit code: 0 when everything finished within the grace, 1 otherwise. */
export type Shutdown = (reason: string) => Promise<number>;

/**
 * Tracks the server's responses from now on (call it before `listen`) and returns the
 * function that shuts it down. Calling that again returns the shutdown already under way.
 */
export function gracefulShutdown(options: GracefulShutdownOptions): Shutdown {
  const { server, logger } = options;
  const open = new Set<http.ServerResponse>();
  let draining = false;
  let closingIdle = false;
  let done: Promise<number> | undefined;

  // A connection whose response has ended and that has not begun another request is idle.
  const closeIdleSoon = () => setImmediate(() => server.closeIdleConnections());

  // Connections that have sent nothing yet. Node counts them as busy (its header timeout
  // applies to them), so closing idle connections leaves them open.
  const silent = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    silent.add(socket);
    socket.once('close', () => silent.delete(socket));
  });

  // First listener, so the header is set before the app can send anything.
  server.prependListener('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    silent.delete(req.socket);
    if (draining) res.setHeader('Connection', 'close');
    open.add(res);
    res.once('close', () => {
      open.delete(res);
      if (closingIdle) closeIdleSoon();
    });
  });

  async function shutdown(reason: string): Promise<number> {
    // Readiness first, before anything that could wait (even a log line to a full pipe).
    draining = true;
    const background = options.beginShutdown().catch((error: unknown) => {
      logger.error({ err: error }, 'background work failed while stopping');
    });
    const delayMs = options.delayMs ?? 0;
    logger.info(
      { reason, inFlight: open.size, delayMs, graceMs: options.graceMs },
      'shutting down: readiness off, still accepting for the delay, then finishing requests under way',
    );
    let timer: NodeJS.Timeout | undefined;
    const graceOver = new Promise<'grace over'>((resolve) => {
      timer = setTimeout(() => resolve('grace over'), options.graceMs);
    });
    // Responses not yet begun tell their client to close; the others close once they end.
    for (const res of open) if (!res.headersSent) res.setHeader('Connection', 'close');
    if (delayMs > 0) {
      // New connections are still accepted and answered (each with Connection: close) until the
      // balancer, seeing readiness fail, stops sending them.
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      logger.info({ inFlight: open.size }, 'shutdown delay over: closing the listener');
    }
    // The listener alone closes now: new connections are refused, cleanly. (http.Server's
    // close would also close idle connections at once.)
    const connectionsClosed = new Promise<void>((resolve) =>
      net.Server.prototype.close.call(server, () => resolve()),
    );
    // Two turns of the event loop, so that requests the system received before the signal on
    // open connections are read (the turn under way may have read its sockets already, the
    // next reads the rest): a connection carrying one is busy, not idle, and is answered.
    for (let turn = 0; turn < 2; turn += 1) await new Promise((resolve) => setImmediate(resolve));
    closingIdle = true;
    server.closeIdleConnections();
    logger.info({ openResponses: open.size }, 'idle connections closed');
    // A connection that has sent nothing would hold the drain until the grace ran out (a
    // browser's preconnect never sends). It may also be a client whose request is still on
    // the wire (a POST a browser will not retry), so it gets a moment to send before it closes.
    const silentTimer = setTimeout(
      () => {
        let silentClosed = 0;
        for (const socket of silent) {
          if (socket.bytesRead > 0) continue;
          socket.destroy();
          silentClosed += 1;
        }
        if (silentClosed) logger.info({ silentClosed }, 'connections that sent nothing closed');
      },
      Math.min(SILENT_WAIT_MS, options.graceMs / 4),
    );

    const outcome = await Promise.race([Promise.all([connectionsClosed, background]), graceOver]);
    clearTimeout(timer);
    clearTimeout(silentTimer);
    const forced = outcome === 'grace over';
    if (forced) {
      logger.error(
        { graceMs: options.graceMs, openResponses: open.size },
        'shutdown grace ran out: closing the remaining connections and the database',
      );
      server.closeAllConnections();
    }
    try {
      await options.close(forced);
    } catch (error) {
      logger.error({ err: error }, 'closing the database failed');
      return 1;
    }
    logger.info({ forced }, 'stopped');
    return forced ? 1 : 0;
  }

  return (reason) => {
    if (done) {
      // Duplicates are normal (Ctrl-C under npm reaches the server from the terminal and from
      // npm); SIGKILL is the way to cut a drain short.
      logger.info({ reason }, 'already shutting down; the drain continues');
      return done;
    }
    done = shutdown(reason);
    return done;
  };
}
