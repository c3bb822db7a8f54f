import { Type } from 'typebox';
import { define, stringEnum, stringMap } from './define.ts';
import { Email } from './primitives.ts';

/** The staff a lead is for, read from its category (shared/leads/lead-recipients.ts). */
export const LeadDepartment = stringEnum(['sales', 'service', 'parts']);

export const EmailList = define(
  'EmailList',
  Type.Array(Email, { minItems: 1, maxItems: 20, uniqueItems: true }),
);

export const DepartmentEmails = define(
  'DepartmentEmails',
  Type.Object(
    {
      sales: Type.Optional(EmailList),
      service: Type.Optional(EmailList),
      parts: Type.Optional(EmailList),
    },
    { additionalProperties: false, minProperties: 1 },
  ),
);

const EmailDelivery = Type.Object(
  {
    default: EmailList,
    departments: Type.Optional(DepartmentEmails),
    locations: Type.Optional(
      stringMap({ pattern: '^[1-9][0-9]{0,14}$' }, DepartmentEmails, {
        description: "Keyed by location id (one of this site's locations).",
      }),
    ),
    categories: Type.Optional(
      stringMap({ minLength: 1, maxLength: 100 }, EmailList, {
        description:
          'Keyed by lead category (e.g. Finance Pre-Approval); added to the location or department recipients.',
      }),
    ),
  },
  { additionalProperties: false },
);

const Webhook = Type.Object(
  {
    url: Type.String({
      description: 'https URL; plain http only to localhost or 127.0.0.1 (development and tests).',
      pattern: '^(https://[^\\s]+|http://(localhost|127\\.0\\.0\\.1)(:[0-9]{1,5})?(/[^\\s]*)?)$',
      maxLength: 2000,
    }),
    format: stringEnum(['adf-xml', 'json']),
    secret_env: Type.String({
      description:
        'Name of the environment variable holding the HMAC signing secret (secrets stay out of this file). Startup fails when it is unset.',
      pattern: '^[A-Z][A-Z0-9_]{2,100}$',
    }),
  },
  {
    description: "The dealer's CRM endpoint: every lead is POSTed there too, signed.",
    additionalProperties: false,
  },
);

export const LeadDelivery = define(
  'LeadDelivery',
  Type.Object(
    {
      email: EmailDelivery,
      webhook: Type.Optional(Webhook),
      incomplete_after_minutes: Type.Optional(
        Type.Integer({
          description:
            'Deliver a multi-step lead left Incomplete this long, once, marked incomplete, so staff can follow up. Absent: never.',
          minimum: 5,
          maximum: 10080,
        }),
      ),
    },
    {
      description:
        "Where this site's leads go (decision 0007). Email recipients are chosen per lead: the lead's location and department (service for service bookings, parts for parts enquiries, else sales), else the department, else default; the category's list is added to those.",
      additionalProperties: false,
    },
  ),
);
