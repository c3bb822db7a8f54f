import type { DeliveryState } from '#server/leads/store/lead-row.ts';

/** How many of a lead's deliveries are in each state. */
export type DeliveryCounts = Record<DeliveryState, number>;

/** "2/2 delivered" when all went out; otherwise the non-zero states ("1 delivered, 1 dead"). */
export function summarizeDeliveries({ delivered, pending, dead }: DeliveryCounts): string {
  const total = delivered + pending + dead;
  if (total === 0) return 'none';
  if (delivered === total) return `${total}/${total} delivered`;
  const parts: Array<[number, string]> = [
    [delivered, 'delivered'],
    [pending, 'pending'],
    [dead, 'dead'],
  ];
  return parts
    .filter(([count]) => count > 0)
    .map(([count, state]) => `${count} ${state}`)
    .join(', ');
}
