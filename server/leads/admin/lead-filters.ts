import type { LeadStatus } from '#server/leads/store/lead-row.ts';

/** Which of a tenant's leads an operator asks for. */
export interface LeadFilters {
  tenant: string;
  status?: LeadStatus;
  /** YYYY-MM-DD: leads created on or after that UTC day. */
  since?: string;
}

/** The WHERE clause and parameters of a tenant's leads, alias `l`; spam left out unless asked. */
export function leadFiltersSql(
  filters: LeadFilters,
  { includeSpam = false } = {},
): { where: string; params: unknown[] } {
  const params: unknown[] = [filters.tenant];
  const conditions = ['l.tenant_slug = $1'];
  if (filters.status) {
    params.push(filters.status);
    conditions.push(`l.status = $${params.length}`);
  }
  if (filters.since) {
    // A UTC instant, not ::date: a date would be read in the server's time zone.
    params.push(`${filters.since}T00:00:00Z`);
    conditions.push(`l.created_at >= $${params.length}::timestamptz`);
  }
  if (!includeSpam) conditions.push('l.spam_reason is null');
  return { where: conditions.join(' and '), params };
}
