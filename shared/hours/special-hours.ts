import type { SpecialHoursEntry } from '../tenant/tenant-config.ts';
import { describeHours } from './opening-hours.ts';
import { SHORT_DAY_NAMES } from './day-names.ts';

export interface SpecialHoursRow {
  /** ISO date, for <time dateTime>. */
  date: string;
  /** 'Fri 25 Dec 2026'. */
  dateLabel: string;
  /** Occasion, e.g. 'Christmas Day'; empty when not given. */
  name: string;
  /** '8:30am - 2:00pm', 'Closed' or the status text (see describeHours). */
  hours: string;
  closed: boolean;
}

const MONTH_NAMES = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/** Holiday hours in date order, one display row each. */
export function specialHoursRows(entries: readonly SpecialHoursEntry[]): SpecialHoursRow[] {
  return [...entries]
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
    .map((entry) => ({
      date: entry.date,
      dateLabel: formatIsoDate(entry.date),
      name: entry.name ?? '',
      ...describeHours({ status: entry.status, open: entry.start_hour, close: entry.end_hour }),
    }));
}

/**
 * '2026-12-25' -> 'Fri 25 Dec 2026'. Computed in UTC by hand so the server's and
 * the browser's time zone and locale cannot change the text (no hydration mismatch).
 */
export function formatIsoDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return `${SHORT_DAY_NAMES[weekday]} ${day} ${MONTH_NAMES[month - 1]} ${year}`;
}
