import type { IsoDate, LocationAddress } from '../tenant/tenant-config.ts';
import { hoursOn, type HoursSource } from './day-hours.ts';
import { addDays, formatClock, localTime } from './local-clock.ts';
import { locationTimeZone } from './location-time-zone.ts';
import { formatIsoDate } from './special-hours.ts';

/** What booking needs of a location: its hours and its state (for the time zone). */
export type BookingLocation = HoursSource & { address: Pick<LocationAddress, 'state'> };

export interface BookingOptions {
  /** The current instant; dates and times are read in the location's time zone. */
  now: Date;
  /** How many calendar days, today included, can be booked. Default 14. */
  days?: number;
  /** Slot length and spacing. Default 30. */
  stepMinutes?: number;
  /** Today's slots start at least this long after now. Default 60. */
  leadMinutes?: number;
}

export interface BookingDay {
  date: IsoDate;
  /** 'Mon 23 Nov'. */
  label: string;
  open: boolean;
  /** Why not open: closed that weekday, a holiday (special hours), or today's slots are gone. */
  reason?: 'closed' | 'holiday' | 'past';
}

/** The next `days` calendar days in the location's time zone, today first. */
export function bookingDays(location: BookingLocation, options: BookingOptions): BookingDay[] {
  const today = localTime(options.now, locationTimeZone(location)).date;
  return Array.from({ length: options.days ?? 14 }, (_, index) => {
    const date = addDays(today, index);
    const label = formatIsoDate(date).replace(/ \d{4}$/, '');
    const hours = hoursOn(location, date);
    if (!hours.open) return { date, label, open: false, reason: hours.reason };
    if (index === 0 && bookingSlots(location, date, options).length === 0) {
      return { date, label, open: false, reason: 'past' };
    }
    return { date, label, open: true };
  });
}

/**
 * 'HH:MM' start times on a date: every `stepMinutes` from opening, each slot ending by closing
 * (08:30-17:30 gives 08:30 ... 17:00). None on a closed day or a past date; today's start at
 * least `leadMinutes` after now. Times are wall-clock minutes: on a DST change day only the
 * small hours shift, when no dealer is open.
 */
export function bookingSlots(
  location: BookingLocation,
  date: IsoDate,
  options: Omit<BookingOptions, 'days'>,
): string[] {
  const step = options.stepMinutes ?? 30;
  if (!Number.isInteger(step) || step <= 0) throw new RangeError(`Bad slot step: ${step}`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return [];
  const hours = hoursOn(location, date);
  const now = localTime(options.now, locationTimeZone(location));
  if (!hours.open || date < now.date) return [];
  const earliest = date === now.date ? now.minutes + (options.leadMinutes ?? 60) : 0;
  const slots: string[] = [];
  for (let start = hours.from; start + step <= hours.to; start += step) {
    if (start >= earliest) slots.push(formatClock(start));
  }
  return slots;
}

/**
 * A submitted lead `dateTime` ('YYYY-MM-DD' or 'YYYY-MM-DDTHH:MM', local time): its date is
 * one of the open bookingDays and its time, when given, one of that date's bookingSlots. A
 * server may pass a smaller `leadMinutes` to accept a slot that was offered when the form
 * was loaded.
 */
export function isBookableDateTime(
  location: BookingLocation,
  dateTime: string,
  options: BookingOptions,
): boolean {
  const match = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2}))?$/.exec(dateTime);
  if (!match) return false;
  const [, date = '', time] = match;
  const day = bookingDays(location, options).find((candidate) => candidate.date === date);
  if (!day?.open) return false;
  return time === undefined || bookingSlots(location, date, options).includes(time);
}
