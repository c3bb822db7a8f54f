import { describe, expect, test } from 'vitest';
import { LEAD_MESSAGES } from '#shared/leads/lead-messages.ts';
import {
  PAYMENTS_UNAVAILABLE_MESSAGE,
  paymentIntentRequest,
  readPaymentIntentResponse,
} from '#shared/reserve/payment-intent.ts';

test('the request: POST, the car and origin in the query, the lead in headers, no body', () => {
  const { path, init } = paymentIntentRequest({
    dealershipId: 101,
    carId: 2045,
    origin: 'https://www.example.com.au',
    lead: { leadId: 'lead-1', token: 'token-1' },
  });
  expect(path).toBe(
    '/api/dealerships/101/payment_intent?car_id=2045&origin=https%3A%2F%2Fwww.example.com.au',
  );
  expect(init).toEqual({
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Lead-Id': 'lead-1',
      'X-Lead-Token': 'token-1',
    },
    credentials: 'same-origin',
  });
  expect(init).not.toHaveProperty('body');
});

describe('reading the answer', () => {
  test('200 with a client secret', () => {
    expect(
      readPaymentIntentResponse(200, { client_secret: 'pi_1_secret_x', payment_intent: 'pi_1' }),
    ).toEqual({ ok: true, clientSecret: 'pi_1_secret_x', paymentIntent: 'pi_1' });
  });

  const error = (code: string, message: string) => ({ error: { code, message } });
  test.each([
    ['a network failure', 0, null, 'network'],
    ['Stripe down', 503, error('payments_unavailable', 'Stripe is down'), 'payments_unavailable'],
    ['a proxy page', 502, '<html>', 'unknown'],
    ['a 200 without a secret', 200, { payment_intent: 'pi_1' }, 'unknown'],
    [
      'the dealer takes the deposit',
      409,
      error('deposit_taken_by_dealer', 'x'),
      'deposit_taken_by_dealer',
    ],
  ])('%s: payments are unavailable, the request is offered', (_, status, json, code) => {
    expect(readPaymentIntentResponse(status, json)).toEqual({
      ok: false,
      unavailable: true,
      code,
      message: PAYMENTS_UNAVAILABLE_MESSAGE,
    });
  });

  test.each([
    [409, error('car_not_reservable', 'This car has already been reserved by another buyer.')],
    [429, error('rate_limited', 'Too many requests. Please wait a minute and try again.')],
    [400, error('invalid_request', 'Some parameters need attention')],
    [404, error('not_found', 'No such car.')],
  ])('%i: the server’s message for the red alert', (status, json) => {
    expect(readPaymentIntentResponse(status, json)).toEqual({
      ok: false,
      unavailable: false,
      code: json.error.code,
      message: json.error.message,
    });
  });

  test('an error without a message: the product rules’s unexpected error', () => {
    expect(readPaymentIntentResponse(400, {})).toMatchObject({
      unavailable: false,
      message: LEAD_MESSAGES.unexpected,
    });
  });
});
