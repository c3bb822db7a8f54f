import { buildEmail } from '../delivery/lead-email.ts';
import type { LeadForDelivery } from '../delivery/lead-for-delivery.ts';

/** One lead email, ready for a transport. */
export interface LeadMail {
  from: string;
  to: string;
  replyTo: { name: string; address: string } | undefined;
  subject: string;
  text: string;
  html: string;
  messageId: string;
}

/**
 * The Message-ID comes from the delivery's idempotency key: every retry of one delivery
 * carries the same id, so a mail system (or a person) can tell a repeat from a new lead.
 */
export function leadMessageId(idempotencyKey: string): string {
  const local = idempotencyKey.replace(/[^A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]/g, '.');
  return `<${local}@dealer-platform>`;
}

export function leadMail(
  lead: LeadForDelivery,
  { from, to, idempotencyKey }: { from: string; to: string; idempotencyKey: string },
): LeadMail {
  const email = buildEmail(lead);
  return {
    from,
    to,
    replyTo: email.replyTo ?? undefined,
    subject: email.subject,
    text: email.text,
    html: email.html,
    messageId: leadMessageId(idempotencyKey),
  };
}
