// product rule 9.15: what a shopper's words mean, read from the site's own stock values.
import { describe, expect, test } from 'vitest';
import { buildQueryVocabulary } from '#shared/search/understanding/query-vocabulary.ts';
import { understandQuery } from '#shared/search/understanding/understand-query.ts';

const vocabulary = buildQueryVocabulary({
  makes: ['Toyota', 'Mazda', 'Volkswagen', 'Mercedes-Benz', 'Kia', 'Hyundai', 'Tesla', 'BMW'],
  makeModels: [
    'Toyota HiLux',
    'Toyota LandCruiser',
    'Toyota RAV4',
    'Mazda Mazda3',
    'Mazda CX-5',
    'Mazda BT-50',
    'Volkswagen Golf',
    'Mercedes-Benz C-Class',
    'Kia Carnival',
    'Hyundai i30',
    'Tesla Model 3',
    'BMW 3 Series',
  ],
  bodies: ['suv', 'ute', 'wagon', 'peopleMover', 'hatchback', 'sedan', '4x4'],
  fuels: ['Petrol', 'Diesel', 'Hybrid', 'Electric', 'Plug-in Hybrid'],
  transmissions: ['Automatic', 'Manual'],
  drives: ['FWD', 'RWD', 'AWD', '4x4'],
  colours: ['White', 'Silver', 'Grey', 'Red', 'Dark Grey'],
  carTypes: ['new', 'used', 'demo'],
});

const read = (query: string) => understandQuery(query, vocabulary);

describe('makes and models, as the stock spells them', () => {
  test.each([
    ['vw golf', { make: ['Volkswagen'], make_model: ['Volkswagen Golf'] }],
    ['golf', { make: ['Volkswagen'], make_model: ['Volkswagen Golf'] }],
    ['Merc', { make: ['Mercedes-Benz'] }],
    ['mercedes benz c-class', { make: ['Mercedes-Benz'], make_model: ['Mercedes-Benz C-Class'] }],
    ['landcruiser', { make: ['Toyota'], make_model: ['Toyota LandCruiser'] }],
    ['toyota land cruiser', { make: ['Toyota'], make_model: ['Toyota LandCruiser'] }],
    ['mazda 3', { make: ['Mazda'], make_model: ['Mazda Mazda3'] }],
    ['mazda3', { make: ['Mazda'], make_model: ['Mazda Mazda3'] }],
    ['cx5', { make: ['Mazda'], make_model: ['Mazda CX-5'] }],
    ['CX-5', { make: ['Mazda'], make_model: ['Mazda CX-5'] }],
    ['i30', { make: ['Hyundai'], make_model: ['Hyundai i30'] }],
    ['tesla model 3', { make: ['Tesla'], make_model: ['Tesla Model 3'] }],
    ['bmw 3 series', { make: ['BMW'], make_model: ['BMW 3 Series'] }],
  ])('%s', (query, refinementList) => {
    expect(read(query)).toMatchObject({ refinementList, text: '' });
  });

  test("a variant stays as text inside its model: 'hilux sr5'", () => {
    expect(read('hilux sr5')).toMatchObject({
      refinementList: { make: ['Toyota'], make_model: ['Toyota HiLux'] },
      text: 'sr5',
    });
  });

  test('an alias of a make the site does not stock means nothing', () => {
    expect(read('chevy')).toEqual({ refinementList: {}, range: {}, text: 'chevy', understood: [] });
  });
});

describe('numbers with meaning', () => {
  test.each([
    ['7 seater', { seats: { min: 7 } }],
    ['8 seats', { seats: { min: 8 } }],
    ['under 30k', { price: { max: 30000 } }],
    ['below $25,000', { price: { max: 25000 } }],
    ['20-30k', { price: { min: 20000, max: 30000 } }],
    ['$20,000 to $30,000', { price: { min: 20000, max: 30000 } }],
    ['over 50k', { price: { min: 50000 } }],
    ['2019', { year: { min: 2019, max: 2019 } }],
    ['2018 or newer', { year: { min: 2018 } }],
    ['2018+', { year: { min: 2018 } }],
    ['2016-2019', { year: { min: 2016, max: 2019 } }],
    ['before 2015', { year: { max: 2014 } }],
    ['under 50,000 km', { km: { max: 50000 } }],
    ['under 50k kms', { km: { max: 50000 } }],
    ['low km', { km: { max: 30000 } }],
  ])('%s', (query, range) => {
    expect(read(query)).toMatchObject({ range, text: '', refinementList: {} });
  });

  test('a bare number, symbols and filter syntax are never read as a filter', () => {
    for (const query of ['12345', 'price > 0 OR 1=1', '>= 3', '!!!', '🚗🚗', 'sold = true']) {
      const understood = read(query);
      expect(understood.refinementList, query).toEqual({});
      expect(understood.range, query).toEqual({});
      expect(understood.text, query).toBe(query);
    }
  });
});

describe('words with meaning', () => {
  test.each([
    ['ute', { simple_body: ['ute'] }],
    ['people mover', { simple_body: ['peopleMover'] }],
    ['suv', { simple_body: ['suv'] }],
    ['wagon', { simple_body: ['wagon'] }],
    ['diesel', { simple_fuel: ['Diesel'] }],
    ['ev', { simple_fuel: ['Electric'] }],
    ['plug-in hybrid', { simple_fuel: ['Plug-in Hybrid'] }],
    ['auto', { simple_transmission: ['Automatic'] }],
    ['manual', { simple_transmission: ['Manual'] }],
    ['4x4', { simple_drive: ['4x4'] }],
    ['4wd', { simple_drive: ['4x4'] }],
    ['awd', { simple_drive: ['AWD'] }],
    ['demo', { car_type: ['demo'] }],
    ['used', { car_type: ['used'] }],
  ])('%s', (query, refinementList) => {
    expect(read(query)).toMatchObject({ refinementList, text: '' });
  });

  test("'cheap' sorts by price, 'newest' by year", () => {
    expect(read('cheap suv')).toMatchObject({
      sort: 'price:asc',
      refinementList: { simple_body: ['suv'] },
    });
    expect(read('newest hybrid')).toMatchObject({ sort: 'year:desc', text: '' });
  });

  test('a mixed query keeps only the unknown words as text', () => {
    expect(read('red toyota ute under 30k automatic sunroof')).toEqual({
      refinementList: {
        colour: ['Red'],
        make: ['Toyota'],
        simple_body: ['ute'],
        simple_transmission: ['Automatic'],
      },
      range: { price: { max: 30000 } },
      text: 'sunroof',
      understood: ['red', 'toyota', 'ute', 'under', '30k', 'automatic'],
    });
  });

  test.each([
    ['red hilux', { colour: ['Red'], make_model: ['Toyota HiLux'], make: ['Toyota'] }],
    ['White UTE', { colour: ['White'], simple_body: ['ute'] }],
    ['silver mazda 3', { colour: ['Silver'], make_model: ['Mazda Mazda3'], make: ['Mazda'] }],
    ['gray suv', { colour: ['Grey'], simple_body: ['suv'] }],
    [
      'dark gray golf',
      { colour: ['Dark Grey'], make_model: ['Volkswagen Golf'], make: ['Volkswagen'] },
    ],
  ])("'%s' reads the colour from the stock's own colours", (query, refinementList) => {
    expect(read(query)).toMatchObject({ refinementList, text: '' });
  });

  test('a colour the site does not stock stays text', () => {
    expect(read('blue hilux')).toMatchObject({
      refinementList: { make_model: ['Toyota HiLux'] },
      text: 'blue',
    });
    const noGrey = buildQueryVocabulary({ colours: ['White', 'Other', 'N/A'] });
    expect(understandQuery('gray', noGrey)).toMatchObject({ refinementList: {}, text: 'gray' });
    // A feed's word for an unknown colour is no colour a shopper asks for.
    expect(understandQuery('any other', noGrey)).toMatchObject({ refinementList: {} });
    expect(understandQuery('na', noGrey)).toMatchObject({ refinementList: {}, text: 'na' });
  });

  test('fillers go once anything is understood, and only then', () => {
    expect(read('a car for the family')).toMatchObject({ text: 'a car for the family' });
    expect(read('diesel cars for sale')).toMatchObject({ text: '' });
  });

  test('a site selling one stock type reads its word as no filter', () => {
    const usedOnly = buildQueryVocabulary({ carTypes: ['used'], bodies: ['suv'] });
    expect(understandQuery('used suv', usedOnly)).toMatchObject({
      refinementList: { simple_body: ['suv'] },
      text: '',
    });
  });

  test("phrase and negative search are the engine's", () => {
    expect(read('-diesel "hilux"')).toMatchObject({ refinementList: {}, text: '-diesel "hilux"' });
  });

  test('200 characters at most are read', () => {
    expect(read(`${'x'.repeat(199)} ute`).refinementList).toEqual({});
  });
});
