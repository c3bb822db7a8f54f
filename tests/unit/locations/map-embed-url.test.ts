import { expect, test } from 'vitest';
import { formatAddressLine, mapEmbedUrl } from '#shared/locations/map-embed-url.ts';
import type { LocationAddress } from '#shared/tenant/tenant-config.ts';

const address: LocationAddress = {
  street: '40 Tone Road',
  city: 'Wangaratta',
  state: 'VIC',
  postcode: '3677',
  lat: -36.35,
  lang: 146.32,
  place_url: 'https://www.google.com/maps/search/?api=1&query=x',
  place_id: 'ChIJ demo01',
};

test('an address line for people and for the map query', () => {
  expect(formatAddressLine(address)).toBe('40 Tone Road, Wangaratta VIC 3677');
});

test('without a map key the map is the keyless embed of the street address', () => {
  expect(mapEmbedUrl(address)).toBe(
    'https://www.google.com/maps?q=40%20Tone%20Road%2C%20Wangaratta%20VIC%203677&output=embed',
  );
});

test('with a map key the map pins the place id, whitespace removed', () => {
  const url = new URL(mapEmbedUrl({ ...address, map_key: 'k&1' }));
  expect(url.origin + url.pathname).toBe('https://www.google.com/maps/embed/v1/place');
  expect(url.searchParams.get('key')).toBe('k&1');
  expect(url.searchParams.get('q')).toBe('place_id:ChIJdemo01');
});
