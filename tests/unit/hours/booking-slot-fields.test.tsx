import { describe, expect, test } from 'vitest';
import {
  BookingSlotFields,
  bookingDateOptions,
  bookingTimeOptions,
  joinDateTime,
  splitDateTime,
} from '#shared/components/lead-form/booking-slot-fields.tsx';
import type { BookingLocation } from '#shared/hours/booking-slots.ts';
import { render } from '../lead-form-fields/render.ts';

const WEEKDAYS = [1, 2, 3, 4, 5].map((weekday) => ({
  weekday,
  status: 'Open' as const,
  open: '08:30',
  close: '17:30',
}));
// NSW, Mon-Fri 08:30-17:30, Sat 09:00-12:00, Sun closed; Christmas Day closed.
const dealer: BookingLocation = {
  address: { state: 'NSW' },
  contact_detail: {
    opening_hours: [
      ...WEEKDAYS,
      { weekday: 6, status: 'Open', open: '09:00', close: '12:00' },
      { weekday: 0, status: 'Closed' },
    ],
  },
  special_hours: [{ date: '2026-12-25', name: 'Christmas Day', status: 'Closed' }],
};
// Sydney is UTC+11 in December. Mon 21 Dec 2026.
const mondayAt = (time: string) => new Date(`2026-12-21T${time}:00+11:00`);

describe('bookingDateOptions', () => {
  test('open days of the next fortnight, closed Sundays and the holiday left out', () => {
    const dates = bookingDateOptions(dealer, mondayAt('09:00')).map((option) => option.value);
    expect(dates.slice(0, 6)).toEqual([
      '2026-12-21',
      '2026-12-22',
      '2026-12-23',
      '2026-12-24',
      '2026-12-26',
      '2026-12-28',
    ]);
    expect(dates).not.toContain('2026-12-25');
    expect(dates).not.toContain('2026-12-27');
    expect(dates).toHaveLength(11);
  });

  test('labels read like "Mon 21 Dec"', () => {
    expect(bookingDateOptions(dealer, mondayAt('09:00'))[0]).toEqual({
      value: '2026-12-21',
      label: 'Mon 21 Dec',
    });
  });

  test('today is left out once its last slot is gone', () => {
    const dates = bookingDateOptions(dealer, mondayAt('16:45')).map((option) => option.value);
    expect(dates[0]).toBe('2026-12-22');
  });
});

describe('bookingTimeOptions', () => {
  test("a day's slots inside its hours, labelled in 12-hour time", () => {
    const times = bookingTimeOptions(dealer, '2026-12-26', mondayAt('09:00'));
    expect(times).toEqual([
      { value: '09:00', label: '9:00am' },
      { value: '09:30', label: '9:30am' },
      { value: '10:00', label: '10:00am' },
      { value: '10:30', label: '10:30am' },
      { value: '11:00', label: '11:00am' },
      { value: '11:30', label: '11:30am' },
    ]);
  });

  test('today starts at least an hour from now; closed or no date gives none', () => {
    expect(bookingTimeOptions(dealer, '2026-12-21', mondayAt('15:10'))[0]?.value).toBe('16:30');
    expect(bookingTimeOptions(dealer, '2026-12-25', mondayAt('09:00'))).toEqual([]);
    expect(bookingTimeOptions(dealer, '', mondayAt('09:00'))).toEqual([]);
  });
});

describe('the dateTime value', () => {
  test.each([
    ['2026-12-22T10:30', { date: '2026-12-22', time: '10:30' }],
    ['2026-12-22', { date: '2026-12-22', time: '' }],
    ['', { date: '', time: '' }],
    [undefined, { date: '', time: '' }],
    ['22/12/2026', { date: '', time: '' }],
  ])('%s splits into date and time', (value, parts) => {
    expect(splitDateTime(value)).toEqual(parts);
  });

  test('joins a date and an optional time; no date, no value', () => {
    expect(joinDateTime('2026-12-22', '10:30')).toBe('2026-12-22T10:30');
    expect(joinDateTime('2026-12-22', '')).toBe('2026-12-22');
    expect(joinDateTime('', '10:30')).toBe('');
  });
});

describe('BookingSlotFields on the server', () => {
  test('a labelled group of two disabled selects saying what they wait for', () => {
    const { root } = render(
      <BookingSlotFields
        formId="drive"
        location={dealer}
        value=""
        required={false}
        onChange={() => {}}
      />,
    );
    expect(root.querySelector('legend')?.text).toBe('Preferred date and time');
    const selects = root.querySelectorAll('select');
    expect(selects.map((select) => select.id)).toEqual(['drive-datetime', 'drive-datetime-time']);
    expect(selects.every((select) => select.hasAttribute('disabled'))).toBe(true);
    expect(root.querySelector('label[for="drive-datetime"]')?.text).toBe('Date');
    expect(selects[0]?.querySelector('option')?.text).toBe('Loading available dates');
    expect(selects[0]?.getAttribute('aria-describedby')).toBe('drive-datetime-hint');
  });
});

describe('BookingSlotFields for a service booking (dates only)', () => {
  test('one date select under "Preferred date", no time select', () => {
    const { root } = render(
      <BookingSlotFields
        formId="service"
        location={dealer}
        withTime={false}
        value=""
        required
        onChange={() => {}}
      />,
    );
    expect(root.querySelector('legend')?.text).toContain('Preferred date');
    expect(root.querySelector('legend')?.text).not.toContain('time');
    expect(root.querySelectorAll('select').map((select) => select.id)).toEqual([
      'service-datetime',
    ]);
  });
});
