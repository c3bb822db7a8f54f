import { describe, expect, test } from 'vitest';
import { parse } from 'node-html-parser';
import { LEAD_MESSAGES } from '#shared/leads/lead-messages.ts';
import { useTestPlatform } from '../support/test-platform.ts';
import { LeadApiClient } from '../support/lead-api-client.ts';
import { postPageForm } from '../support/lead-form-html.ts';

// product rule 5.5: a well-formed postcode that cannot be placed is 'Invalid postcode', as the
// answer's message (the form's alert) and as the postcode field's message.
const fixture = useTestPlatform();
const COASTAL = 'coastal-used-cars'; // no captcha
const api = () => new LeadApiClient(fixture.current.app, fixture.current.database);

const TRADE_IN = {
  form: 'trade-in',
  name: 'Plain Trader',
  email: 'trader@example.com',
  phone: '0412 345 678',
  'Vehicle Make': 'Toyota',
  'Vehicle Model': 'Corolla',
  'Vehicle Year': '2019',
  'Vehicle Kms': '45,000',
  'Vehicle Condition': 'Good',
  message: 'Trading in',
  location: '{{primary_location_id}}',
};

describe("a postcode that is nowhere: 'Invalid postcode'", () => {
  test('the lead API refuses it with the message and the field, and stores nothing', async () => {
    const before = await api().count();
    const { form, ...fields } = TRADE_IN;
    const res = await api().create(COASTAL, { form, fields: { ...fields, postcode: '0000' } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: {
        code: 'invalid_lead',
        message: LEAD_MESSAGES.postcodeNotFound,
        fields: { postcode: LEAD_MESSAGES.postcodeNotFound },
      },
    });
    expect(await api().count()).toBe(before);
  });

  test('a plain post: the page again with the alert focused as it loads, and what was typed', async () => {
    const res = await postPageForm(fixture.current.app, COASTAL, '/valuations', {
      ...TRADE_IN,
      postcode: '0300',
      idempotency_key: api().newKey(),
    });
    expect(res.status).toBe(400);
    const form = parse(res.text).querySelector('form#trade-in-form');
    const alert = form?.querySelector('[role=alert]');
    expect(alert?.text).toBe(LEAD_MESSAGES.postcodeNotFound);
    expect(alert?.getAttribute('tabindex')).toBe('-1');
    expect(alert?.hasAttribute('autofocus')).toBe(true);
    const postcode = form?.querySelector('[name="postcode"]');
    expect(postcode?.getAttribute('value')).toBe('0300');
    expect(postcode?.getAttribute('aria-invalid')).toBe('true');
    expect(form?.querySelector('[name="name"]')?.getAttribute('value')).toBe('Plain Trader');
    expect(form?.querySelector('[name="message"]')?.text).toBe('Trading in');
  });
});
