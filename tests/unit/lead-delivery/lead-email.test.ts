import { parse } from 'node-html-parser';
import { describe, expect, test } from 'vitest';
import { buildEmail } from '#server/leads/delivery/lead-email.ts';
import { leadFixture } from './lead-fixture.ts';

const base = leadFixture();

describe('buildEmail: subject', () => {
  test.each([
    [
      'an enquiry about a stock car',
      {},
      'New enquiry: 2021 Toyota Corolla Ascent (stock ABC123) — Jane Citizen',
    ],
    [
      'a test drive',
      { form_kind: 'test-drive' as const },
      'New test drive request: 2021 Toyota Corolla Ascent (stock ABC123) — Jane Citizen',
    ],
    [
      'a repeat enquiry',
      { repeat_of: { lead_id: 'lead_earlier', created_at: '2025-07-11T23:00:00Z' } },
      '[Repeat enquiry] New enquiry: 2021 Toyota Corolla Ascent (stock ABC123) — Jane Citizen',
    ],
    [
      'an incomplete multi-step lead',
      { lead_status: 'Incomplete' as const, step_number: 2 },
      '[Incomplete] New enquiry: 2021 Toyota Corolla Ascent (stock ABC123) — Jane Citizen',
    ],
    [
      'a redelivered repeat enquiry',
      {
        redelivery: true,
        repeat_of: { lead_id: 'lead_earlier', created_at: '2025-07-11T23:00:00Z' },
      },
      '[Resent] [Repeat enquiry] New enquiry: 2021 Toyota Corolla Ascent (stock ABC123) — Jane Citizen',
    ],
    [
      'a general enquiry without a car names its category',
      {
        form_kind: 'general' as const,
        car: null,
        category: 'General Enquiry',
        subcategory: 'Career Enquiry',
      },
      'New enquiry: General Enquiry / Career Enquiry — Jane Citizen',
    ],
    [
      'a model asked about without a stock car',
      { car: null, wanted_vehicle: { make: 'Mazda', model: 'CX-5', car_type: 'new' as const } },
      'New enquiry: Mazda CX-5 — Jane Citizen',
    ],
  ])('%s', (_case, overrides, subject) => {
    expect(buildEmail(leadFixture(overrides)).subject).toBe(subject);
  });

  test('line breaks and control characters in a name cannot add a header', () => {
    const lead = leadFixture({
      customer: { ...base.customer, name: 'Jane\r\nBcc: victim@example.com\u0000' },
    });
    const { subject } = buildEmail(lead);
    expect(subject).not.toMatch(/[\r\n\u0000]/);
    expect(subject).toContain('Jane Bcc: victim@example.com Citizen');
  });
});

describe('buildEmail: reply-to', () => {
  test('is the customer', () => {
    expect(buildEmail(base).replyTo).toEqual({
      name: 'Jane Citizen',
      address: 'jane.citizen@example.com',
    });
  });

  test.each([
    ['no email', null],
    ['two addresses', 'a@example.com, b@example.com'],
    ['a header in the address', 'a@example.com\r\nBcc: b@example.com'],
    ['a display name', 'Jane <jane@example.com>'],
  ])('none for %s', (_case, email) => {
    const lead = leadFixture({ customer: { ...base.customer, email } });
    expect(buildEmail(lead).replyTo).toBeNull();
  });
});

describe('buildEmail: bodies', () => {
  test('the text body lists the customer, message, vehicle, notes and lead', () => {
    const { text } = buildEmail(base);
    expect(text).toMatch(/^Jane Citizen sent an enquiry through the Harbour City Motors website\./);
    expect(text).toContain('Email: jane.citizen@example.com');
    expect(text).toContain('Phone: 0491 570 156');
    expect(text).toContain('Postcode: 2150 NSW');
    expect(text).toContain('MESSAGE\nIs this car still available?\nCan I see it on Saturday?');
    expect(text).toContain('Stock number: ABC123');
    expect(text).toContain('Price: $25,990 Drive Away');
    expect(text).toContain('Odometer: 45,210 km');
    expect(text).toContain(
      'Page: https://www.harbourcitymotors.com.au/cars/2021-toyota-corolla-ascent-abc123',
    );
    // 00:30 UTC on 12 July is 10:30 am in Sydney (AEST, UTC+10).
    expect(text).toContain('Received: Saturday 12 July 2025, 10:30 am AEST');
    expect(text).toContain('Lead id: lead_01J2ABCDEF');
  });

  test('times are the dealer location’s own: Perth is two hours behind Sydney', () => {
    const lead = leadFixture({
      dealer: { ...base.dealer, location: { ...base.dealer.location, state: 'WA' } },
    });
    expect(buildEmail(lead).text).toContain('Received: Saturday 12 July 2025, 8:30 am AWST');
  });

  test('test drive, demo car, trade-in, deposit, repeat and incomplete all show', () => {
    const lead = leadFixture({
      form_kind: 'test-drive',
      requested_at: { date: '2025-07-19', time: '14:15' },
      car: { ...base.car!, car_type: 'demo' },
      trade_in: {
        year: 2015,
        make: 'Mazda',
        model: '3',
        badge: 'Maxx',
        km: 120_000,
        rego: 'ABC12D',
        vin: null,
        colour: null,
      },
      deposit: { amount: 500, processor: 'Stripe', reference: 'pi_123', state: 'paid' },
      repeat_of: { lead_id: 'lead_earlier', created_at: '2025-07-11T23:00:00Z' },
      lead_status: 'Incomplete',
      step_number: 3,
    });
    const { text } = buildEmail(lead);
    expect(text).toContain('TEST DRIVE\nRequested: Saturday 19 July 2025 at 2:15 pm');
    expect(text).toContain('Type: Demo vehicle');
    expect(text).toContain('TRADE-IN\nVehicle: 2015 Mazda 3 Maxx (rego ABC12D, 120,000 km)');
    expect(text).toContain(
      '- Deposit: $500 paid online to reserve this vehicle (Stripe, reference pi_123).',
    );
    expect(text).toContain('- Repeat enquiry: this customer asked about the same vehicle on');
    expect(text).toContain('- Incomplete: the customer stopped after step 3');
  });

  test('the HTML body says the same, with links to the car, the email and the phone', () => {
    const root = parse(buildEmail(base).html);
    const links = root.querySelectorAll('a').map((a) => a.getAttribute('href'));
    expect(links).toContain(
      'https://www.harbourcitymotors.com.au/cars/2021-toyota-corolla-ascent-abc123',
    );
    expect(links).toContain('mailto:jane.citizen@example.com');
    expect(links).toContain('tel:0491570156');
    expect(root.querySelector('title')?.text).toBe(buildEmail(base).subject);
    const headings = root.querySelectorAll('h2').map((h2) => h2.text);
    expect(headings).toEqual(['Customer', 'Message', 'Vehicle of interest', 'Notes', 'Lead']);
  });

  test('hostile text is escaped in the HTML and read back exactly', () => {
    const name = 'Tom & "Jerry" <script>alert(1)</script>';
    const lead = leadFixture({
      customer: { ...base.customer, name, last_name: null },
      message: '<img src=x onerror=alert(1)>',
      source_page: 'javascript:alert(1)',
    });
    const { html } = buildEmail(lead);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    const root = parse(html);
    expect(root.querySelectorAll('script')).toHaveLength(0);
    expect(root.querySelectorAll('img')).toHaveLength(0);
    expect(root.querySelector('td')?.text).toBe(name);
    expect(root.querySelector('p[style*="pre-wrap"]')?.structuredText).toBe(
      '<img src=x onerror=alert(1)>',
    );
    // A link that is not http(s), mailto or tel is shown as text, never as a link.
    const hrefs = root.querySelectorAll('a').map((a) => a.getAttribute('href') ?? '');
    expect(hrefs.some((href) => href.startsWith('javascript:'))).toBe(false);
  });
});
