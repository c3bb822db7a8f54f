// The trade-in estimate as the browser asks for it: GET /api/trade-in/estimate
// (server/api/trade-in/trade-in-router.server.ts).
import type { TradeInVehicle } from './trade-in-estimate.ts';

/** A 200 answer: whole dollars, `low` and `high` null when no comparable car was found. */
export interface EstimateAnswer {
  low: number | null;
  high: number | null;
  currency: 'AUD';
  comparables: number;
}

export function estimateUrl(vehicle: TradeInVehicle): string {
  const query = new URLSearchParams({
    make: vehicle.make.trim(),
    model: vehicle.model.trim(),
    year: String(vehicle.year),
    km: String(vehicle.km),
    condition: vehicle.condition,
  });
  return `/api/trade-in/estimate?${query}`;
}
