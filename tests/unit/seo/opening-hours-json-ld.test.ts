import { describe, expect, test } from 'vitest';
import { buildSpecialHours, groupWeeklyHours } from '#shared/seo/opening-hours-json-ld.ts';
import type { OpeningHoursEntry } from '#shared/tenant/tenant-config.ts';

const open = (weekday: number, from: string, to: string): OpeningHoursEntry => ({
  weekday,
  status: 'Open',
  open: from,
  close: to,
});
const closed = (weekday: number): OpeningHoursEntry => ({ weekday, status: 'Closed' });
const spec = (dayOfWeek: string[], opens?: string, closes?: string) => ({
  '@type': 'OpeningHoursSpecification',
  dayOfWeek,
  ...(opens ? { opens, closes } : {}),
});
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];

describe('groupWeeklyHours', () => {
  test.each([
    {
      name: 'weekdays share one specification, Saturday its own, Sunday closed',
      entries: [0, 1, 2, 3, 4, 5, 6].map((day) =>
        day === 0 ? closed(0) : day === 6 ? open(6, '08:30', '16:00') : open(day, '08:30', '17:30'),
      ),
      expected: [
        spec(WEEKDAYS, '08:30', '17:30'),
        spec(['Saturday'], '08:30', '16:00'),
        spec(['Sunday'], '00:00', '00:00'),
      ],
    },
    {
      name: 'identical non-adjacent days group together, Monday first',
      entries: [open(0, '10:00', '16:00'), open(3, '10:00', '16:00'), open(1, '09:00', '17:00')],
      expected: [
        spec(['Monday'], '09:00', '17:00'),
        spec(['Wednesday', 'Sunday'], '10:00', '16:00'),
      ],
    },
    {
      // Google's documented form for closed all day; no times would read as open all day.
      name: 'every closed day in one specification, opens = closes = 00:00',
      entries: [closed(6), closed(0), open(1, '07:30', '16:30')],
      expected: [
        spec(['Monday'], '07:30', '16:30'),
        spec(['Saturday', 'Sunday'], '00:00', '00:00'),
      ],
    },
    {
      name: 'display-only text and Open without times are left out, not guessed',
      entries: [
        { weekday: 6, status: 'By appointment' },
        { weekday: 0, status: 'Open' },
        open(1, '08:00', '12:00'),
      ],
      expected: [spec(['Monday'], '08:00', '12:00')],
    },
    { name: 'no entries, no specifications', entries: [], expected: [] },
  ])('$name', ({ entries, expected }) => {
    expect(groupWeeklyHours(entries)).toEqual(expected);
  });
});

describe('buildSpecialHours', () => {
  test.each([
    {
      name: 'a closed date is opens = closes = 00:00 on that date only',
      entry: { date: '2026-12-25', name: 'Christmas Day', status: 'Closed' },
      expected: [
        { opens: '00:00', closes: '00:00', validFrom: '2026-12-25', validThrough: '2026-12-25' },
      ],
    },
    {
      name: 'an open date carries its special hours',
      entry: { date: '2026-12-24', status: 'Open', start_hour: '08:30', end_hour: '14:00' },
      expected: [
        { opens: '08:30', closes: '14:00', validFrom: '2026-12-24', validThrough: '2026-12-24' },
      ],
    },
    {
      name: 'open without hours is left out',
      entry: { date: '2026-12-31', status: 'Open' },
      expected: [],
    },
    {
      name: 'other status text is left out',
      entry: { date: '2027-01-26', status: 'Call us' },
      expected: [],
    },
  ])('$name', ({ entry, expected }) => {
    expect(buildSpecialHours([entry])).toEqual(
      expected.map((item) => ({ '@type': 'OpeningHoursSpecification', ...item })),
    );
  });

  test('holiday specifications have no dayOfWeek, so they never read as weekly hours', () => {
    const specs = buildSpecialHours([{ date: '2027-01-01', status: 'Closed' }]);
    expect(specs[0]).not.toHaveProperty('dayOfWeek');
  });
});
