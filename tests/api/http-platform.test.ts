import { describe, expect, test } from 'vitest';
import request from 'supertest';
import { useTestPlatform } from '../support/test-platform.ts';

const fixture = useTestPlatform();
const HOST = 'harbour-city-motors.localhost';

describe('security defaults', () => {
  test('strict CSP, no x-powered-by, helmet headers', async () => {
    const res = await request(fixture.current.app).get('/').set('Host', HOST);
    const csp = res.headers['content-security-policy'] as string;
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
    expect(scriptSrc).toMatch(/'nonce-[A-Za-z0-9+/=]{20,}'/);
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(scriptSrc).not.toContain('unsafe-eval');
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBeDefined();
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  test('each response gets a fresh nonce', async () => {
    const nonces = await Promise.all(
      [1, 2].map(async () => {
        const res = await request(fixture.current.app).get('/').set('Host', HOST);
        return /'nonce-([^']+)'/.exec(res.headers['content-security-policy'] as string)?.[1];
      }),
    );
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  test('hydration data cannot break out of its script', async () => {
    const res = await request(fixture.current.app).get('/').set('Host', HOST);
    const boot = /<script nonce="[^"]+"[^>]*>window.__BOOT__=([\s\S]*?)<\/script>/.exec(
      res.text,
    )?.[1];
    expect(boot).toBeDefined();
    expect(boot).not.toMatch(/[<>]/);
  });

  test('pages compress and report Server-Timing', async () => {
    // A URL of its own: a page answered from the page cache reports a hit instead.
    const res = await request(fixture.current.app)
      .get('/?server-timing')
      .set('Host', HOST)
      .set('Accept-Encoding', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['server-timing']).toMatch(/loader;dur=[\d.]+, render;dur=[\d.]+/);
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('JSON bodies over the limit are refused with a clear 413', async () => {
    const res = await request(fixture.current.app)
      .post('/api/leads')
      .set('Host', HOST)
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ message: 'x'.repeat(100_000) }));
    expect(res.status).toBe(413);
    expect(res.body).toEqual({
      error: {
        code: 'entity_too_large',
        message: 'Request body is larger than the 32 kB this endpoint accepts',
      },
    });
  });

  test('malformed JSON is a 400 naming the problem', async () => {
    const res = await request(fixture.current.app)
      .post('/api/leads')
      .set('Host', HOST)
      .set('Content-Type', 'application/json')
      .send('{"name": ');
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(
      'Request body is not valid JSON: the body ends where a value was expected at line 1, column 10',
    );
  });

  test('unknown API endpoints answer JSON 404', async () => {
    const res = await request(fixture.current.app).get('/api/nothing-here').set('Host', HOST);
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('not_found');
  });
});

describe('operations', () => {
  test('/healthz answers on any host', async () => {
    const res = await request(fixture.current.app).get('/healthz').set('Host', '10.0.0.5:3000');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  test('/readyz reports each dependency', async () => {
    const res = await request(fixture.current.app).get('/readyz');
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('ready');
    expect(res.body.checks.map((check: { name: string }) => check.name)).toEqual([
      'accepting_traffic',
      'tenants',
      'search',
      'stock',
      'data_dir',
      'database',
    ]);
    expect(res.body.checks.every((check: { ok: boolean }) => check.ok)).toBe(true);
  });
});

describe('pages and assets', () => {
  test('an unknown page of a tenant is a 404 in that tenant’s chrome, not indexed', async () => {
    const res = await request(fixture.current.app).get('/no-such-page').set('Host', HOST);
    expect(res.status).toBe(404);
    expect(res.text).toContain('Page not found');
    expect(res.text).toContain('noindex,follow');
    expect(res.text).toContain('site-header');
  });

  test('crawlers get the complete document', async () => {
    const res = await request(fixture.current.app)
      .get('/')
      .set('Host', HOST)
      .set(
        'User-Agent',
        'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      );
    expect(res.status).toBe(200);
    expect(res.text).toMatch(/<\/html>$/);
    expect(res.text).toContain('car-card');
  });

  test('bundle files are content-hashed and cached immutably', async () => {
    const page = await request(fixture.current.app).get('/').set('Host', HOST);
    const entry = /<script type="module" src="(\/assets\/[^"]+\.js)"/.exec(page.text)?.[1];
    expect(entry).toMatch(/\/assets\/boot-[A-Z0-9]+\.js$/);
    const res = await request(fixture.current.app).get(entry!).set('Host', HOST);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('client navigation fetches a route’s loader data as JSON for this tenant only', async () => {
    const app = fixture.current.app;
    const cities = new Set(fixture.tenant('bayside-mazda').locations.map((l) => l.address.city));
    const res = await request(app).get('/?_data=home').set('Host', 'bayside-mazda.localhost');
    expect(res.status).toBe(200);
    expect(res.body.featured.length).toBeGreaterThan(0);
    // Every featured car sits at one of this dealer's own locations.
    expect(res.body.featured.every((car: { city: string }) => cities.has(car.city))).toBe(true);
    const root = await request(app).get('/?_data=root').set('Host', 'bayside-mazda.localhost');
    expect(root.body.site.slug).toBe('bayside-mazda');
  });

  test('route data keeps a loader’s 404 as JSON, and flags unknown routes as errors', async () => {
    const app = fixture.current.app;
    const missing = await request(app).get('/no/such-page?_data=not-found').set('Host', HOST);
    expect(missing.status).toBe(404);
    expect(missing.headers['content-type']).toMatch(/application\/json/);
    // The page reads the address from the router: the loader has nothing to send.
    expect(missing.body).toBeNull();
    expect(missing.headers['x-route-error']).toBeUndefined();

    // One segment is the site-page route's (its paths are tenant data); unclaimed, a 404.
    const oneSegment = await request(app).get('/no-such-page?_data=site-page').set('Host', HOST);
    expect(oneSegment.status).toBe(404);
    expect(oneSegment.body).toEqual({ kind: 'not-found' });

    const unknownRoute = await request(app).get('/?_data=no-such-route').set('Host', HOST);
    expect(unknownRoute.status).toBe(404);
    expect(unknownRoute.headers['x-route-error']).toBe('1');
    expect(unknownRoute.body.error.code).toBe('route_error');

    const unknownLocation = await request(app)
      .get('/locations/nowhere?_data=location')
      .set('Host', HOST);
    expect(unknownLocation.status).toBe(404);
    expect(unknownLocation.headers['content-type']).toMatch(/application\/json/);
  });

  test('a tenant serves its own logo but never another tenant’s files, however the path is written', async () => {
    const app = fixture.current.app;
    const getText = (path: string) =>
      request(app)
        .get(path)
        .set('Host', 'bayside-mazda.localhost')
        .buffer(true)
        .parse((res, done) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => done(null, body));
        });
    const own = await getText('/tenant-assets/bayside-mazda/logo.svg');
    expect(own.status).toBe(200);
    expect(own.body).toContain('Bayside Mazda');
    for (const path of [
      '/tenant-assets/harbour-city-motors/logo.svg',
      '/tenant-assets/bayside-mazda/../harbour-city-motors/logo.svg',
      '/tenant-assets/bayside-mazda/..%2fharbour-city-motors%2flogo.svg',
      '/tenant-assets/bayside-mazda/%2e%2e/harbour-city-motors/logo.svg',
      '/tenant-assets/bayside-mazda/../../tenant.schema.json',
    ]) {
      // supertest keeps the path as written (no client-side dot-segment removal).
      const res = await getText(path);
      expect([400, 404]).toContain(res.status);
      expect(res.body).not.toContain('Harbour City');
    }
  });
});

describe('odd requests', () => {
  test('non-GET methods on pages get 405 with Allow', async () => {
    const res = await request(fixture.current.app).post('/').set('Host', HOST);
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
  });

  test('HEAD on a page answers like GET without a body', async () => {
    const res = await request(fixture.current.app).head('/').set('Host', HOST);
    expect(res.status).toBe(200);
    expect(res.text ?? '').toBe('');
  });

  test('a path starting with // is refused on this host, never read as another host', async () => {
    const res = await request(fixture.current.app).get('//evil.example/x').set('Host', HOST);
    expect(res.status).toBe(400);
    expect(res.text).toContain('its path contains an empty segment');
    expect(res.text).not.toContain('evil.example');
  });

  test('search filters of landing pages never reach the browser', async () => {
    const res = await request(fixture.current.app)
      .get('/?_data=root')
      .set('Host', 'high-country-rv-moto.localhost');
    expect(res.body.site.landing_paths.length).toBeGreaterThan(0);
    expect(JSON.stringify(res.body)).not.toContain('vehicle_kind');
  });
});

test('the build manifest is not served to browsers', async () => {
  const res = await request(fixture.current.app).get('/assets/manifest.json').set('Host', HOST);
  expect(res.status).toBe(404);
});

test('mixed-case page paths redirect once to lower case, keeping the query, never off-site', async () => {
  const app = fixture.current.app;
  const res = await request(app).get('/LOCATIONS/Harbour-City-Motors?x=1').set('Host', HOST);
  expect(res.status).toBe(301);
  expect(res.headers.location).toBe('/locations/harbour-city-motors?x=1');
  // A path that is not lower case and not readable either is refused, not redirected.
  const sneaky = await request(app).get('//Evil.Example/X').set('Host', HOST);
  expect(sneaky.status).toBe(400);
  expect(sneaky.headers.location).toBeUndefined();
  const asset = await request(app)
    .get('/tenant-assets/harbour-city-motors/logo.svg')
    .set('Host', HOST);
  expect(asset.status).toBe(200);
});
