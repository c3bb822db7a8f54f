import { Ajv, type ErrorObject } from 'ajv';
import { LEAD_FORM_KINDS, type LeadFormKind } from '#shared/leads/lead-forms.ts';
import type { SkippedStep } from '#server/leads/store/lead-row.ts';

/** The lead API's envelope around a form's values (ARCHITECTURE HTTP contract). */
export interface LeadStepRequest {
  /** The form's values; checked by the shared validateLead, not by this schema. */
  fields: Record<string, unknown>;
  /** product rule 4.7: false for a saved step (status Incomplete), true for the final submission. */
  form_completed: boolean;
  step_number?: number;
  skipped_steps?: SkippedStep[];
  /** The page the form was sent from: a path of this site, or an absolute URL on it. */
  source_page?: string;
  /** The honeypot: hidden from people, so anything in it came from a bot. */
  website?: string;
}

export interface CreateLeadRequest extends LeadStepRequest {
  form: LeadFormKind;
  /** The ALTCHA widget's payload, when the site shows a captcha. */
  captcha?: string;
}

// A form has a handful of steps; 50 is far beyond any real one.
const STEP = { type: 'integer', minimum: 0, maximum: 50 };

const STEP_PROPERTIES = {
  fields: { type: 'object' },
  form_completed: { type: 'boolean' },
  step_number: STEP,
  skipped_steps: {
    type: 'array',
    maxItems: 50,
    items: {
      type: 'object',
      additionalProperties: false,
      required: ['from', 'to'],
      properties: { from: STEP, to: STEP },
    },
  },
  source_page: { type: 'string', maxLength: 2000 },
  website: { type: 'string', maxLength: 2000 },
};

const ajv = new Ajv({ allErrors: true, strict: true });

const validateCreate = ajv.compile<CreateLeadRequest>({
  type: 'object',
  additionalProperties: false,
  required: ['form', 'fields'],
  properties: {
    form: { type: 'string', enum: [...LEAD_FORM_KINDS] },
    captcha: { type: 'string', maxLength: 10_000 },
    ...STEP_PROPERTIES,
  },
});

const validateStep = ajv.compile<LeadStepRequest>({
  type: 'object',
  additionalProperties: false,
  required: ['fields'],
  properties: STEP_PROPERTIES,
});

const MAX_FIELD_ERRORS = 20;

export type BodyResult<T> =
  { ok: true; value: T } | { ok: false; message: string; fields: Record<string, string> };

const CREATE_SHAPE =
  'Send a JSON object: { "form": <lead form>, "fields": { ...the form\'s values }, "form_completed": true|false }';
const STEP_SHAPE =
  'Send a JSON object: { "fields": { ...the step\'s values }, "form_completed": true|false }';

export function readCreateLeadBody(body: unknown): BodyResult<CreateLeadRequest> {
  return read(body, validateCreate, CREATE_SHAPE);
}

export function readLeadStepBody(body: unknown): BodyResult<LeadStepRequest> {
  return read(body, validateStep, STEP_SHAPE);
}

function read<T extends { form_completed?: boolean }>(
  body: unknown,
  validate: ((data: unknown) => data is T) & { errors?: ErrorObject[] | null },
  shape: string,
): BodyResult<T & { form_completed: boolean }> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, message: shape, fields: {} };
  }
  if (validate(body))
    return { ok: true, value: { ...body, form_completed: body.form_completed ?? true } };
  // No prototype: a body key named "__proto__" is reported like any other.
  const fields: Record<string, string> = Object.create(null);
  for (const error of validate.errors ?? []) {
    const [field, message] = describe(error);
    fields[field] ??= message;
    if (Object.keys(fields).length === MAX_FIELD_ERRORS) break;
  }
  return { ok: false, message: shape, fields };
}

function describe(error: ErrorObject): [field: string, message: string] {
  const params = error.params as Record<string, unknown>;
  const path = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
  switch (error.keyword) {
    case 'required':
      return [
        path ? `${path}.${String(params.missingProperty)}` : String(params.missingProperty),
        'is required',
      ];
    case 'additionalProperties':
      return [
        path ? `${path}.${String(params.additionalProperty)}` : String(params.additionalProperty),
        path ? 'is not accepted' : 'is not accepted; form values go inside "fields"',
      ];
    case 'enum':
      return [path, `must be one of ${(params.allowedValues as string[]).join(', ')}`];
    default:
      return [path, error.message ?? 'is invalid'];
  }
}
