import fs from 'node:fs';
import fc from 'fast-check';
import { DEMO_SLUGS } from '../test-platform.ts';
import type { FuzzRequest, FuzzTarget } from './fuzz-target.ts';
import { awkwardValue, rawListingQuery } from './listing-targets.ts';

/** Tables a refused page request must leave alone (a lead form post writes these). */
const WRITE_TABLES = ['leads', 'lead_deliveries', 'reservations', 'payment_intents'];

interface SiteRoutes {
  host: string;
  /** One path per page route (and file route) of the site. */
  paths: string[];
  /** Paths whose route takes a plain form post. */
  formPaths: string[];
}

function siteRoutes(slug: string, carPaths: readonly string[]): SiteRoutes {
  const config = JSON.parse(
    fs.readFileSync(new URL(`../../../tenants/${slug}.json`, import.meta.url), 'utf8'),
  ) as {
    search: { listing_path: string; landing_paths: Array<{ slug: string }> };
  };
  const cars = carPaths.length > 0 ? carPaths : ['/cars/no-such-car'];
  const formPaths = [
    '/contact',
    '/contact-us/sales',
    '/service',
    '/finance',
    '/subscribe',
    '/favourites',
    '/cars/trade-in',
    '/valuations',
    '/instant-price',
    ...cars.flatMap((car) => [car, `${car}/checkout`, `${car}/buy-online`]),
  ];
  const paths = [
    '/',
    '/locations/main',
    '/brands/mazda',
    '/special-offers',
    '/success',
    '/reservation',
    '/reservation-terms',
    '/models',
    '/models/cx-5',
    '/pages/about-us',
    '/compare',
    '/garage',
    '/finance-pre-approval',
    '/electric-cars',
    config.search.listing_path,
    ...config.search.landing_paths.map((landing) => `/search/${landing.slug}`),
    '/search/mazda/cx-5',
    '/sitemap.xml',
    '/robots.txt',
    '/assets/entry.js',
    '/images/vehicles/1/1.jpg',
    `/tenant-assets/${slug}/logo.svg`,
    ...formPaths,
  ];
  return { host: `${slug}.localhost`, paths, formPaths };
}

// Characters one byte per char (latin1): the request line carries them as raw bytes.
const hostileSegment = fc.oneof(
  fc.constantFrom('..', '.', '%2e%2e', '%2E.', '%2f', '%2F..%2F', '%5c', '\\', '%00', '%0a', '%7f'),
  fc.constantFrom('%', '%a', '%zz', '%ff', '%E0%A4%A', '%C3%28', '%ED%A0%80', '%F4%90%80%80'),
  fc.constantFrom('\u00e9', '\u00ff\u00fe', 'caf%C3%A9', 'MAZDA', 'Cx-5', ';x=1', '*', '~', '@'),
  fc.constantFrom('', 'x'.repeat(300), 'a'.repeat(2100)),
  fc
    .string({ unit: 'binary-ascii', maxLength: 6 })
    .map((text) => text.replace(/[\s?#]/g, encodeURIComponent)),
);

const hostilePath = (site: SiteRoutes) =>
  fc
    .tuple(
      fc.constantFrom(...site.paths),
      fc.array(fc.tuple(fc.nat(8), hostileSegment), { minLength: 1, maxLength: 3 }),
      fc.boolean(),
    )
    .map(([path, edits, trailingSlash]) => {
      const segments = path.split('/');
      for (const [at, segment] of edits) segments.splice(1 + (at % segments.length), 0, segment);
      return `${segments.join('/')}${trailingSlash ? '/' : ''}`.replace(/^(?!\/)/, '/');
    });

const hostileQuery = fc.oneof(
  rawListingQuery,
  fc.constantFrom(
    'page=1e400',
    'page=99999999999999999999',
    'page=-1',
    'page=2&page=3',
    'query[x]=a',
    'query=a&query=b',
    'price=1e400-',
    'year=99999999999-0',
    'km_min=NaN&km_max=Infinity',
    'query=%00',
    'query=a%0d%0aSet-Cookie:x',
    'query=%ff',
    'q=%',
    '%=%',
    '==&&==',
    '_data=root',
    '_data=%ff',
    '_data=routes/x',
    '_data=root&_data=home',
    'lead=x&form=contact',
    'payment_intent=pi_x&redirect_status=succeeded',
    'ids=1,2,3,99999999999999999999',
  ),
  fc
    .array(fc.tuple(fc.string({ maxLength: 6 }), awkwardValue), { maxLength: 4 })
    .map((pairs) => new URLSearchParams(pairs).toString()),
);

const anyMethod = fc.constantFrom('GET', 'GET', 'GET', 'HEAD', 'PUT', 'DELETE', 'PATCH', 'OPTIONS');

const hostileHeaders = fc.record(
  {
    Accept: fc.constantFrom(
      '*/*',
      'text/html',
      'application/json',
      '',
      'x/y;q=abc',
      'a'.repeat(4000),
    ),
    'Accept-Encoding': fc.constantFrom(
      'gzip',
      'br',
      'deflate, gzip;q=0',
      'zstd',
      '*;q=0',
      'identity;q=0',
      '',
    ),
    Range: fc.constantFrom(
      'bytes=0-10',
      'bytes=99999999999999999999-',
      'bytes=5-1',
      'bytes=-0',
      'lines=1-2',
      'bytes=0-1,0-1,0-1',
    ),
    'If-None-Match': fc.constantFrom('*', '"x"', 'W/"1"', '"', 'W/'),
    'If-Modified-Since': fc.constantFrom('yesterday', 'Thu, 01 Jan 1970 00:00:00 GMT', '0'),
    Cookie: fc.oneof(
      fc.constantFrom('a=b', '=', ';;;', 'saved=%ff', 'x=' + 'y'.repeat(3000), 'a=b; a=c'),
      fc.string({ unit: 'binary-ascii', maxLength: 20 }).map((text) => text.replace(/[\r\n]/g, '')),
    ),
    'User-Agent': fc.constantFrom('Googlebot/2.1', 'curl/8', '', '\u00ff'),
    'X-Forwarded-Host': fc.constantFrom('evil.example', 'a,b,c', ''),
  },
  { requiredKeys: [] },
);

const oddHost = fc.constantFrom(
  '',
  '127.0.0.1',
  '127.0.0.1:3000',
  '[::1]',
  '[::1',
  'localhost',
  'evil.example',
  'harbour-city-motors.localhost:99999',
  'harbour-city-motors.localhost.',
  'HARBOUR-CITY-MOTORS.LOCALHOST',
  'harbour-city-motors.localhost:abc',
  'h'.repeat(300),
  'a..b',
  '\u00e9.localhost',
  'harbour-city-motors.localhost, evil.example',
);

// A form's fields, as the lead forms name them, with values good and bad.
const formField = fc.tuple(
  fc.constantFrom(
    'form',
    'name',
    'first_name',
    'email',
    'phone',
    'message',
    'postcode',
    'opt_in',
    'captcha',
    'website',
    'idempotency_key',
    'form[x]',
    'x',
  ),
  fc.oneof(
    awkwardValue,
    fc.constantFrom(
      'contact',
      'service',
      'trade-in',
      'subscribe',
      'finance',
      'reserve',
      'a@b.co',
      '0400000000',
      'on',
    ),
  ),
);

const encodings = fc.constantFrom('form', 'percent', 'raw');
const writeField = ([name, value]: [string, string], encoding: string) =>
  encoding === 'raw'
    ? `${name}=${value}`
    : encoding === 'percent'
      ? `${encodeURIComponent(name)}=${encodeURIComponent(value)}`
      : new URLSearchParams([[name, value]]).toString();

const formBody = fc.oneof(
  fc
    .tuple(fc.array(formField, { maxLength: 8 }), encodings)
    .map(([fields, encoding]) =>
      Buffer.from(fields.map((field) => writeField(field, encoding)).join('&'), 'latin1'),
    ),
  fc
    .constantFrom(
      'form=contact&name=%ff',
      'form=contact&name=a%2',
      'form=contact&form=service',
      'form=contact&name=a&name=b',
      'form=contact&message=%00',
      '%ff=1',
      '&&&',
      '=',
    )
    .map((text) => Buffer.from(text)),
  fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
  fc.constant(Buffer.from(`form=contact&message=${'a'.repeat(40_000)}`)),
);

const formContentType = fc.constantFrom(
  'application/x-www-form-urlencoded',
  'application/x-www-form-urlencoded',
  'application/x-www-form-urlencoded; charset=utf-8',
  'application/x-www-form-urlencoded; charset=latin1',
  'application/json',
  'multipart/form-data; boundary=x',
  'text/plain',
  '',
);

/**
 * The page routes' fuzz targets  on the given demo sites:
 * hostile paths, query strings, headers and Host values on every page and file route, and
 * hostile plain form posts to every route that takes one. `carPaths` are real car pages
 * per slug (their lead forms and reserve pages); without them a missing car's path is used.
 */
export function pageTargets(
  slugs: readonly string[] = DEMO_SLUGS,
  carPaths: Readonly<Record<string, readonly string[]>> = {},
): FuzzTarget[] {
  const sites = slugs.map((slug) => siteRoutes(slug, carPaths[slug] ?? []));
  const site = fc.constantFrom(...sites);
  const request = (fields: Partial<FuzzRequest> & { target: string; host: string }) =>
    ({ method: 'GET', headers: {}, ...fields }) satisfies FuzzRequest;
  return [
    {
      name: 'pages: hostile paths',
      request: site.chain((one) =>
        fc
          .tuple(hostilePath(one), anyMethod)
          .map(([target, method]) => request({ method, target, host: one.host })),
      ),
      tables: WRITE_TABLES,
    },
    {
      name: 'pages: hostile query strings',
      request: site.chain((one) =>
        fc
          .tuple(fc.constantFrom(...one.paths), hostileQuery, anyMethod)
          .map(([path, query, method]) =>
            request({ method, target: `${path}?${query}`, host: one.host }),
          ),
      ),
      tables: WRITE_TABLES,
    },
    {
      name: 'pages: hostile headers and hosts',
      request: site.chain((one) =>
        fc
          .tuple(fc.constantFrom(...one.paths), hostileHeaders, fc.option(oddHost, { freq: 3 }))
          .map(([target, headers, host]) => request({ target, headers, host: host ?? one.host })),
      ),
      tables: WRITE_TABLES,
    },
    {
      name: 'pages: hostile form posts',
      request: site.chain((one) =>
        fc
          .tuple(
            fc.constantFrom(...one.formPaths, '/', '/compare', one.paths[14]!),
            formContentType,
            formBody,
            fc.constantFrom(undefined, undefined, undefined, 'gzip', 'br', 'x-unknown'),
          )
          .map(([target, type, body, encoding]) =>
            request({
              method: 'POST',
              target,
              host: one.host,
              headers: {
                ...(type ? { 'Content-Type': type } : {}),
                ...(encoding ? { 'Content-Encoding': encoding } : {}),
              },
              body,
            }),
          ),
      ),
      tables: WRITE_TABLES,
    },
  ];
}
