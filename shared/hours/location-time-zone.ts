import type { AustralianState, LocationAddress } from '../tenant/tenant-config.ts';

/**
 * IANA zone of each state; a location's hours are in its state's zone (locations carry no
 * zone of their own). Lead deliveries show times in the same zones.
 */
export const STATE_TIME_ZONES: Readonly<Record<AustralianState, string>> = {
  NSW: 'Australia/Sydney',
  ACT: 'Australia/Sydney',
  VIC: 'Australia/Melbourne',
  QLD: 'Australia/Brisbane',
  SA: 'Australia/Adelaide',
  WA: 'Australia/Perth',
  TAS: 'Australia/Hobart',
  NT: 'Australia/Darwin',
};

export function locationTimeZone(location: { address: Pick<LocationAddress, 'state'> }): string {
  return STATE_TIME_ZONES[location.address.state];
}
