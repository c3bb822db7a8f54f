import { describe, expect, test } from 'vitest';
import { groupWeekdayHours, hasSpecialHours } from '#shared/hours/opening-hours.ts';
import { formatTime } from '#shared/hours/time-format.ts';
import type { OpeningHoursEntry } from '#shared/tenant/tenant-config.ts';

const open = (weekday: number, from = '08:30', to = '17:30'): OpeningHoursEntry => ({
  weekday,
  status: 'Open',
  open: from,
  close: to,
});
const closed = (weekday: number): OpeningHoursEntry => ({ weekday, status: 'Closed' });
const weekdays = [1, 2, 3, 4, 5].map((weekday) => open(weekday));

describe('groupWeekdayHours (product rule 4.9)', () => {
  test.each([
    {
      case: 'identical Mon-Fri grouped; Sat then Sun; listed Sunday-first in the data',
      entries: [closed(0), ...weekdays, open(6, '09:00', '12:00')],
      expected: [
        { days: 'Mon-Fri', hours: '8:30am - 5:30pm', closed: false },
        { days: 'Sat', hours: '9:00am - 12:00pm', closed: false },
        { days: 'Sun', hours: 'Closed', closed: true },
      ],
    },
    {
      case: 'one weekday differs: every weekday on its own row',
      entries: [open(1), open(2), open(3), open(4), open(5, '08:30', '21:00')],
      expected: [
        { days: 'Mon', hours: '8:30am - 5:30pm', closed: false },
        { days: 'Tue', hours: '8:30am - 5:30pm', closed: false },
        { days: 'Wed', hours: '8:30am - 5:30pm', closed: false },
        { days: 'Thu', hours: '8:30am - 5:30pm', closed: false },
        { days: 'Fri', hours: '8:30am - 9:00pm', closed: false },
      ],
    },
    {
      case: 'a missing weekday prevents grouping and gets no row',
      entries: [open(1), open(2), open(3), open(4)],
      expected: [
        { days: 'Mon', hours: '8:30am - 5:30pm', closed: false },
        { days: 'Tue', hours: '8:30am - 5:30pm', closed: false },
        { days: 'Wed', hours: '8:30am - 5:30pm', closed: false },
        { days: 'Thu', hours: '8:30am - 5:30pm', closed: false },
      ],
    },
    {
      case: 'Saturday equal to the weekdays is still its own row',
      entries: [...weekdays, open(6)],
      expected: [
        { days: 'Mon-Fri', hours: '8:30am - 5:30pm', closed: false },
        { days: 'Sat', hours: '8:30am - 5:30pm', closed: false },
      ],
    },
    {
      case: 'five closed weekdays group as closed',
      entries: [1, 2, 3, 4, 5].map(closed),
      expected: [{ days: 'Mon-Fri', hours: 'Closed', closed: true }],
    },
    {
      case: 'formated_hours wins over open/close; other status text is shown as is',
      entries: [
        { ...open(6), formated_hours: '9am to noon' },
        { weekday: 0, status: 'By appointment' },
      ],
      expected: [
        { days: 'Sat', hours: '9am to noon', closed: false },
        { days: 'Sun', hours: 'By appointment', closed: false },
      ],
    },
    {
      case: 'a status in another case still counts as closed; an unknown weekday is ignored',
      entries: [{ weekday: 0, status: 'CLOSED' }, open(7)],
      expected: [{ days: 'Sun', hours: 'Closed', closed: true }],
    },
    { case: 'no entries, no rows', entries: [], expected: [] },
  ])('$case', ({ entries, expected }) => {
    expect(groupWeekdayHours(entries)).toEqual(expected);
  });
});

test.each([
  ['00:00', '12:00am'],
  ['08:05', '8:05am'],
  ['12:00', '12:00pm'],
  ['16:30', '4:30pm'],
  ['23:59', '11:59pm'],
  ['noon', 'noon'],
])('formatTime(%s) -> %s', (time, expected) => {
  expect(formatTime(time)).toBe(expected);
});

test.each([
  [[], false],
  [[{ date: '2026-12-25', status: 'Closed' }], true],
])('hasSpecialHours(%j) -> %s (product rule 4.9)', (special_hours, expected) => {
  expect(hasSpecialHours({ special_hours })).toBe(expected);
});
