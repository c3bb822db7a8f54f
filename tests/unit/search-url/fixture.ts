import { buildListingVocabulary } from '#shared/search-url/build-listing-vocabulary.ts';
import type { ListingVocabularyInput } from '#shared/search-url/listing-vocabulary.ts';

/** A dealer group like harbour-city-motors, plus deliberate slug clashes. */
export const groupInput: ListingVocabularyInput = {
  listingPath: '/search/new-used-and-demo-cars/',
  landingPaths: [
    { slug: 'used-cars-sydney', title: 'Used Cars Sydney', filter: 'car_type = "used"' },
    { slug: 'hyundai', title: 'Hyundai Specials', filter: 'make = "Hyundai"' },
  ],
  carTypes: ['new', 'used', 'demo'],
  electricCars: true,
  facetValues: {
    make: [
      'Mazda',
      'Toyota',
      'Land Rover',
      'Land',
      'Mercedes Benz',
      'Mercedes-Benz',
      'Ute',
      'Hyundai',
      'Kia',
    ],
    make_model: [
      'Mazda CX-5',
      'Mazda BT-50',
      'Mazda 3',
      'Land Rover Range Rover Evoque',
      'Toyota RAV4',
      'Toyota C-HR',
      'Toyota C HR',
      'Mercedes Benz C-Class',
      'Ute Maxx',
      'Kia Sportage',
    ],
    simple_body: ['suv', 'hatch', 'cabChassis', 'notABody'],
    city: ['Concord', 'Gladesville', 'Harbour City Mazda'],
    location_name: ['Harbour City Toyota - Sales', 'Harbour City Mazda - Sales'],
    dealership_slug: ['harbour-city-motors', 'suv'],
  },
};

export const group = buildListingVocabulary(groupInput);

/** coastal-used-cars: used only, its default listing path is a car-type path. */
export const usedOnly = buildListingVocabulary({
  listingPath: '/search/used-cars',
  landingPaths: [
    { slug: 'cars-under-15000', title: 'Cars Under $15,000', filter: 'price <= 15000' },
  ],
  carTypes: ['used'],
  facetValues: { make: ['Toyota'], make_model: ['Toyota Corolla'] },
});
