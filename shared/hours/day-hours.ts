import type { ContactDetail, IsoDate, Location } from '../tenant/tenant-config.ts';
import { parseClock, weekdayOf } from './local-clock.ts';

/** `from` and `to` in minutes since local midnight. */
export type DayHours =
  { open: true; from: number; to: number } | { open: false; reason: 'closed' | 'holiday' };

export type HoursSource = Pick<Location, 'special_hours'> & {
  contact_detail: Pick<ContactDetail, 'opening_hours'>;
};

/**
 * The hours a location keeps on a date: a special-hours entry for the date replaces the
 * weekday's hours (reason 'holiday' when it has no usable times), otherwise the weekday's
 * entry (reason 'closed' when missing or without usable times). Only an 'Open' status with an
 * opening time before the closing time counts: 'By appointment' and other texts give no hours
 * to book in. The first entry for a date or weekday wins, as on the hours display.
 */
export function hoursOn(location: HoursSource, date: IsoDate): DayHours {
  const special = location.special_hours.find((entry) => entry.date === date);
  if (special) {
    const hours = openHours(special.status, special.start_hour, special.end_hour);
    return hours ?? { open: false, reason: 'holiday' };
  }
  const weekday = weekdayOf(date);
  const regular = location.contact_detail.opening_hours.find((entry) => entry.weekday === weekday);
  const hours = regular && openHours(regular.status, regular.open, regular.close);
  return hours ?? { open: false, reason: 'closed' };
}

function openHours(
  status: string,
  open: string | undefined,
  close: string | undefined,
): DayHours | undefined {
  if (status.trim().toLowerCase() !== 'open') return undefined;
  const from = parseClock(open);
  let to = parseClock(close);
  // A close of '00:00' after a later opening time means midnight at the end of the day.
  if (to === 0 && from !== undefined && from > 0) to = 24 * 60;
  if (from === undefined || to === undefined || from >= to) return undefined;
  return { open: true, from, to };
}
