import type { Location } from '../tenant/tenant-config.ts';

/**
 * The location a lead form names: the only one offered, else the location select's choice.
 * Booking date and time fields follow its hours.
 */
export function chosenLocation(offered: readonly Location[], value: unknown): Location | undefined {
  if (offered.length === 1) return offered[0];
  return offered.find((location) => String(location.id) === String(value ?? ''));
}
