// A real SMTP server for tests (smtp-server, plain SMTP on 127.0.0.1, any or no login): it
// keeps every message it accepts, or refuses them with a temporary failure on request. Its
// `url` is an SMTP_URL, so a server started as a child process can send to it too.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { parseMail, type ParsedMail } from '../unit/leads/outbox/parse-mail.ts';

export interface SinkMessage extends ParsedMail {
  envelope: { from: string; to: string[] };
  raw: string;
}

export interface SmtpSink {
  /** smtp://127.0.0.1:<port> */
  url: string;
  port: number;
  messages: SinkMessage[];
  /** Resolves once `count` messages have arrived in all (rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<SinkMessage[]>;
  /** While on, every message is answered 451 (try again later) and not kept. */
  refuse(on: boolean): void;
  /** Messages answered 451 so far. */
  refused: number;
  /**
   * While on, each message is received but its answer waits (a slow mail server: the sender's
   * attempt stays under way); turning it off answers and keeps the waiting ones.
   */
  hold(on: boolean): void;
  /** Messages received and waiting for their answer. */
  held: number;
  stop(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  let refusing = false;
  let holding = false;
  const answersHeld: Array<() => void> = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // Clients still connected when the test stops it (a pool) are cut off quickly.
    closeTimeout: 500,
    onAuth: (_auth, _session, callback) => callback(null, { user: 'test' }),
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refusing) {
          sink.refused += 1;
          const error = Object.assign(new Error('Mailbox temporarily unavailable'), {
            responseCode: 451,
          });
          callback(error);
          return;
        }
        if (holding) {
          sink.held += 1;
          answersHeld.push(keep);
          return;
        }
        keep();
      });
      function keep() {
        const raw = Buffer.concat(chunks).toString('utf8');
        const { mailFrom, rcptTo } = session.envelope;
        sink.messages.push({
          ...parseMail(raw),
          envelope: {
            from: mailFrom ? mailFrom.address : '',
            to: rcptTo.map((address) => address.address),
          },
          raw,
        });
        for (const wake of waiters) wake();
        callback();
      }
    },
  });
  // smtp-server re-emits each connection's socket errors on the server. A client that dies
  // mid-session (the durability test kills the platform with SIGKILL) resets its socket; that is
  // the client's failure, not the sink's, and must not become an uncaught exception.
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') throw error;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  const sink: SmtpSink = {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages: [],
    refused: 0,
    refuse(on) {
      refusing = on;
    },
    held: 0,
    hold(on) {
      holding = on;
      if (on) return;
      sink.held = 0;
      for (const answer of answersHeld.splice(0)) answer();
    },
    waitFor(count, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (sink.messages.length < count) return;
          cleanup();
          resolve(sink.messages);
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`${sink.messages.length} of ${count} messages after ${timeoutMs} ms`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return sink;
}
