import { describe, expect, test } from 'vitest';
import {
  findSiteBrand,
  findStockMake,
  listSiteBrands,
  offersBrandPage,
} from '#shared/pages/brands/site-brands.ts';
import { demoSite } from '../../support/demo-site.ts';

const WEBSITE = (make: string, url = `https://www.${make.toLowerCase()}.example.com.au`) => ({
  make,
  name: `Harbour City ${make}`,
  url,
  logo: { url: '/tenant-assets/demo/logo.svg' },
});

describe('docs/content-pages.md: a site’s brands are its manufacturers and its group’s dealership websites', () => {
  test('manufacturers keep their slug and logo and find their website by make', () => {
    const brands = listSiteBrands({
      manufacturers: [{ name: 'Mercedes-Benz', slug: 'mercedes-benz', logo: { url: '/mb.svg' } }],
      dealership_websites: [WEBSITE('Mercedes Benz')],
    });
    expect(brands).toEqual([
      {
        slug: 'mercedes-benz',
        name: 'Mercedes-Benz',
        logoUrl: '/mb.svg',
        website: WEBSITE('Mercedes Benz'),
      },
    ]);
  });

  test('a website’s make that is not a manufacturer is a brand of its own, slugged', () => {
    const brands = listSiteBrands({ dealership_websites: [WEBSITE('Land Rover')] });
    expect(brands.map((brand) => brand.slug)).toEqual(['land-rover']);
  });

  test('stock alone makes no brand page', () => {
    expect(listSiteBrands({})).toEqual([]);
  });

  test.each([
    ['harbour-city-motors', '/brands/toyota', true],
    ['harbour-city-motors', '/brands/kia/', true],
    ['harbour-city-motors', '/brands/ford', false],
    ['harbour-city-motors', '/brands/', false],
    ['high-country-rv-moto', '/brands/jayco', true],
    ['southern-cross-trucks', '/brands/fuso', true],
    // A used-car site lists the makes it sells as its manufacturers (custom_brand_list).
    ['coastal-used-cars', '/brands/toyota', true],
    ['coastal-used-cars', '/brands/ferrari', false],
    ['bayside-mazda', '/brands/mazda', true],
    ['bayside-mazda', '/brands/jeep', false],
  ])('%s serves %s: %s', (slug, path, expected) => {
    expect(offersBrandPage(demoSite(slug), path)).toBe(expected);
  });

  test('the harbour group’s brands each have a logo and their dealership website', () => {
    for (const brand of listSiteBrands(demoSite('harbour-city-motors'))) {
      expect(brand.logoUrl, brand.slug).toMatch(/^\/tenant-assets\/harbour-city-motors\//);
      expect(brand.website?.make, brand.slug).toBe(brand.name);
    }
    expect(findSiteBrand(demoSite('harbour-city-motors'), 'mazda')?.website?.name).toBe(
      'Harbour City Mazda',
    );
  });
});

describe('a brand’s stock is the make as the stock spells it', () => {
  test.each([
    [{ Toyota: 3, Mazda: 2 }, 'Toyota', { make: 'Toyota', count: 3 }],
    [
      { 'Mercedes Benz': 1, 'Mercedes-Benz': 4 },
      'Mercedes-Benz',
      { make: 'Mercedes-Benz', count: 4 },
    ],
    [{ Mazda: 2 }, 'Toyota', undefined],
    [{ Toyota: 0 }, 'Toyota', undefined],
  ])('%j has %s: %j', (makes, name, expected) => {
    expect(findStockMake(makes, { name })).toEqual(expected);
  });
});
