import type { Queryable } from '#server/db/database.server.ts';

/** decision 0007: how far back a lead counts as the same enquiry. */
export const REPEAT_ENQUIRY_WINDOW_HOURS = 24;

/**
 * The first lead, within 24 hours, of the same person (email, or normalised
 * phone) about the same car on the same site: a new lead links to it. Linked
 * to the original, never to another repeat, so a chain stays one level deep.
 */
export async function findRepeatOf(
  db: Queryable,
  lead: {
    id: string;
    tenant_slug: string;
    car_id: number | null | undefined;
    email: string | null | undefined;
    phone: string | null | undefined;
  },
): Promise<string | null> {
  if (lead.car_id == null || (!lead.email && !lead.phone)) return null;
  const { rows } = await db.query<{ id: string }>(
    `select id from leads
      where tenant_slug = $1 and car_id = $2 and id <> $3
        and status = 'Complete' and spam_reason is null and duplicate_of is null
        and created_at > now() - make_interval(hours => $6)
        and (lower(email) = lower($4) or phone = $5)
      order by created_at
      limit 1`,
    [
      lead.tenant_slug,
      lead.car_id,
      lead.id,
      lead.email ?? null,
      lead.phone ?? null,
      REPEAT_ENQUIRY_WINDOW_HOURS,
    ],
  );
  return rows[0]?.id ?? null;
}
