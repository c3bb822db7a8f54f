import type { DeliveryState } from '#server/leads/store/lead-row.ts';

/** How many of a lead's deliveries are in each state. */
export type DeliveryCounts = Record<DeliveryState, number>;

/**
 * "2/2 delivered" when all went out; otherwise the non-zero states ("1 delivered, 1 dead";
 * "1 delivered, 2 skipped" for a repeat enquiry whose emails were not sent again).
 */
export function summarizeDeliveries(counts: DeliveryCounts): string {
  const { delivered, pending, dead, skipped } = counts;
  const total = delivered + pending + dead + skipped;
  if (total === 0) return 'none';
  if (delivered === total) return `${total}/${total} delivered`;
  const parts: Array<[number, string]> = [
    [delivered, 'delivered'],
    [pending, 'pending'],
    [dead, 'dead'],
    [skipped, 'skipped'],
  ];
  return parts
    .filter(([count]) => count > 0)
    .map(([count, state]) => `${count} ${state}`)
    .join(', ');
}
