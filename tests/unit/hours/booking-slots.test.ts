import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import {
  bookingDays,
  bookingSlots,
  isBookableDateTime,
  type BookingLocation,
} from '#shared/hours/booking-slots.ts';
import type {
  Location,
  OpeningHoursEntry,
  SpecialHoursEntry,
  TenantConfig,
} from '#shared/tenant/tenant-config.ts';

const harbourCity: TenantConfig = JSON.parse(
  fs.readFileSync(path.resolve('tenants/harbour-city-motors.json'), 'utf8'),
);
const byId = (id: number): Location => {
  const location = harbourCity.locations.find((candidate) => candidate.id === id);
  if (!location) throw new Error(`No location ${id}`);
  return location;
};
// NSW. Mon-Fri 08:30-17:30, Sat 08:30-16:00, Sun closed; Christmas Eve 08:30-14:00,
// Christmas Day, Boxing Day and 28 Dec closed.
const toyota = byId(1101);
// NSW service centre: Mon-Fri 07:30-16:30, weekend closed.
const service = byId(1104);
const inQueensland = (location: Location): Location => ({
  ...location,
  address: { ...location.address, state: 'QLD' },
});

/** A location with only the given hours, in NSW. */
const withHours = (
  opening_hours: OpeningHoursEntry[],
  special_hours: SpecialHoursEntry[] = [],
): BookingLocation => ({
  address: { state: 'NSW' },
  contact_detail: { opening_hours },
  special_hours,
});

// Sydney is UTC+11 from October to April. Mon 23 Nov 2026.
const mondayAt = (time: string) => new Date(`2026-11-23T${time}:00+11:00`);
const halfHours = (from: string, to: string): string[] => {
  const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
  const slots: string[] = [];
  for (let minutes = toMinutes(from); minutes <= toMinutes(to); minutes += 30) {
    const pad = (n: number) => String(n).padStart(2, '0');
    slots.push(`${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`);
  }
  return slots;
};

describe('bookingSlots', () => {
  test.each([
    {
      case: 'a weekday: every 30 minutes, the last one ending at closing',
      location: toyota,
      date: '2026-11-24',
      expected: halfHours('08:30', '17:00'),
    },
    {
      case: 'Saturday short hours',
      location: toyota,
      date: '2026-11-28',
      expected: halfHours('08:30', '15:30'),
    },
    { case: 'Sunday closed', location: toyota, date: '2026-11-29', expected: [] },
    {
      case: 'service location hours',
      location: service,
      date: '2026-11-24',
      expected: halfHours('07:30', '16:00'),
    },
    { case: 'service location on Saturday', location: service, date: '2026-11-28', expected: [] },
    { case: 'a holiday (Christmas Day)', location: toyota, date: '2026-12-25', expected: [] },
    {
      case: 'a special day with reduced hours (Christmas Eve)',
      location: toyota,
      date: '2026-12-24',
      expected: halfHours('08:30', '13:30'),
    },
    {
      case: 'special hours are not a weekly rule (Christmas Eve a year later is a Friday)',
      location: toyota,
      date: '2027-12-24',
      expected: halfHours('08:30', '17:00'),
    },
    { case: 'a past date', location: toyota, date: '2026-11-20', expected: [] },
    { case: 'not a date', location: toyota, date: '24/11/2026', expected: [] },
  ])('$case', ({ location, date, expected }) => {
    expect(bookingSlots(location, date, { now: mondayAt('08:00') })).toEqual(expected);
  });

  test.each([
    { case: 'before opening: all of them', now: '07:00', first: '08:30', count: 18 },
    { case: 'on the hour: from an hour later', now: '12:00', first: '13:00', count: 9 },
    { case: 'mid-slot: the next slot an hour away', now: '12:10', first: '13:30', count: 8 },
    { case: 'within the lead time of the last slot', now: '16:01', first: undefined, count: 0 },
    { case: 'after closing', now: '18:00', first: undefined, count: 0 },
  ])('today $case', ({ now, first, count }) => {
    const slots = bookingSlots(toyota, '2026-11-23', { now: mondayAt(now) });
    expect(slots[0]).toBe(first);
    expect(slots).toHaveLength(count);
  });

  test('step and lead time are options', () => {
    const options = { now: mondayAt('12:00'), stepMinutes: 60, leadMinutes: 0 };
    expect(bookingSlots(toyota, '2026-11-23', options)).toEqual([
      '12:30',
      '13:30',
      '14:30',
      '15:30',
      '16:30',
    ]);
    expect(() => bookingSlots(toyota, '2026-11-23', { ...options, stepMinutes: 0 })).toThrow(
      RangeError,
    );
  });

  const tuesday = (entry: Partial<OpeningHoursEntry>): OpeningHoursEntry => ({
    weekday: 2,
    status: 'Open',
    ...entry,
  });
  test.each([
    {
      case: 'H:MM',
      entry: tuesday({ open: '9:00', close: '10:30' }),
      expected: ['09:00', '09:30', '10:00'],
    },
    {
      case: 'padded with spaces',
      entry: tuesday({ open: ' 09:00 ', close: '10:00 ' }),
      expected: ['09:00', '09:30'],
    },
    {
      case: 'with seconds',
      entry: tuesday({ open: '09:00:00', close: '10:00:00' }),
      expected: ['09:00', '09:30'],
    },
    {
      case: "lower-case 'open'",
      entry: tuesday({ status: 'open', open: '09:00', close: '10:00' }),
      expected: ['09:00', '09:30'],
    },
    {
      case: "a close of '00:00' is midnight",
      entry: tuesday({ open: '22:30', close: '00:00' }),
      expected: ['22:30', '23:00', '23:30'],
    },
    {
      case: 'a slot that would run past closing',
      entry: tuesday({ open: '09:00', close: '09:45' }),
      expected: ['09:00'],
    },
    { case: 'not a time', entry: tuesday({ open: '9am', close: '5pm' }), expected: [] },
    {
      case: 'closing before opening',
      entry: tuesday({ open: '17:00', close: '09:00' }),
      expected: [],
    },
    { case: 'no times', entry: tuesday({}), expected: [] },
    {
      case: "'By appointment only'",
      entry: tuesday({ status: 'By appointment only' }),
      expected: [],
    },
    {
      case: 'no entry for the weekday',
      entry: { ...tuesday({ open: '09:00', close: '17:00' }), weekday: 3 },
      expected: [],
    },
  ])('hours data: $case', ({ entry, expected }) => {
    expect(bookingSlots(withHours([entry]), '2026-11-24', { now: mondayAt('08:00') })).toEqual(
      expected,
    );
  });

  test('a special day that is not plainly open is a holiday, whatever the weekday says', () => {
    const location = withHours(
      [tuesday({ open: '09:00', close: '17:00' })],
      [{ date: '2026-11-24', status: 'By appointment only' }],
    );
    expect(bookingSlots(location, '2026-11-24', { now: mondayAt('08:00') })).toEqual([]);
    expect(bookingDays(location, { now: mondayAt('08:00'), days: 2 })[1]).toMatchObject({
      open: false,
      reason: 'holiday',
    });
  });
});

describe('bookingDays', () => {
  test('a normal fortnight from Monday morning: Sundays closed', () => {
    const days = bookingDays(toyota, { now: mondayAt('08:00') });
    expect(days).toHaveLength(14);
    expect(days[0]).toEqual({ date: '2026-11-23', label: 'Mon 23 Nov', open: true });
    expect(days[13]).toEqual({
      date: '2026-12-06',
      label: 'Sun 6 Dec',
      open: false,
      reason: 'closed',
    });
    expect(days.filter((day) => !day.open).map((day) => day.date)).toEqual([
      '2026-11-29',
      '2026-12-06',
    ]);
  });

  test('holidays over Christmas and the new year, labels across the year end', () => {
    const days = bookingDays(toyota, { now: new Date('2026-12-23T10:00:00+11:00'), days: 11 });
    expect(days.map((day) => [day.label, day.reason ?? 'open'])).toEqual([
      ['Wed 23 Dec', 'open'],
      ['Thu 24 Dec', 'open'],
      ['Fri 25 Dec', 'holiday'],
      ['Sat 26 Dec', 'holiday'],
      ['Sun 27 Dec', 'closed'],
      ['Mon 28 Dec', 'holiday'],
      ['Tue 29 Dec', 'open'],
      ['Wed 30 Dec', 'open'],
      ['Thu 31 Dec', 'open'],
      ['Fri 1 Jan', 'holiday'],
      ['Sat 2 Jan', 'open'],
    ]);
  });

  test.each([
    { now: '16:00', expected: { open: true } },
    { now: '16:01', expected: { open: false, reason: 'past' } },
    { now: '18:00', expected: { open: false, reason: 'past' } },
  ])('today at $now', ({ now, expected }) => {
    expect(bookingDays(toyota, { now: mondayAt(now), days: 1 })).toEqual([
      { date: '2026-11-23', label: 'Mon 23 Nov', ...expected },
    ]);
  });
});

describe('time zones: NSW moves to daylight time on Sun 4 Oct 2026, Queensland does not', () => {
  const queensland = inQueensland(toyota);
  test.each([
    {
      case: 'before the change both read 10:00 on Friday',
      now: '2026-10-02T00:00:00Z',
      date: '2026-10-02',
      sydney: '11:00',
      brisbane: '11:00',
    },
    {
      case: 'after it Sydney reads 11:00 on Monday, Brisbane 10:00',
      now: '2026-10-05T00:00:00Z',
      date: '2026-10-05',
      sydney: '12:00',
      brisbane: '11:00',
    },
  ])('$case', ({ now, date, sydney, brisbane }) => {
    expect(bookingSlots(toyota, date, { now: new Date(now) })[0]).toBe(sydney);
    expect(bookingSlots(queensland, date, { now: new Date(now) })[0]).toBe(brisbane);
  });

  test('the same instant can be Monday in Sydney and still Sunday in Brisbane', () => {
    const now = new Date('2026-10-04T13:30:00Z');
    expect(bookingDays(toyota, { now, days: 1 })).toEqual([
      { date: '2026-10-05', label: 'Mon 5 Oct', open: true },
    ]);
    expect(bookingDays(queensland, { now, days: 1 })).toEqual([
      { date: '2026-10-04', label: 'Sun 4 Oct', open: false, reason: 'closed' },
    ]);
    expect(isBookableDateTime(toyota, '2026-10-05T08:30', { now })).toBe(true);
    expect(isBookableDateTime(queensland, '2026-10-05T08:30', { now })).toBe(true);
    expect(isBookableDateTime(queensland, '2026-10-04', { now })).toBe(false);
  });
});

describe('isBookableDateTime', () => {
  test.each([
    { dateTime: '2026-11-24', expected: true },
    { dateTime: '2026-11-24T08:30', expected: true },
    { dateTime: '2026-11-24T17:00', expected: true },
    { dateTime: '2026-11-24T17:30', expected: false },
    { dateTime: '2026-11-24T08:00', expected: false },
    { dateTime: '2026-11-24T09:15', expected: false },
    { dateTime: '2026-11-23', expected: true },
    { dateTime: '2026-11-23T13:00', expected: true },
    { dateTime: '2026-11-23T12:30', expected: false },
    { dateTime: '2026-11-22', expected: false },
    { dateTime: '2026-11-29', expected: false },
    { dateTime: '2026-11-28T15:30', expected: true },
    { dateTime: '2026-11-28T16:00', expected: false },
    { dateTime: '2026-12-06', expected: false },
    { dateTime: '2026-12-05', expected: true },
    { dateTime: '2026-12-07', expected: false },
    { dateTime: '2026-02-30', expected: false },
    { dateTime: '2026-11-24T09:00:00', expected: false },
    { dateTime: '2026-11-24 09:00', expected: false },
    { dateTime: '', expected: false },
  ])('$dateTime on Monday 23 Nov at noon: $expected', ({ dateTime, expected }) => {
    expect(isBookableDateTime(toyota, dateTime, { now: mondayAt('12:00') })).toBe(expected);
  });

  test.each([
    { dateTime: '2026-12-24T13:30', expected: true },
    { dateTime: '2026-12-24T14:00', expected: false },
    { dateTime: '2026-12-25', expected: false },
    { dateTime: '2026-12-28T09:00', expected: false },
    { dateTime: '2026-12-29T09:00', expected: true },
  ])('$dateTime over Christmas: $expected', ({ dateTime, expected }) => {
    const now = new Date('2026-12-20T09:00:00+11:00');
    expect(isBookableDateTime(toyota, dateTime, { now })).toBe(expected);
  });

  test('options: a shorter lead time and a longer horizon', () => {
    const now = mondayAt('12:00');
    expect(isBookableDateTime(toyota, '2026-11-23T12:30', { now, leadMinutes: 0 })).toBe(true);
    expect(isBookableDateTime(toyota, '2026-12-07', { now, days: 15 })).toBe(true);
    expect(isBookableDateTime(toyota, '2026-11-23', { now: mondayAt('18:00') })).toBe(false);
  });
});
