import type { OpeningHoursEntry, SpecialHoursEntry } from '../tenant/tenant-config.ts';

export interface OpeningHoursSpecificationJsonLd {
  '@type': 'OpeningHoursSpecification';
  dayOfWeek?: string[];
  opens?: string;
  closes?: string;
  validFrom?: string;
  validThrough?: string;
}

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONDAY_FIRST = [1, 2, 3, 4, 5, 6, 0];
const CLOSED_KEY = 'closed';
/** opens = closes = 00:00: closed for the whole day, in the form Google documents. */
const CLOSED_ALL_DAY = { opens: '00:00', closes: '00:00' } as const;

function isStatus(status: string, expected: 'open' | 'closed'): boolean {
  return status.trim().toLowerCase() === expected;
}

/** `Open` with both times, `closed`, or undefined for display-only text we cannot state as hours. */
function weeklyKey(entry: OpeningHoursEntry): string | undefined {
  if (isStatus(entry.status, 'open') && entry.open && entry.close) {
    return `${entry.open}-${entry.close}`;
  }
  return isStatus(entry.status, 'closed') ? CLOSED_KEY : undefined;
}

/**
 * Weekly hours as schema.org specifications, one per distinct (opens, closes)
 * with every day sharing it. Closed days share one specification with opens =
 * closes = 00:00, the form Google documents for "closed all day" (product rule 9.8):
 * a specification without times is read as open all day by some consumers.
 */
export function groupWeeklyHours(
  entries: readonly OpeningHoursEntry[],
): OpeningHoursSpecificationJsonLd[] {
  const groups = new Map<string, OpeningHoursSpecificationJsonLd & { dayOfWeek: string[] }>();
  for (const weekday of MONDAY_FIRST) {
    const entry = entries.find((candidate) => candidate.weekday === weekday);
    const key = entry ? weeklyKey(entry) : undefined;
    if (!entry || !key) continue;
    const day = DAY_NAMES[weekday]!;
    const group = groups.get(key);
    if (group) {
      group.dayOfWeek.push(day);
    } else {
      groups.set(key, {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: [day],
        ...(key === CLOSED_KEY ? CLOSED_ALL_DAY : { opens: entry.open!, closes: entry.close! }),
      });
    }
  }
  return [...groups.values()];
}

/**
 * Holiday hours as one-day specifications. A closed date uses opens = closes =
 * 00:00, the form Google documents for "closed on this date"; entries with other
 * status text or missing times are left out rather than guessed.
 */
export function buildSpecialHours(
  entries: readonly SpecialHoursEntry[],
): OpeningHoursSpecificationJsonLd[] {
  return entries.flatMap((entry): OpeningHoursSpecificationJsonLd[] => {
    const range = { validFrom: entry.date, validThrough: entry.date };
    if (isStatus(entry.status, 'closed')) {
      return [{ '@type': 'OpeningHoursSpecification', ...CLOSED_ALL_DAY, ...range }];
    }
    if (isStatus(entry.status, 'open') && entry.start_hour && entry.end_hour) {
      return [
        {
          '@type': 'OpeningHoursSpecification',
          opens: entry.start_hour,
          closes: entry.end_hour,
          ...range,
        },
      ];
    }
    return [];
  });
}
