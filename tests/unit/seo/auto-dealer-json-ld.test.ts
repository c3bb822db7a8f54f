import { describe, expect, test } from 'vitest';
import { buildAutoDealerJsonLd } from '#shared/seo/auto-dealer-json-ld.ts';
import { toInternationalPhone } from '#shared/seo/international-phone.ts';
import { demoSite } from '../../support/demo-site.ts';

describe('buildAutoDealerJsonLd', () => {
  const harbour = buildAutoDealerJsonLd(demoSite('harbour-city-motors'));

  test('an AutoDealer with absolute URLs on the primary hostname and an AU postal address', () => {
    expect(harbour).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'AutoDealer',
      name: 'Harbour City Motors',
      url: 'https://www.harbourcitymotors.com.au/',
      logo: 'https://www.harbourcitymotors.com.au/tenant-assets/harbour-city-motors/logo.svg',
      telephone: '1300 975 707',
      email: 'enquiries@harbourcitymotors.com.au',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '120 Parramatta Road',
        addressLocality: 'Concord',
        addressRegion: 'NSW',
        postalCode: '2137',
        addressCountry: 'AU',
      },
      geo: { '@type': 'GeoCoordinates', latitude: -33.8612, longitude: 151.1036 },
      sameAs: [
        'https://www.facebook.com/harbourcitymotors',
        'https://www.instagram.com/harbourcitymotors',
        'https://www.youtube.com/@harbourcitymotors',
      ],
    });
  });

  test('weekly hours grouped, then one specification per holiday date', () => {
    const hours = harbour.openingHoursSpecification;
    expect(hours.slice(0, 3)).toEqual([
      expect.objectContaining({
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '08:30',
        closes: '17:30',
      }),
      expect.objectContaining({ dayOfWeek: ['Saturday'], opens: '08:30', closes: '16:00' }),
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Sunday'],
        opens: '00:00',
        closes: '00:00',
      },
    ]);
    expect(hours.slice(3)).toContainEqual({
      '@type': 'OpeningHoursSpecification',
      opens: '00:00',
      closes: '00:00',
      validFrom: '2026-12-25',
      validThrough: '2026-12-25',
    });
    expect(hours).toHaveLength(3 + 6);
  });

  test('service and parts locations are departments with their own details and hours', () => {
    expect(harbour.department).toEqual([
      expect.objectContaining({
        '@type': 'AutoRepair',
        name: 'Harbour City Service Centre Ryde - Service',
        telephone: '+61 2 5550 1400',
        address: expect.objectContaining({
          streetAddress: '22 Church Street',
          addressCountry: 'AU',
        }),
        geo: { '@type': 'GeoCoordinates', latitude: -33.8146, longitude: 151.1045 },
        openingHoursSpecification: expect.arrayContaining([
          {
            '@type': 'OpeningHoursSpecification',
            dayOfWeek: ['Saturday', 'Sunday'],
            opens: '00:00',
            closes: '00:00',
          },
        ]),
      }),
      expect.objectContaining({
        '@type': 'AutoPartsStore',
        name: 'Harbour City Parts Silverwater - Parts',
      }),
    ]);
  });

  test('never aggregateRating or reviews, though the tenant has ratings', () => {
    const site = demoSite('harbour-city-motors');
    expect(site.dealership.average_rating).toBeGreaterThan(0);
    const json = JSON.stringify(buildAutoDealerJsonLd(site));
    expect(json).not.toMatch(/aggregateRating|"review/i);
  });

  test('coordinates and hours come from the primary location, wherever it is listed', () => {
    const site = demoSite('southern-cross-trucks', (config) => {
      config.locations.reverse();
    });
    const primary = site.locations.find((location) => location.primary)!;
    const dealer = buildAutoDealerJsonLd(site);
    expect(dealer.geo.latitude).toBe(primary.address.lat);
    expect(dealer.geo.longitude).toBe(primary.address.lang);
    expect(dealer.department?.map((department) => department.name)).not.toContain(primary.name);
  });

  test('hidden locations are not departments; no departments means no department key', () => {
    const site = demoSite('harbour-city-motors', (config) => {
      for (const location of config.locations) location.visible = location.primary;
    });
    expect(buildAutoDealerJsonLd(site)).not.toHaveProperty('department');
  });

  test('absolute logo URLs pass through; no social links means no sameAs', () => {
    const site = demoSite('bayside-mazda', (config) => {
      config.dealership.logo.url = 'https://cdn.example.com/bayside.svg';
      delete config.social;
      delete config.dealership.facebook_url;
      delete config.dealership.instagram_url;
    });
    const dealer = buildAutoDealerJsonLd(site);
    expect(dealer.logo).toBe('https://cdn.example.com/bayside.svg');
    expect(dealer).not.toHaveProperty('sameAs');
  });
});

test.each([
  ['02 5550 1100', '+61 2 5550 1100'],
  ['0491 570 156', '+61 491 570 156'],
  ['0491570156', '+61 491 570 156'],
  ['(07) 5550 2100', '+61 7 5550 2100'],
  ['1300 975 707', '1300 975 707'],
  ['13 22 11', '13 22 11'],
  ['+61 2 5550 1100', '+61 2 5550 1100'],
])('toInternationalPhone(%s) is %s', (phone, expected) => {
  expect(toInternationalPhone(phone)).toBe(expected);
});
