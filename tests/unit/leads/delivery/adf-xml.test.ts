import { describe, expect, test } from 'vitest';
import { buildAdfXml } from '#server/leads/delivery/adf-xml.ts';
import { leadFixture } from './lead-fixture.ts';
import { childNames, parseAdf, parseProspect, textOf, type Tree } from './parse-adf.ts';

const base = leadFixture();

// adf-xml reference: the order a vehicle's children must come in.
const VEHICLE_ORDER = [
  'id',
  'year',
  'make',
  'model',
  'vin',
  'stock',
  'trim',
  'doors',
  'bodystyle',
  'transmission',
  'odometer',
  'colorcombination',
  'imagetag',
  'price',
  'pricecomments',
  'option',
  'finance',
  'comments',
];

function isInReferenceOrder(names: string[], order: string[]): boolean {
  const positions = names.map((name) => order.indexOf(name));
  return positions.every((position, i) => position >= 0 && position >= (positions[i - 1] ?? 0));
}

function vehicleByInterest(prospect: Tree, interest: string): Tree {
  return prospect.vehicle.find((vehicle: Tree) => vehicle['@interest'] === interest);
}

describe('buildAdfXml: ADF 1.0 document', () => {
  test('starts with the XML declaration and the adf processing instruction', () => {
    const xml = buildAdfXml(base);
    expect(xml.startsWith('<?xml version="1.0"?>\n<?adf version="1.0"?>\n<adf>')).toBe(true);
    expect(parseAdf(xml)['?adf']['@version']).toBe('1.0');
  });

  test('a used stock car enquiry: prospect, ids, request date, vehicle of interest', () => {
    const prospect = parseProspect(buildAdfXml(base));
    expect(prospect['@status']).toBe('new');
    expect(prospect.id[0]).toMatchObject({
      '#text': 'lead_01J2ABCDEF',
      '@source': 'dealer-platform',
    });
    expect(prospect.requestdate).toBe('2025-07-12T00:30:05Z');
    expect(prospect.vehicle).toHaveLength(1);
    const [vehicle] = prospect.vehicle;
    expect(vehicle).toMatchObject({
      '@interest': 'buy',
      '@status': 'used',
      year: '2021',
      make: 'Toyota',
      model: 'Corolla',
      vin: 'JTNB23HE10J012345',
      stock: 'ABC123',
      trim: 'Ascent',
      bodystyle: 'Hatch',
      transmission: 'Automatic',
      odometer: { '#text': '45210', '@units': 'km' },
      colorcombination: { exteriorcolor: 'Glacier White' },
      price: { '#text': '25990', '@type': 'asking', '@currency': 'AUD' },
      pricecomments: 'Drive Away',
    });
    expect(vehicle.comments).toContain(
      'https://www.harbourcitymotors.com.au/cars/2021-toyota-corolla-ascent-abc123',
    );
  });

  test('children come in the order the reference requires', () => {
    const lead = leadFixture({
      trade_in: {
        year: 2015,
        make: 'Mazda',
        model: '3',
        badge: 'Maxx',
        km: 120_000,
        rego: 'ABC12D',
        vin: null,
        colour: 'Red',
      },
    });
    const xml = buildAdfXml(lead);
    expect(childNames(xml, ['adf'])).toEqual(['prospect']);
    expect(childNames(xml, ['adf', 'prospect'])).toEqual([
      'id',
      'requestdate',
      'vehicle',
      'vehicle',
      'customer',
      'vendor',
      'provider',
    ]);
    const vehicleChildren = childNames(xml, ['adf', 'prospect', 'vehicle']);
    expect(isInReferenceOrder(vehicleChildren, VEHICLE_ORDER)).toBe(true);
    expect(childNames(xml, ['adf', 'prospect', 'customer'])).toEqual(['contact', 'comments']);
    expect(childNames(xml, ['adf', 'prospect', 'customer', 'contact'])).toEqual([
      'name',
      'name',
      'email',
      'phone',
      'address',
    ]);
    expect(childNames(xml, ['adf', 'prospect', 'vendor'])).toEqual([
      'id',
      'vendorname',
      'url',
      'contact',
    ]);
  });

  test('customer: name parts, email, mobile phone type, state from the postcode, country', () => {
    const { contact } = parseProspect(buildAdfXml(base)).customer;
    expect(contact.name).toEqual([
      { '#text': 'Jane', '@part': 'first' },
      { '#text': 'Citizen', '@part': 'last' },
    ]);
    expect(contact.email).toBe('jane.citizen@example.com');
    expect(contact.phone).toEqual([{ '#text': '0491 570 156', '@type': 'cellphone' }]);
    expect(contact.address).toMatchObject({ regioncode: 'NSW', postalcode: '2150', country: 'AU' });
  });

  test('a landline is voice; one name without a last name is the full name', () => {
    const lead = leadFixture({
      customer: { ...base.customer, name: 'Jane Citizen', last_name: null, phone: '03 9555 0123' },
    });
    const { contact } = parseProspect(buildAdfXml(lead)).customer;
    expect(contact.name).toEqual([{ '#text': 'Jane Citizen', '@part': 'full' }]);
    expect(contact.phone[0]['@type']).toBe('voice');
  });

  test('a New Zealand customer: 02x mobile, no state, country NZ', () => {
    const lead = leadFixture({
      customer: { ...base.customer, phone: '021 123 4567', postcode: '1010', country: 'NZ' },
    });
    const { contact } = parseProspect(buildAdfXml(lead)).customer;
    expect(contact.phone[0]['@type']).toBe('cellphone');
    expect(contact.address.regioncode).toBeUndefined();
    expect(contact.address.country).toBe('NZ');
  });

  test('no postcode: no address at all', () => {
    const lead = leadFixture({ customer: { ...base.customer, postcode: null } });
    expect(parseProspect(buildAdfXml(lead)).customer.contact.address).toBeUndefined();
  });

  test('customer comments carry the message and the notes', () => {
    const { comments } = parseProspect(buildAdfXml(base)).customer;
    expect(comments).toContain('Is this car still available?\nCan I see it on Saturday?');
    expect(comments).toContain('Category: Used Car Enquiry.');
    expect(comments).toContain('marketing opt-in yes');
  });

  test('vendor: dealer name, site, location contact and address', () => {
    const { vendor } = parseProspect(buildAdfXml(base));
    expect(vendor.vendorname).toBe('Harbour City Motors');
    expect(vendor.url).toBe('https://www.harbourcitymotors.com.au');
    expect(vendor.id[0]).toMatchObject({ '#text': '701' });
    expect(vendor.contact.name).toEqual([
      { '#text': 'Harbour City Toyota - Sales', '@part': 'full' },
    ]);
    expect(vendor.contact.email).toBe('sales@harbourcitymotors.com.au');
    expect(textOf(vendor.contact.phone[0])).toBe('02 5550 1234');
    expect(vendor.contact.address).toMatchObject({ city: 'Parramatta', regioncode: 'NSW' });
  });

  test('provider is the platform', () => {
    const { provider } = parseProspect(buildAdfXml(base));
    expect(textOf(provider.name[0])).toBe('Dealer Platform');
    expect(provider.service).toBe('Website enquiry');
  });

  test('a redelivery is status resend', () => {
    const prospect = parseProspect(buildAdfXml(leadFixture({ redelivery: true })));
    expect(prospect['@status']).toBe('resend');
  });

  test('test drive: interest test-drive and the requested time in customer/timeframe', () => {
    const lead = leadFixture({
      form_kind: 'test-drive',
      category: 'Test Drive',
      requested_at: { date: '2025-07-19', time: '09:30' },
    });
    const prospect = parseProspect(buildAdfXml(lead));
    expect(prospect.vehicle[0]['@interest']).toBe('test-drive');
    expect(prospect.customer.timeframe).toEqual({
      description: 'Test drive requested for Saturday 19 July 2025 at 9:30 am',
      earliestdate: '2025-07-19T09:30:00',
    });
    expect(childNames(buildAdfXml(lead), ['adf', 'prospect', 'customer'])).toEqual([
      'contact',
      'timeframe',
      'comments',
    ]);
  });

  test('an enquiry with a requested date has no timeframe (only test drives do)', () => {
    const lead = leadFixture({ requested_at: { date: '2025-07-19', time: null } });
    expect(parseProspect(buildAdfXml(lead)).customer.timeframe).toBeUndefined();
  });

  test('a demo car goes as new and says "Demo vehicle" in comments', () => {
    const lead = leadFixture({ car: { ...base.car!, car_type: 'demo' } });
    const [vehicle] = parseProspect(buildAdfXml(lead)).vehicle;
    expect(vehicle['@status']).toBe('new');
    expect(vehicle.comments).toContain('Demo vehicle');
  });

  test('a new car is new, without a demo comment', () => {
    const lead = leadFixture({ car: { ...base.car!, car_type: 'new' } });
    const [vehicle] = parseProspect(buildAdfXml(lead)).vehicle;
    expect(vehicle['@status']).toBe('new');
    expect(vehicle.comments).not.toContain('Demo');
  });

  test('price on application: no price element, said in pricecomments', () => {
    const lead = leadFixture({
      car: { ...base.car!, price: 0, price_type: 'Price on application' },
    });
    const [vehicle] = parseProspect(buildAdfXml(lead)).vehicle;
    expect(vehicle.price).toBeUndefined();
    expect(vehicle.pricecomments).toBe('Price on application');
  });

  test('trade-in: a second vehicle, interest trade-in, status used, km and rego', () => {
    const lead = leadFixture({
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
    });
    const prospect = parseProspect(buildAdfXml(lead));
    expect(prospect.vehicle.map((vehicle: Tree) => vehicle['@interest'])).toEqual([
      'buy',
      'trade-in',
    ]);
    expect(vehicleByInterest(prospect, 'trade-in')).toMatchObject({
      '@status': 'used',
      year: '2015',
      make: 'Mazda',
      model: '3',
      trim: 'Maxx',
      odometer: { '#text': '120000', '@units': 'km' },
      comments: 'Rego: ABC12D',
    });
  });

  test('a trade-in valuation without a stock car sends only the trade-in vehicle', () => {
    const lead = leadFixture({
      form_kind: 'trade-in',
      car: null,
      trade_in: {
        year: null,
        make: 'Holden',
        model: 'Commodore',
        badge: null,
        km: null,
        rego: null,
        vin: null,
        colour: null,
      },
    });
    const prospect = parseProspect(buildAdfXml(lead));
    expect(prospect.vehicle).toHaveLength(1);
    expect(prospect.vehicle[0]).toMatchObject({
      '@interest': 'trade-in',
      '@status': 'used',
      year: '',
      make: 'Holden',
    });
  });

  test('no vehicle at all still sends the one vehicle ADF requires, saying so', () => {
    const lead = leadFixture({ form_kind: 'general', category: 'General Enquiry', car: null });
    const [vehicle] = parseProspect(buildAdfXml(lead)).vehicle;
    expect(vehicle).toMatchObject({ '@interest': 'buy', year: '', make: '', model: '' });
    expect(vehicle.comments).toBe('No particular vehicle chosen on the form.');
  });

  test('a model asked about without a stock car is the vehicle of interest', () => {
    const lead = leadFixture({
      car: null,
      wanted_vehicle: { make: 'Mazda', model: 'CX-5', car_type: 'new' },
    });
    const [vehicle] = parseProspect(buildAdfXml(lead)).vehicle;
    expect(vehicle).toMatchObject({ '@status': 'new', make: 'Mazda', model: 'CX-5' });
  });

  test('deposit, service booking, repeat enquiry and incomplete notes reach customer comments', () => {
    const lead = leadFixture({
      form_kind: 'service',
      lead_status: 'Incomplete',
      step_number: 2,
      deposit: { amount: 500, processor: 'Stripe', reference: 'pi_123', state: 'paid' },
      service_vehicle: {
        year: 2019,
        make: 'Mazda',
        model: 'CX-5',
        badge: null,
        km: 45_000,
        rego: 'XYZ789',
        vin: null,
        colour: null,
      },
      requested_at: { date: '2025-07-15', time: '08:00' },
      repeat_of: { lead_id: 'lead_earlier', created_at: '2025-07-11T23:00:00Z' },
    });
    const { comments } = parseProspect(buildAdfXml(lead)).customer;
    expect(comments).toContain('Repeat enquiry');
    expect(comments).toContain('lead_earlier');
    expect(comments).toContain('Incomplete: the customer stopped after step 2');
    expect(comments).toContain('Deposit: $500 paid online');
    expect(comments).toContain('pi_123');
    expect(comments).toContain(
      'Service booking for 2019 Mazda CX-5 (rego XYZ789, 45,000 km), preferred Tuesday 15 July 2025 at 8:00 am.',
    );
  });
});

describe('buildAdfXml: hostile text', () => {
  const hostile = 'Tom & "Jerry" <script>alert(\'x\')</script>';

  test('names, message and dealer text are escaped and read back exactly', () => {
    const lead = leadFixture({
      customer: { ...base.customer, name: hostile, last_name: "O'Brien </name>" },
      message: `]]> <!-- ${hostile} --> &amp;`,
      dealer: { ...base.dealer, name: 'Smith & Sons <Motors>' },
    });
    const xml = buildAdfXml(lead);
    expect(xml).not.toContain('<script>');
    expect(xml).not.toContain('<!--');
    const prospect = parseProspect(xml);
    expect(prospect.customer.contact.name).toEqual([
      { '#text': hostile, '@part': 'first' },
      { '#text': "O'Brien </name>", '@part': 'last' },
    ]);
    expect(prospect.customer.comments).toContain(`]]> <!-- ${hostile} --> &amp;`);
    expect(prospect.vendor.vendorname).toBe('Smith & Sons <Motors>');
  });

  test('control characters are dropped so the document stays well formed', () => {
    const lead = leadFixture({
      customer: { ...base.customer, name: 'Ja\u0000ne\u0007\u001b', last_name: 'Ci\u0008tizen' },
      message: 'line one\r\nline two\ttabbed\u000b',
    });
    const xml = buildAdfXml(lead);
    expect(xml).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/);
    const { customer } = parseProspect(xml);
    expect(customer.contact.name.map(textOf)).toEqual(['Jane', 'Citizen']);
    expect(customer.comments).toContain('line two\ttabbed');
  });
});
