import { expect, test } from 'vitest';
import { contactUsPath, contactUsSlug } from '#shared/locations/location-slug.ts';

test.each([
  ['Harbour City Toyota - Sales', 'harbour-city-toyota'],
  ['Southern Cross Trucks Dandenong - Service', 'southern-cross-trucks-dandenong'],
  ['Harbour City Parts Silverwater - Parts', 'harbour-city-parts-silverwater'],
  ['High Country RV & Moto - Sales', 'high-country-rv-and-moto'],
  ['Bayside Mazda', 'bayside-mazda'],
  ['Sales - Sales', 'sales'],
  ['Sales Centre', 'sales-centre'],
  ['Parts-Sales', 'parts-sales'],
  ['  Café  Motors ', 'cafe-motors'],
  ['St. George Motors - Service ', 'st-george-motors'],
])('%j -> /contact-us/%s (product rule 2.3)', (name, expected) => {
  expect(contactUsSlug({ name })).toBe(expected);
  expect(contactUsPath({ name })).toBe(`/contact-us/${expected}`);
});
