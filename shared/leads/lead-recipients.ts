import type { LeadDeliveryConfig, LeadDepartment } from '../tenant/tenant-config.ts';

const SERVICE_CATEGORIES = new Set(['Service Booking', 'Service Enquiry']);
const PARTS_CATEGORIES = new Set(['Parts Enquiry']);

/** The staff a lead is for: service bookings and enquiries to service, parts to parts, else sales. */
export function leadDepartment(category: string | null | undefined): LeadDepartment {
  if (category && SERVICE_CATEGORIES.has(category)) return 'service';
  if (category && PARTS_CATEGORIES.has(category)) return 'parts';
  return 'sales';
}

/**
 * The addresses a lead's email goes to (decision 0007): the lead's location's
 * list for its department, else the site's list for that department, else the
 * default; plus the category's list. Each address once, first spelling kept.
 */
export function leadRecipients(
  config: LeadDeliveryConfig['email'],
  lead: { location_id: number | null | undefined; category: string | null | undefined },
): string[] {
  const department = leadDepartment(lead.category);
  const byLocation =
    lead.location_id == null ? undefined : config.locations?.[String(lead.location_id)];
  const primary = byLocation?.[department] ?? config.departments?.[department] ?? config.default;
  const extra = (lead.category && config.categories?.[lead.category]) || [];
  const seen = new Set<string>();
  return [...primary, ...extra].filter((address) => {
    const key = address.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
