import type { Database } from '../../db/database.server.ts';

/**
 * The relay's backlog: deliveries neither sent nor dead-lettered, due now or waiting for a
 * retry. For the metrics; a growing backlog means the mail server or a webhook is not taking
 * leads.
 */
export async function countPendingDeliveries(database: Database): Promise<number> {
  const { rows } = await database.query<{ pending: number }>(
    `select count(*)::int as pending from lead_deliveries where state = 'pending'`,
  );
  return rows[0]?.pending ?? 0;
}
