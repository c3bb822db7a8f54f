import { expect, test } from 'vitest';
import { closedDayDisplay } from '#shared/hours/closed-day.ts';
import { formatIsoDate, specialHoursRows } from '#shared/hours/special-hours.ts';

test.each([
  [undefined, { kind: 'closed', text: 'Closed' }],
  ['closed', { kind: 'closed', text: 'Closed' }],
  ['by-appointment', { kind: 'by-appointment', text: 'By appointment only' }],
  [
    'enquire',
    { kind: 'enquire', text: 'Enquire Now', href: '/contact-us/southern-cross-trucks-dandenong' },
  ],
] as const)('closed_day_display %j shows %j (product rule 4.9)', (display, expected) => {
  const location = {
    name: 'Southern Cross Trucks Dandenong - Service',
    closed_day_display: display,
  };
  expect(closedDayDisplay(location)).toEqual(expected);
});

test.each([
  ['2026-12-25', 'Fri 25 Dec 2026'],
  ['2027-01-01', 'Fri 1 Jan 2027'],
  ['2024-02-29', 'Thu 29 Feb 2024'],
  ['not a date', 'not a date'],
])('formatIsoDate(%s) -> %s', (date, expected) => {
  expect(formatIsoDate(date)).toBe(expected);
});

test('holiday rows come in date order with their hours', () => {
  const rows = specialHoursRows([
    { date: '2027-01-01', name: "New Year's Day", status: 'Closed' },
    { date: '2026-12-24', status: 'Open', start_hour: '08:30', end_hour: '14:00' },
  ]);
  expect(rows).toEqual([
    {
      date: '2026-12-24',
      dateLabel: 'Thu 24 Dec 2026',
      name: '',
      hours: '8:30am - 2:00pm',
      closed: false,
    },
    {
      date: '2027-01-01',
      dateLabel: 'Fri 1 Jan 2027',
      name: "New Year's Day",
      hours: 'Closed',
      closed: true,
    },
  ]);
});
