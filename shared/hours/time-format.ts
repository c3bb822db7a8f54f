import type { Time } from '../tenant/tenant-config.ts';

/**
 * '08:30' -> '8:30am', '12:00' -> '12:00pm', '00:15' -> '12:15am'. Formatted by
 * hand, never with Intl/toLocaleTimeString, so server and browser print the same.
 * Text that is not HH:MM is returned unchanged.
 */
export function formatTime(time: Time): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time.trim());
  if (!match) return time;
  const hours24 = Number(match[1]) % 24;
  const suffix = hours24 < 12 ? 'am' : 'pm';
  const hours12 = hours24 % 12 === 0 ? 12 : hours24 % 12;
  return `${hours12}:${match[2]}${suffix}`;
}

/** '08:30', '17:30' -> '8:30am - 5:30pm'. */
export function formatTimeRange(open: Time, close: Time): string {
  return `${formatTime(open)} - ${formatTime(close)}`;
}
