import { useMemo, type ReactNode } from 'react';
import type { LeadFieldProps } from './lead-field.tsx';
import { useIsHydrated } from '../../app/use-is-hydrated.ts';
import { bookingDays, bookingSlots, type BookingLocation } from '../../hours/booking-slots.ts';
import { formatTime } from '../../hours/time-format.ts';
import { describedBy, fieldDomId } from '../forms/field-ids.ts';
import { FieldLabel } from '../forms/field-label.tsx';
import { FieldError, FieldHint, fieldClassName } from '../forms/field-messages.tsx';
import type { SelectOption } from '../forms/select-field.tsx';

/** The open days of the next fortnight; closed days and holidays are left out, not disabled. */
export function bookingDateOptions(location: BookingLocation, now: Date): SelectOption[] {
  return bookingDays(location, { now })
    .filter((day) => day.open)
    .map((day) => ({ value: day.date, label: day.label }));
}

/** A date's start times inside the location's hours, none in the past. */
export function bookingTimeOptions(
  location: BookingLocation,
  date: string,
  now: Date,
): SelectOption[] {
  if (!date) return [];
  return bookingSlots(location, date, { now }).map((time) => ({
    value: time,
    label: formatTime(time),
  }));
}

/** The lead's `dateTime` ('YYYY-MM-DD' or 'YYYY-MM-DDTHH:MM') as the two selects' values. */
export function splitDateTime(value: unknown): { date: string; time: string } {
  const match = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2}))?$/.exec(String(value ?? ''));
  return { date: match?.[1] ?? '', time: match?.[2] ?? '' };
}

export function joinDateTime(date: string, time: string): string {
  if (!date) return '';
  return time ? `${date}T${time}` : date;
}

export interface BookingSlotFieldsProps {
  formId: string;
  /** Whose hours to book in; none yet (no location chosen): both selects wait for one. */
  location: BookingLocation | undefined;
  /** A time select as well as the date (test drives); dates only for a service booking. */
  withTime?: boolean;
  value: unknown;
  required: boolean;
  error?: string | undefined;
  onChange(value: string): void;
}

/**
 * A lead's `dateTime` as a date select and a time select from the location's booking slots.
 * The choices depend on the clock, so they are built after hydration; until then both
 * selects are disabled with a placeholder saying so.
 */
export function BookingSlotFields(props: BookingSlotFieldsProps) {
  const { formId, location, error } = props;
  const withTime = props.withTime ?? true;
  const hydrated = useIsHydrated();
  const { date, time } = splitDateTime(props.value);
  const dates = useMemo(
    () => (hydrated && location ? bookingDateOptions(location, new Date()) : []),
    [hydrated, location],
  );
  const times = useMemo(
    () => (hydrated && location && withTime ? bookingTimeOptions(location, date, new Date()) : []),
    [hydrated, location, date, withTime],
  );
  const id = fieldDomId(formId, 'dateTime');
  const describedById = describedBy(id, error, true);
  const datePlaceholder = !hydrated
    ? 'Loading available dates'
    : !location
      ? 'Choose a location first'
      : dates.length > 0
        ? 'Choose a date'
        : 'No dates available';
  return (
    <fieldset className={fieldClassName('booking', error)}>
      <FieldLabel as="legend" required={props.required}>
        {withTime ? 'Preferred date and time' : 'Preferred date'}
      </FieldLabel>
      <FieldHint
        fieldId={id}
        hint={
          withTime
            ? 'Times within opening hours. Closed days are not listed.'
            : 'Days the location is open. Closed days are not listed.'
        }
      />
      <div className="booking-slots">
        <SlotSelect
          id={id}
          // The lead field's name, so focusFirstInvalid lands here on a dateTime error.
          name="dateTime"
          label="Date"
          placeholder={datePlaceholder}
          options={dates}
          value={date}
          invalid={Boolean(error)}
          describedBy={describedById}
          onChange={(next) => {
            const keep =
              location !== undefined &&
              bookingTimeOptions(location, next, new Date()).some(
                (option) => option.value === time,
              );
            props.onChange(joinDateTime(next, withTime && keep ? time : ''));
          }}
        />
        {withTime ? (
          <SlotSelect
            id={`${id}-time`}
            label="Time"
            placeholder={date ? 'Choose a time' : 'Choose a date first'}
            options={times}
            value={time}
            invalid={Boolean(error)}
            describedBy={describedById}
            onChange={(next) => props.onChange(joinDateTime(date, next))}
          />
        ) : null}
      </div>
      <FieldError fieldId={id} error={error} />
    </fieldset>
  );
}

interface SlotSelectProps {
  id: string;
  name?: string;
  label: string;
  placeholder: string;
  options: readonly SelectOption[];
  value: string;
  invalid: boolean;
  describedBy: string | undefined;
  onChange(value: string): void;
}

/** One of the pair; disabled while it has nothing to offer. */
function SlotSelect(props: SlotSelectProps) {
  return (
    <div className="booking-slots__select">
      <label className="form-field__label" htmlFor={props.id}>
        {props.label}
      </label>
      <select
        id={props.id}
        name={props.name}
        className="form-field__input"
        value={props.value}
        disabled={props.options.length === 0}
        aria-invalid={props.invalid || undefined}
        aria-describedby={props.describedBy}
        onChange={(event) => props.onChange(event.currentTarget.value)}
      >
        <option value="" disabled>
          {props.placeholder}
        </option>
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * A lead form's renderField answer for booking forms: its dateTime field as dates (and
 * times) the location is open; null for every other field, which renders as usual.
 */
export function renderBookingSlot(
  field: LeadFieldProps,
  location: BookingLocation | undefined,
  withTime = true,
): ReactNode {
  if (field.name !== 'dateTime') return null;
  return (
    <BookingSlotFields
      formId={field.formId}
      location={location}
      withTime={withTime}
      value={field.value}
      required={field.required}
      error={field.error}
      onChange={(value) => field.onChange('dateTime', value)}
    />
  );
}
