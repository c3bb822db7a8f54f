import { describe, expect, test } from 'vitest';
import { routeKindOf, statusClassOf } from '#server/metrics/route-kind.ts';

describe('routeKindOf: a fixed label per kind of route, never the path', () => {
  test.each([
    ['/', false, 'page'],
    ['/cars/2021-mazda-cx-5-123', false, 'page'],
    ['/used-cars', true, 'page_data'],
    ['/healthz', false, 'health'],
    ['/readyz', false, 'health'],
    ['/assets/boot-ABC.js', false, 'asset'],
    ['/images/vehicles/1.jpg', false, 'image'],
    ['/tenant-assets/harbour-city-motors/logo.svg', false, 'image'],
    ['/robots.txt', false, 'crawl'],
    ['/sitemap.xml', false, 'crawl'],
    ['/sitemap-cars-2.xml', false, 'crawl'],
    ['/.well-known/apple-developer-merchantid-domain-association', false, 'crawl'],
    ['/api/search/multi-search', false, 'api_search'],
    ['/api/leads', false, 'api_leads'],
    ['/api/leads/abc/trade-in', false, 'api_leads'],
    ['/api/captcha/challenge', false, 'api_captcha'],
    ['/api/dealerships/x/payment-intents', false, 'api_payments'],
    ['/api/webhooks/stripe', false, 'api_payments'],
    ['/api/phone-reveals', false, 'api_other'],
    ['/api/nothing-here', false, 'api_other'],
    ['/apiary', false, 'page'],
  ])('%s (route data: %s) is %s', (path, routeData, kind) => {
    expect(routeKindOf(path, routeData)).toBe(kind);
  });
});

test.each([
  [200, '2xx'],
  [204, '2xx'],
  [301, '3xx'],
  [404, '4xx'],
  [429, '4xx'],
  [500, '5xx'],
  [503, '5xx'],
])('status %i is %s', (status, label) => {
  expect(statusClassOf(status)).toBe(label);
});
