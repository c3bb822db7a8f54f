import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { Env } from '#server/env.server.ts';
import { safeDetail } from './failure-detail.ts';
import type { LeadMail } from './lead-mail.ts';

export interface MailSender {
  /** Resolves with the server's reply (or the file written); rejects when not accepted. */
  send(mail: LeadMail): Promise<string>;
  close(): void;
}

/** Where lead emails are written when no SMTP server is configured. */
export function mailPickupDir(dataDir: string): string {
  return path.join(dataDir, 'mail-pickup');
}

// Quoted-printable keeps the bodies readable in a raw message or .eml file.
const message = (mail: LeadMail) => ({ ...mail, textEncoding: 'quoted-printable' as const });

function smtpSender(url: string): MailSender {
  // Bounded waits: an attempt must end well within the relay's lease.
  const transport = nodemailer.createTransport({
    url,
    pool: true,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(mail) {
      const info = await transport.sendMail(message(mail));
      return safeDetail(`SMTP ${info.response}`);
    },
    close: () => transport.close(),
  };
}

function pickupSender(dir: string): MailSender {
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'windows',
  });
  return {
    async send(mail) {
      const info = await transport.sendMail(message(mail));
      await fs.mkdir(dir, { recursive: true });
      // The name comes from the Message-ID, so a retried delivery overwrites its own file.
      const name = `${mail.messageId.replace(/^<|@.*$/g, '')}.eml`;
      const temporary = path.join(dir, `.${name}.${process.pid}.tmp`);
      await fs.writeFile(temporary, info.message as Buffer);
      await fs.rename(temporary, path.join(dir, name));
      return `written to mail-pickup/${name}`;
    },
    close: () => transport.close(),
  };
}

export function createMailSender(
  env: Pick<Env, 'SMTP_URL' | 'DATA_DIR'>,
  logger: Logger,
): MailSender {
  if (env.SMTP_URL) return smtpSender(env.SMTP_URL);
  const dir = mailPickupDir(env.DATA_DIR);
  // Production gets here only with LEAD_EMAIL=files, an operator's choice (server/env.server.ts).
  logger.warn({ dir }, 'SMTP_URL is not set: lead emails are written as .eml files to %s', dir);
  return pickupSender(dir);
}
