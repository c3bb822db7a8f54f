import { buildEmail } from '../delivery/lead-email.ts';
import type { LeadForDelivery } from '../delivery/lead-for-delivery.ts';
import { buildShopperEmail, type ShopperReservation } from '../delivery/shopper-email.ts';

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

interface MailAddress {
  from: string;
  to: string;
  idempotencyKey: string;
}

/** The shopper's own email about their reservation (to: the shopper; Reply-To: the dealer). */
export function shopperMail(
  lead: LeadForDelivery,
  reservation: ShopperReservation,
  address: MailAddress,
): LeadMail {
  return toMail(buildShopperEmail(lead, reservation), address);
}

export function leadMail(lead: LeadForDelivery, address: MailAddress): LeadMail {
  return toMail(buildEmail(lead), address);
}

function toMail(
  email: Pick<LeadMail, 'subject' | 'text' | 'html'> & { replyTo: LeadMail['replyTo'] | null },
  { from, to, idempotencyKey }: MailAddress,
): LeadMail {
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
