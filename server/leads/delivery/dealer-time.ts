// Times in a delivery are read by the dealer's staff, so they are shown in the location's own
// time zone; the machine-readable instants (ADF requestdate, JSON created_at) stay UTC.
import { STATE_TIME_ZONES } from '#shared/hours/location-time-zone.ts';
import type { AustralianState } from '#shared/tenant/tenant-config.ts';

/** ISO 8601 in UTC to the second, e.g. `2025-07-12T00:30:05Z`. */
export function isoInstant(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) throw new Error(`Not an ISO 8601 instant: ${iso}`);
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** e.g. `Saturday 12 July 2025, 10:30 am AEST` in the location's state. */
export function formatDealerTime(iso: string, state: AustralianState): string {
  const parts = new Intl.DateTimeFormat('en-AU', {
    timeZone: STATE_TIME_ZONES[state],
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZoneName: 'short',
  }).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  const dayPeriod = part('dayPeriod').toLowerCase();
  return (
    `${part('weekday')} ${part('day')} ${part('month')} ${part('year')}, ` +
    `${part('hour')}:${part('minute')} ${dayPeriod} ${part('timeZoneName')}`
  );
}

/** A requested date (and time) as the customer chose it, e.g. `Tuesday 15 July 2025 at 9:30 am`. */
export function formatRequestedAt(requested: { date: string; time: string | null }): string {
  const [year, month, day] = requested.date.split('-').map(Number);
  const dateText = new Intl.DateTimeFormat('en-AU', {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  })
    .format(new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1)))
    .replace(',', '');
  if (requested.time === null) return dateText;
  const [hours = 0, minutes = 0] = requested.time.split(':').map(Number);
  const clock = `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')}`;
  return `${dateText} at ${clock} ${hours < 12 ? 'am' : 'pm'}`;
}

/** ISO 8601 local date-time (no offset: the dealer's own clock), for ADF `earliestdate`. */
export function isoRequestedAt(requested: { date: string; time: string | null }): string {
  return requested.time === null ? requested.date : `${requested.date}T${requested.time}:00`;
}
