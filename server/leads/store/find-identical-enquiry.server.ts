import type { Queryable } from '#server/db/database.server.ts';

/**
 * product rule 4.14: how long after an enquiry an identical one (a Back and Submit again) is
 * stored and sent to the webhook, but not emailed to the dealer again.
 */
export const REPEAT_EMAIL_WINDOW_MINUTES = 10;

/** What makes two enquiries identical, beside the site. */
export interface EnquiryIdentity {
  id: string;
  tenant_slug: string;
  form_kind: string;
  car_id: number | null | undefined;
  email: string | null | undefined;
  phone: string | null | undefined;
  message: string | null | undefined;
}

/**
 * The lead the dealer was emailed about, within the window, that this one repeats word for
 * word: same site, form, car (or none), email (any case), phone and message (outer spaces
 * aside). Leads whose own emails were skipped do not count, so the window runs from the email
 * the dealer actually got. Null when there is none, or no contact to compare.
 */
export async function findEmailedIdenticalLead(
  db: Queryable,
  lead: EnquiryIdentity,
): Promise<string | null> {
  if (!lead.email && !lead.phone) return null;
  const { rows } = await db.query<{ id: string }>(
    `select l.id from leads l
      where l.tenant_slug = $1 and l.id <> $2 and l.form_kind = $3
        and l.car_id is not distinct from $4
        and lower(l.email) is not distinct from lower($5)
        and l.phone is not distinct from $6
        and coalesce(btrim(l.message), '') = coalesce(btrim($7), '')
        and l.status = 'Complete' and l.spam_reason is null
        and l.completed_at > now() - make_interval(mins => $8)
        and exists (select 1 from lead_deliveries d
                     where d.lead_id = l.id and d.channel = 'email' and d.purpose = 'lead'
                       and d.state <> 'skipped')
      order by l.completed_at desc
      limit 1`,
    [
      lead.tenant_slug,
      lead.id,
      lead.form_kind,
      lead.car_id ?? null,
      lead.email || null,
      lead.phone || null,
      lead.message ?? null,
      REPEAT_EMAIL_WINDOW_MINUTES,
    ],
  );
  return rows[0]?.id ?? null;
}
