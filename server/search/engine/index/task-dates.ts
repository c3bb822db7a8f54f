const RFC3339 =
  /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2}):(\d{2})(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A date as epoch milliseconds. A bare day means its midnight (UTC), and for an
 * `after…` bound the next midnight, so `afterEnqueuedAt=2025-01-01` starts on the 2nd.
 */
export function parseDate(value: string, after: boolean): number | null {
  const day = DAY.exec(value);
  if (day) {
    const start = utc(day.slice(1, 4).map(Number), [0, 0, 0]);
    return start === null ? null : start + (after ? 86_400_000 : 0);
  }
  const full = RFC3339.exec(value);
  if (!full) return null;
  const fields = full.slice(1, 7).map(Number);
  const base = utc(fields.slice(0, 3), fields.slice(3, 6));
  if (base === null) return null;
  const fraction = full[7] ? Math.floor(Number(`0${full[7]}`) * 1000) : 0;
  const zone = full[8]!.toUpperCase();
  const offset =
    zone === 'Z'
      ? 0
      : (zone.startsWith('-') ? -1 : 1) *
        (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(4, 6)));
  return base + fraction - offset * 60_000;
}

function utc([year, month, day]: number[], [hour, minute, second]: number[]): number | null {
  const time = Date.UTC(year!, month! - 1, day!, hour!, minute!, second!);
  const date = new Date(time);
  const valid =
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month! - 1 &&
    date.getUTCDate() === day &&
    hour! < 24 &&
    minute! < 60 &&
    second! < 60;
  return valid ? time : null;
}
