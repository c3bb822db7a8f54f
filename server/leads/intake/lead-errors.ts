import type { Response } from 'express';
import { apiError } from '#server/http/errors.server.ts';

export interface LeadError {
  status: number;
  code: string;
  message: string;
  fields?: Record<string, string>;
}

/** Shown beside the captcha widget. */
export const CAPTCHA_MESSAGES = {
  missing: 'Please confirm you are not a robot.',
  failed: 'The robot check did not pass; please try it again.',
  expired: 'The robot check expired; please try it again.',
  reused: 'This robot check was already used; please try it again.',
  otherSite: 'This robot check was made for another website; please try it again.',
  otherForm: 'This robot check was made for another form; please try it again.',
} as const;

function captchaError(code: string, message: string): LeadError {
  return { status: 400, code, message, fields: { captcha: message } };
}

/** The lead API's errors other than a form's field messages. */
export const LEAD_ERRORS = {
  idempotencyKeyRequired: {
    status: 400,
    code: 'idempotency_key_required',
    message:
      'Send an Idempotency-Key header (8 to 200 letters, digits, or . _ : -), the same on every retry of this submission',
  },
  idempotencyKeyReused: {
    status: 409,
    code: 'idempotency_key_reused',
    message: 'This Idempotency-Key was already used for a different lead; use a new key',
  },
  captchaMissing: captchaError('captcha_required', CAPTCHA_MESSAGES.missing),
  captchaFailed: captchaError('captcha_failed', CAPTCHA_MESSAGES.failed),
  captchaExpired: captchaError('captcha_expired', CAPTCHA_MESSAGES.expired),
  captchaReused: captchaError('captcha_reused', CAPTCHA_MESSAGES.reused),
  captchaOtherSite: captchaError('captcha_other_site', CAPTCHA_MESSAGES.otherSite),
  captchaOtherForm: captchaError('captcha_other_form', CAPTCHA_MESSAGES.otherForm),
  /** docs/decisions/0017-abuse-rules.md: a form no page of the site shows takes no leads. */
  formNotOffered: (kind: string): LeadError => ({
    status: 404,
    code: 'form_not_offered',
    message: `This site has no ${kind} form`,
    fields: { form: `This site has no ${kind} form` },
  }),
  tokenRequired: {
    status: 401,
    code: 'token_required',
    message: 'Send the token returned when this lead was created, in the X-Lead-Token header',
  },
  tokenInvalid: {
    status: 403,
    code: 'token_invalid',
    message: 'The X-Lead-Token does not match this lead',
  },
  leadComplete: {
    status: 409,
    code: 'lead_complete',
    message: 'This lead has already been submitted and can no longer be changed',
  },
  leadNotFound: (id: string): LeadError => ({
    status: 404,
    code: 'not_found',
    message: `No lead ${id} on this site`,
  }),
  /** A reserve lead for a car that cannot be reserved now (sold, reserved...). */
  carNotReservable: (
    conflict: { code: string; message: string },
    fields: Record<string, string>,
  ): LeadError => ({
    status: 409,
    code: conflict.code,
    message: conflict.message,
    fields,
  }),
  invalidLead: (
    fields: Record<string, string>,
    message = 'Some fields need attention',
  ): LeadError => ({
    status: 400,
    code: 'invalid_lead',
    message,
    fields,
  }),
} satisfies Record<string, LeadError | ((...args: never[]) => LeadError)>;

/** A failed check's error: a conflict (409) or the fields' messages (400). */
export function checkError(check: {
  fields: Record<string, string>;
  message?: string;
  conflict?: { code: string; message: string };
}): LeadError {
  return check.conflict
    ? LEAD_ERRORS.carNotReservable(check.conflict, check.fields)
    : LEAD_ERRORS.invalidLead(check.fields, check.message);
}

export function sendLeadError(res: Response, error: LeadError): void {
  res.status(error.status).json(apiError(error.code, error.message, error.fields));
}
