import fc from 'fast-check';
import type { FuzzTarget } from './fuzz-target.ts';
import { hostileBody, hostileString } from './hostile-body.ts';
import { hostileHeaders, hostileQuery, hostileRequest, methodOf } from './hostile-request.ts';

// Offered on every demo site, offered on some, and no form at all: challenges are issued too.
const CHALLENGE_FORMS = [
  'general-enquiry',
  'vehicle-enquiry',
  'finance',
  'subscribe',
  'reserve',
  'nope',
  '',
];

/** What the JSON targets need to know of each demo site to build near-valid requests. */
export interface JsonFuzzSite {
  host: string;
  /** The site's own origin, e.g. https://www.example.com.au. */
  origin: string;
  carIds: number[];
  dealershipIds: number[];
  /** A saved, incomplete lead of this site, for PATCH. */
  lead: { id: string; token: string } | undefined;
  /** Solved captcha payloads (each passes once). */
  captchas: string[];
}

const CONTACT = { name: 'Alex Citizen', email: 'alex@example.com', phone: '0412 345 678' };
const LEAD_TABLES = ['leads', 'lead_deliveries', 'used_captcha_solutions'];
const PAYMENT_TABLES = ['payment_intents', 'reservations', 'stripe_events', 'leads'];

const uuid = fc.uuid();
const idempotencyKey = uuid.map((id) => `fuzz-${id}`);
const junkId = fc.constantFrom(
  '0',
  '-1',
  'abc',
  '1e3',
  '1.5',
  '99999999999999999999',
  '%00',
  '..%2f..',
  '',
);

/** Every JSON endpoint of the platform as fuzz targets over the given sites. */
export function jsonTargets(sites: JsonFuzzSite[]): FuzzTarget[] {
  // Built once per site (not per case): the generators are costly to make, cheap to run.
  const onSite = <T>(build: (s: JsonFuzzSite) => fc.Arbitrary<T>) =>
    fc.oneof(...sites.map((s) => build(s).map((value) => ({ site: s, value }))));
  const carId = (s: JsonFuzzSite) => fc.constantFrom(...s.carIds);

  const leadBody = (s: JsonFuzzSite): fc.Arbitrary<object> =>
    fc.record(
      {
        form: fc.constantFrom('general-enquiry', 'vehicle-enquiry', 'subscribe', 'test-drive'),
        fields: fc.record(
          {
            name: fc.constant(CONTACT.name),
            email: fc.constant(CONTACT.email),
            phone: fc.constant(CONTACT.phone),
            message: fc.oneof(fc.constant('Is it still available?'), hostileString),
            car_id: carId(s),
          },
          { requiredKeys: ['name', 'email', 'phone'] },
        ),
        form_completed: fc.boolean(),
        source_page: fc.constantFrom('/', '/cars', `${s.origin}/`, 'javascript:alert(1)', '\u0000'),
        captcha: fc.constantFrom(...(s.captchas.length ? s.captchas : ['x'])),
        website: fc.constantFrom('', 'http://spam.example'),
      },
      { requiredKeys: ['form', 'fields'] },
    );

  return [
    {
      name: 'POST /api/leads',
      tables: LEAD_TABLES,
      request: onSite((s) =>
        hostileRequest({
          method: methodOf('POST'),
          target: fc.oneof(
            { weight: 6, arbitrary: hostileQuery.map((q) => `/api/leads${q}`) },
            fc.constantFrom(
              '/api/leads/',
              '/api//leads',
              '/API/LEADS',
              '/api/leads%00',
              '/api/./leads',
            ),
          ),
          host: fc.constant(s.host),
          body: hostileBody(leadBody(s)),
          headers: hostileHeaders({ 'Idempotency-Key': idempotencyKey }),
        }),
      ).map(({ value }) => value),
    },
    {
      name: 'PATCH /api/leads/:id',
      tables: LEAD_TABLES,
      request: onSite((s) =>
        hostileRequest({
          method: methodOf('PATCH'),
          target: fc
            .tuple(
              fc.oneof(
                {
                  weight: 4,
                  arbitrary: fc.constant(s.lead?.id ?? '00000000-0000-4000-8000-000000000000'),
                },
                uuid,
                junkId,
                fc.constant((s.lead?.id ?? '').toUpperCase()),
              ),
              hostileQuery,
            )
            .map(([id, q]) => `/api/leads/${id}${q}`),
          host: fc.constant(s.host),
          body: hostileBody(
            fc.record(
              {
                fields: fc.record({
                  message: fc.constant('Saturday?'),
                  postcode: fc.constant('2000'),
                }),
                form_completed: fc.constant(false),
                step_number: fc.integer({ min: 0, max: 3 }),
                skipped_steps: fc.constant([{ from: 1, to: 2 }]),
              },
              { requiredKeys: ['fields'] },
            ),
          ),
          headers: hostileHeaders({ 'X-Lead-Token': fc.constant(s.lead?.token ?? 'none') }),
        }),
      ).map(({ value }) => value),
    },
    {
      name: 'POST /api/phone-reveals',
      tables: ['phone_reveals'],
      request: onSite((s) =>
        hostileRequest({
          method: methodOf('POST'),
          target: hostileQuery.map((q) => `/api/phone-reveals${q}`),
          host: fc.constant(s.host),
          body: hostileBody(fc.record({ car_id: carId(s) })),
        }),
      ).map(({ value }) => value),
    },
    {
      name: 'POST /api/dealerships/:id/payment_intent',
      tables: PAYMENT_TABLES,
      request: onSite((s) => {
        const dealership = fc.oneof(
          { weight: 4, arbitrary: fc.constantFrom(...s.dealershipIds.map(String)) },
          junkId,
        );
        const value = (good: fc.Arbitrary<string>) =>
          fc.oneof({ weight: 4, arbitrary: good }, junkId, hostileString.map(percentEncode));
        const query = fc
          .tuple(
            value(carId(s).map(String)),
            value(fc.constant(s.origin)),
            fc.constantFrom(
              '',
              '&car_id=1',
              '&car_id[]=2',
              '&origin=https://evil.example',
              '&model_id=1',
            ),
          )
          .map(([car, origin, extra]) => `?car_id=${car}&origin=${percentEncode(origin)}${extra}`);
        return hostileRequest({
          method: methodOf('POST'),
          target: fc
            .tuple(dealership, fc.oneof(query, hostileQuery))
            .map(([d, q]) => `/api/dealerships/${d}/payment_intent${q}`),
          host: fc.constant(s.host),
          body: fc.option(hostileBody(fc.record({ car_id: carId(s) })), { nil: undefined }),
          headers: hostileHeaders({
            'X-Lead-Id': fc.constant(s.lead?.id ?? ''),
            'X-Lead-Token': fc.constant(s.lead?.token ?? ''),
          }),
        });
      }).map(({ value }) => value),
    },
    {
      name: 'GET /api/captcha/challenge',
      tables: LEAD_TABLES,
      request: onSite((s) =>
        hostileRequest({
          method: methodOf('GET'),
          target: fc.oneof(
            hostileQuery.map((q) => `/api/captcha/challenge${q}`),
            fc
              .tuple(
                fc.constantFrom(...CHALLENGE_FORMS),
                hostileQuery.map((q) => q.replace(/^\?/, '&')),
              )
              .map(([form, rest]) => `/api/captcha/challenge?form=${form}${rest}`),
          ),
          host: fc.constant(s.host),
          body: fc.option(hostileBody(fc.constant({})), { nil: undefined, freq: 2 }),
        }),
      ).map(({ value }) => value),
    },
    {
      name: 'POST /api/search/multi-search',
      tables: [],
      request: onSite((s) =>
        hostileRequest({
          method: methodOf('POST'),
          target: hostileQuery.map((q) => `/api/search/multi-search${q}`),
          host: fc.constant(s.host),
          body: hostileBody(
            fc.record({
              queries: fc.array(
                fc.record(
                  {
                    indexUid: fc.constantFrom('cars', 'models', 'nope'),
                    q: fc.constantFrom('mazda', 'ute 4x4', ''),
                    filter: fc.constantFrom('make = "Mazda"', [
                      ['make = "Mazda"', 'make = "Ford"'],
                    ]),
                    sort: fc.constantFrom(['price:asc'], ['km:desc'], ['_rankingScore:asc']),
                    limit: fc.integer({ min: 0, max: 200 }),
                    offset: fc.integer({ min: 0, max: 200_000 }),
                    facets: fc.constantFrom(['make'], ['*']),
                  },
                  { requiredKeys: ['indexUid'] },
                ),
                { minLength: 1, maxLength: 3 },
              ),
            }),
          ),
        }),
      ).map(({ value }) => value),
    },
    {
      name: 'POST /api/webhooks/stripe',
      tables: PAYMENT_TABLES,
      request: onSite((s) =>
        hostileRequest({
          method: methodOf('POST'),
          target: hostileQuery.map((q) => `/api/webhooks/stripe${q}`),
          host: fc.constant(s.host),
          body: hostileBody(
            fc.record({
              id: fc.constant('evt_fuzz'),
              type: fc.constantFrom('payment_intent.succeeded', 'charge.refunded'),
              data: fc.constant({ object: { object: 'payment_intent', id: 'pi_fuzz' } }),
            }),
          ),
          headers: hostileHeaders({
            'Stripe-Signature': fc.constantFrom('t=1,v1=00', 't=abc', 'v1=', ''),
          }),
        }),
      ).map(({ value }) => value),
    },
    {
      name: 'GET /healthz, /readyz and the /api 404',
      tables: [...LEAD_TABLES, 'phone_reveals', ...PAYMENT_TABLES],
      request: onSite((s) =>
        hostileRequest({
          method: methodOf('GET'),
          target: fc.oneof(
            fc.constantFrom('/healthz', '/readyz').chain((p) => hostileQuery.map((q) => p + q)),
            fc.constantFrom(
              '/api',
              '/api/',
              '/api/nothing-here',
              '/api/%2e%2e/%2e%2e/etc/passwd',
              '/api/leads/../../healthz',
              '/api/search',
              '/api/search/indexes/cars/search',
              '/api/dealerships/1',
              `/api/${'a/'.repeat(2000)}`,
              '/api/%',
              '/api/%00',
            ),
            headerText(),
          ),
          host: fc.constantFrom(
            s.host,
            'unknown.localhost',
            '',
            'a'.repeat(300),
            `${s.host}:99999`,
          ),
          body: fc.option(hostileBody(fc.constant({ a: 1 })), { nil: undefined, freq: 2 }),
        }),
      ).map(({ value }) => value),
    },
  ];
}

/** Raw request targets: printable text that may not be a path at all. */
function headerText(): fc.Arbitrary<string> {
  return fc
    .string({ unit: 'binary-ascii', minLength: 1, maxLength: 60 })
    .map((s) => `/api/${s.replace(/[\s]/g, '')}`);
}

/** Every byte of the string's UTF-8 as %XX (encodeURIComponent throws on a lone surrogate). */
function percentEncode(text: string): string {
  return [...Buffer.from(text, 'utf8')]
    .map((byte) => `%${byte.toString(16).padStart(2, '0').toUpperCase()}`)
    .join('');
}
