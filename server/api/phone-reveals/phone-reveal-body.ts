import { Ajv, type ErrorObject } from 'ajv';
import type { PhoneRevealRequest } from '#shared/contact/record-phone-reveal.ts';

/** Car ids are positive integers (server/inventory/car-schema.server.ts). */
const PHONE_REVEAL_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['car_id'],
  properties: {
    car_id: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER },
  },
};

const EXPECTED_BODY = 'Send a JSON object: { "car_id": <the car\'s id> }';

/** A body with thousands of unknown keys gets a short answer, not one entry per key. */
const MAX_FIELD_ERRORS = 10;

// No type coercion: "car_id": "42" is a client bug worth hearing about.
const validate = new Ajv({ allErrors: true, strict: true }).compile<PhoneRevealRequest>(
  PHONE_REVEAL_SCHEMA,
);

export type PhoneRevealBody =
  | { ok: true; value: PhoneRevealRequest }
  | { ok: false; message: string; fields?: Record<string, string> };

/** The request body checked against the schema; problems named per field, for the 400. */
export function readPhoneRevealBody(body: unknown): PhoneRevealBody {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, message: EXPECTED_BODY };
  }
  if (validate(body)) return { ok: true, value: { car_id: body.car_id } };
  // No prototype: a body key named "__proto__" is reported like any other.
  const fields: Record<string, string> = Object.create(null);
  for (const error of validate.errors ?? []) {
    const [field, message] = describe(error);
    fields[field] ??= message;
    if (Object.keys(fields).length === MAX_FIELD_ERRORS) break;
  }
  return { ok: false, message: EXPECTED_BODY, fields };
}

function describe(error: ErrorObject): [field: string, message: string] {
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'required') return [String(params.missingProperty), 'is required'];
  if (error.keyword === 'additionalProperties') {
    return [String(params.additionalProperty), 'is not accepted; send only car_id'];
  }
  // Every other rule is on car_id: integer, minimum, maximum.
  return [error.instancePath.replace(/^\//, ''), "must be the car's id, a whole number from 1"];
}
