import { expect, test } from 'vitest';
import {
  changedFields,
  createReserveLeadRequest,
  updateReserveLeadRequest,
} from '#shared/reserve/reserve-lead-requests.ts';

const fields = { name: 'Jo', email: 'jo@example.com', car_id: 7, terms_conditions: true };

test('before paying: an Incomplete reserve lead, keyed for retries, with the captcha', () => {
  expect(
    createReserveLeadRequest({
      fields,
      idempotencyKey: 'lead-abc12345',
      completed: false,
      captcha: 'payload',
      website: '',
      sourcePage: '/cars/a-car/checkout',
    }),
  ).toEqual({
    method: 'POST',
    path: '/api/leads',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'lead-abc12345' },
    body: {
      form: 'reserve',
      fields,
      form_completed: false,
      step_number: 0,
      source_page: '/cars/a-car/checkout',
      captcha: 'payload',
    },
  });
});

test('a filled honeypot goes along; no captcha, none sent', () => {
  const request = createReserveLeadRequest({
    fields,
    idempotencyKey: 'lead-abc12345',
    completed: true,
    website: 'spam',
  });
  expect(request.body).toEqual({
    form: 'reserve',
    fields,
    form_completed: true,
    step_number: 0,
    website: 'spam',
  });
});

test('the saved lead: its token, then changed details or the completed request', () => {
  const lead = { leadId: 'a/b', token: 'tok' };
  expect(updateReserveLeadRequest(lead, { phone: '0412 345 678' }, false)).toEqual({
    method: 'PATCH',
    path: '/api/leads/a%2Fb',
    headers: { 'Content-Type': 'application/json', 'X-Lead-Token': 'tok' },
    body: { fields: { phone: '0412 345 678' }, form_completed: false, step_number: 0 },
  });
  expect(updateReserveLeadRequest(lead, fields, true).body.form_completed).toBe(true);
});

test('only what changed since the save is sent again', () => {
  expect(changedFields(fields, { ...fields, email: 'jo@example.org' })).toEqual({
    email: 'jo@example.org',
  });
  expect(changedFields(fields, fields)).toEqual({});
});
