import { Type } from 'typebox';
import { define, isoDate } from './define.ts';
import { Time } from './primitives.ts';

/** `if` of the hours entries: the entry's status is 'Open'. */
const STATUS_OPEN = Type.Object({ status: Type.Optional(Type.Literal('Open')) });

export const OpeningHoursEntry = define(
  'OpeningHoursEntry',
  Type.Object(
    {
      weekday: Type.Integer({ minimum: 0, maximum: 6 }),
      status: Type.String({
        description: "'Open', 'Closed' or other display text such as 'By appointment only'.",
        minLength: 1,
        maxLength: 60,
      }),
      open: Type.Optional(Time),
      close: Type.Optional(Time),
      formated_hours: Type.Optional(
        Type.String({
          description: 'Optional preformatted display text (spelling as in the source data).',
          maxLength: 60,
        }),
      ),
    },
    {
      description:
        "Regular opening hours for one weekday (0 = Sunday ... 6 = Saturday). open/close are required when status is 'Open'.",
      additionalProperties: false,
      if: STATUS_OPEN,
      then: Type.Object({ open: Time, close: Time }),
    },
  ),
);

export const SpecialHoursEntry = define(
  'SpecialHoursEntry',
  Type.Object(
    {
      date: isoDate(),
      name: Type.Optional(
        Type.String({ description: "Optional occasion, e.g. 'Christmas Day'.", maxLength: 80 }),
      ),
      status: Type.String({ minLength: 1, maxLength: 60 }),
      start_hour: Type.Optional(Time),
      end_hour: Type.Optional(Time),
    },
    {
      description:
        "Holiday or one-off hours for a date. start_hour/end_hour are required when status is 'Open'.",
      additionalProperties: false,
      if: STATUS_OPEN,
      then: Type.Object({ start_hour: Time, end_hour: Time }),
    },
  ),
);
