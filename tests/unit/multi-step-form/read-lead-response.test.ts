import { describe, expect, test } from 'vitest';
import {
  leadFailureMessage,
  NO_ANSWER,
  readLeadResponse,
} from '#shared/forms/multi-step/read-lead-response.ts';

const UNEXPECTED = 'An unexpected error occured';
const SUBMIT_FAILED = 'An error occurred when submitting this form';

describe('a lead answer with a lead id (product rule 4.4)', () => {
  test('a created lead gives its id, token and event id', () => {
    const json = { lead_id: 'lead-1', token: 't', status: 'Incomplete', event_id: 22 };
    expect(readLeadResponse(201, json)).toEqual({
      ok: true,
      leadId: 'lead-1',
      token: 't',
      eventId: 22,
    });
  });

  test('a continued lead has no token', () => {
    expect(readLeadResponse(200, { lead_id: 'lead-1', status: 'Complete', event_id: 14 })).toEqual({
      ok: true,
      leadId: 'lead-1',
      eventId: 14,
    });
  });

  test('an event id the platform does not know is left out', () => {
    expect(readLeadResponse(200, { lead_id: 'lead-1', event_id: 999 })).toMatchObject({
      eventId: null,
    });
  });
});

describe('a failed lead (product rule 8.1)', () => {
  test("shows the server's message and field errors", () => {
    const json = {
      error: {
        code: 'invalid_lead',
        message: 'Some fields need attention',
        fields: { email: 'e' },
      },
    };
    expect(readLeadResponse(400, json)).toEqual({
      ok: false,
      message: 'Some fields need attention',
      fieldErrors: { email: 'e' },
    });
  });

  test.each([
    ['a 4xx without a body', 404, undefined],
    ['an error without a message', 400, { error: { code: 'invalid_lead' } }],
    ['an empty message', 400, { error: { message: '' } }],
    ['a success without a lead id', 200, { status: 'Complete' }],
    ['a lead id in an error answer', 409, { lead_id: 'lead-1' }],
  ])("%s: 'An unexpected error occured'", (_case, status, json) => {
    expect(readLeadResponse(status, json)).toEqual({
      ok: false,
      message: UNEXPECTED,
      fieldErrors: {},
    });
  });

  test.each([
    ['no answer (the network failed)', NO_ANSWER, null],
    ['a proxy page without a body', 502, undefined],
    ['a 500 without a message', 500, { error: { code: 'internal' } }],
    ['a 503 with a message of its own', 503, { error: { message: 'Service Unavailable' } }],
  ])("%s: 'An error occurred when submitting this form'", (_case, status, json) => {
    expect(readLeadResponse(status, json)).toEqual({
      ok: false,
      message: SUBMIT_FAILED,
      fieldErrors: {},
    });
  });

  test('field messages that are not text are dropped', () => {
    const json = { error: { message: 'm', fields: { email: 'e', phone: 3 } } };
    expect(readLeadResponse(400, json)).toMatchObject({ fieldErrors: { email: 'e' } });
  });
});

describe('the alert of a failed submission (product rule 8.2)', () => {
  test.each([
    [NO_ANSWER, 'ignored', SUBMIT_FAILED],
    [500, '', SUBMIT_FAILED],
    [599, 'Bad gateway', SUBMIT_FAILED],
    [499, '', UNEXPECTED],
    [400, '', UNEXPECTED],
    [200, '', UNEXPECTED],
    [400, 'Invalid postcode', 'Invalid postcode'],
    [409, 'This car is no longer available', 'This car is no longer available'],
  ])('status %i with message %j shows %j', (status, message, shown) => {
    expect(leadFailureMessage(status, message)).toBe(shown);
  });
});
