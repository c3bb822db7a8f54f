import { describe, expect, test } from 'vitest';
import { readLeadResponse } from '#shared/forms/multi-step/read-lead-response.ts';

const UNEXPECTED = 'An unexpected error occured';

describe('a lead answer with a lead id (spec 4)', () => {
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

describe('a failed lead (spec 8)', () => {
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
    ['no body', 502, undefined],
    ['an error without a message', 500, { error: { code: 'internal' } }],
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

  test('field messages that are not text are dropped', () => {
    const json = { error: { message: 'm', fields: { email: 'e', phone: 3 } } };
    expect(readLeadResponse(400, json)).toMatchObject({ fieldErrors: { email: 'e' } });
  });
});
