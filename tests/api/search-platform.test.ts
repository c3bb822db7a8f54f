import { expect, test } from 'vitest';
import request from 'supertest';
import { useTestPlatform } from '../support/test-platform.ts';

const fixture = useTestPlatform();

function multiSearch(host: string, queries: unknown[]) {
  return request(fixture.current.app)
    .post('/api/search/multi-search')
    .set('Host', host)
    .set('Content-Type', 'application/json')
    .send({ queries });
}

test('the wired proxy searches the embedded engine within the site’s own stock', async () => {
  const res = await multiSearch('bayside-mazda.localhost', [
    { indexUid: 'cars', q: '', facets: ['make', 'car_type'], hitsPerPage: 21, page: 1 },
  ]);
  expect(res.status).toBe(200);
  const [result] = res.body.results;
  expect(result.totalHits).toBeGreaterThan(0);
  expect(
    result.hits.every(
      (car: { dealership_slug: string }) => car.dealership_slug === 'bayside-mazda',
    ),
  ).toBe(true);
  expect(Object.keys(result.facetDistribution.make)).toContain('Mazda');
});

test('another dealer’s cars stay out of reach through the wired proxy', async () => {
  const res = await multiSearch('bayside-mazda.localhost', [
    { indexUid: 'cars', q: '', filter: 'dealership_slug = "harbour-city-motors"', limit: 20 },
    {
      indexUid: 'cars',
      q: '',
      filter: [['dealership_slug = "harbour-city-motors"', 'make = Mazda']],
      limit: 20,
    },
  ]);
  expect(res.status).toBe(200);
  expect(res.body.results[0].hits).toEqual([]);
  for (const car of res.body.results[1].hits) expect(car.dealership_slug).toBe('bayside-mazda');
});

test('bad JSON gets Meilisearch’s error shape', async () => {
  const res = await request(fixture.current.app)
    .post('/api/search/multi-search')
    .set('Host', 'bayside-mazda.localhost')
    .set('Content-Type', 'application/json')
    .send('{"queries": [');
  expect(res.status).toBe(400);
  expect(res.body).toMatchObject({
    code: expect.any(String),
    type: 'invalid_request',
    link: expect.any(String),
  });
});
