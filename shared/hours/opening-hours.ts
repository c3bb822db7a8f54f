import type { Location, OpeningHoursEntry } from '../tenant/tenant-config.ts';
import { formatTimeRange } from './time-format.ts';
import { SHORT_DAY_NAMES } from './day-names.ts';

export interface HoursRow {
  days: string;
  hours: string;
  closed: boolean;
}

// Monday first, Sunday last.
const DISPLAY_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;
const WEEKDAYS = [1, 2, 3, 4, 5] as const;

/**
 * product rule 4.9: five weekdays (1-5) with identical hours grouped as 'Mon-Fri';
 * weekend 0 and 6 separate; Monday first, Sunday last.
 *
 * Display: `days` is 'Mon-Fri' or a short day name ('Mon' ... 'Sun');
 * `hours` is '8:30am - 5:30pm' for an open day with times, the entry's
 * `formated_hours` when given, 'Closed' for a 'Closed' status (`closed: true`;
 * the caller decides what a closed day shows, see closed-day.ts), otherwise the
 * status text as is ('Open' without times, 'By appointment', ...).
 * Weekdays without an entry get no row; if any weekday is missing or differs,
 * Mon to Fri are listed one by one.
 */
export function groupWeekdayHours(entries: readonly OpeningHoursEntry[]): HoursRow[] {
  const byWeekday = new Map<number, HoursRow>();
  for (const entry of entries) {
    if (byWeekday.has(entry.weekday)) continue;
    const dayName = SHORT_DAY_NAMES[entry.weekday];
    if (dayName === undefined) continue;
    byWeekday.set(entry.weekday, { days: dayName, ...describeHours(entry) });
  }
  const rows: HoursRow[] = [];
  const weekdayGroup = groupedWeekdays(byWeekday);
  if (weekdayGroup) rows.push(weekdayGroup);
  for (const weekday of DISPLAY_ORDER) {
    if (weekdayGroup && isWeekday(weekday)) continue;
    const row = byWeekday.get(weekday);
    if (row) rows.push(row);
  }
  return rows;
}

/** product rule 4.9: the holiday hours button shows only if special hours exist. */
export function hasSpecialHours(location: Pick<Location, 'special_hours'>): boolean {
  return location.special_hours.length > 0;
}

/** Display text of one regular or special day; see groupWeekdayHours. */
export function describeHours(entry: {
  status: string;
  open?: string | undefined;
  close?: string | undefined;
  formated_hours?: string | undefined;
}): Pick<HoursRow, 'hours' | 'closed'> {
  const status = entry.status.trim();
  if (status.toLowerCase() === 'closed') return { hours: 'Closed', closed: true };
  if (entry.formated_hours?.trim()) return { hours: entry.formated_hours.trim(), closed: false };
  if (status.toLowerCase() === 'open' && entry.open && entry.close) {
    return { hours: formatTimeRange(entry.open, entry.close), closed: false };
  }
  return { hours: status, closed: false };
}

function groupedWeekdays(byWeekday: ReadonlyMap<number, HoursRow>): HoursRow | undefined {
  const rows = WEEKDAYS.map((weekday) => byWeekday.get(weekday));
  const first = rows[0];
  if (!first) return undefined;
  const isSame = rows.every((row) => row?.hours === first.hours && row.closed === first.closed);
  return isSame ? { days: 'Mon-Fri', hours: first.hours, closed: first.closed } : undefined;
}

function isWeekday(weekday: number): boolean {
  return weekday >= 1 && weekday <= 5;
}
