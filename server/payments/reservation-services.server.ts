import type { ReservationServices } from '#shared/reserve/reserve-checkout.ts';

/** Placeholder wiring until the payments module lands (same commit series). */
export function createReservationServices(): ReservationServices {
  return {
    checkout: () => null,
    confirmation: async () => null,
  };
}
