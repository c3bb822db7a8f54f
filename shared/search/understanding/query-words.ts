// product rule 9.15: the fixed words of a shopper's query, as data. Everything a site's stock
// names (makes, models, bodies, fuels...) comes from its stock instead (query-vocabulary.ts).

/** A sort the query asks for in words. */
export type QuerySort = 'price:asc' | 'year:desc' | 'km:asc';

/** Everyday names of makes; each applies only where the site stocks the make. */
export const MAKE_ALIASES: Readonly<Record<string, string>> = {
  vw: 'Volkswagen',
  volkswagon: 'Volkswagen',
  merc: 'Mercedes-Benz',
  mercedes: 'Mercedes-Benz',
  benz: 'Mercedes-Benz',
  chev: 'Chevrolet',
  chevy: 'Chevrolet',
  beemer: 'BMW',
  landy: 'Land Rover',
  mitsi: 'Mitsubishi',
  mitsu: 'Mitsubishi',
  hyundia: 'Hyundai',
};

/**
 * Other spellings of colour words; each applies only where the site stocks a colour of that
 * name ('gray' finds the site's 'Grey'). The colours themselves come from the stock.
 */
export const COLOUR_SPELLINGS: Readonly<Record<string, string>> = {
  gray: 'grey',
  grey: 'gray',
};

/** Values a feed writes for a colour it does not know: never read as a colour. */
export const NOT_A_COLOUR: ReadonlySet<string> = new Set([
  'other',
  'unknown',
  'na',
  'tba',
  'various',
]);

/** Words that ask for an order rather than for cars. */
export const QUERY_SORT_WORDS: Readonly<Record<string, QuerySort>> = {
  cheap: 'price:asc',
  cheapest: 'price:asc',
  budget: 'price:asc',
  bargain: 'price:asc',
  affordable: 'price:asc',
  'lowest price': 'price:asc',
  latest: 'year:desc',
  newest: 'year:desc',
  'lowest km': 'km:asc',
  'lowest kms': 'km:asc',
};

/**
 * Everyday body names that name a whole kind of stock on some sites ('truck' on a truck
 * dealer's site is every truck, not the light trucks; 'rv' every RV, not the motorhomes), or
 * a number the query reads itself ('8 seater' is seats): not read as a body.
 */
export const NOT_A_BODY: ReadonlySet<string> = new Set([
  'truck',
  'trucks',
  'rv',
  '8 seater',
  'lorry',
]);

/** Words that say nothing about which car: dropped from the text once anything is understood. */
export const FILLER_WORDS: ReadonlySet<string> = new Set([
  'a',
  'an',
  'the',
  'car',
  'cars',
  'vehicle',
  'vehicles',
  'for',
  'sale',
  'with',
  'in',
  'and',
  'or',
  'my',
  'me',
  'i',
  'want',
  'need',
  'looking',
  'show',
  'find',
  'any',
  'some',
  'price',
  'priced',
  'model',
  'year',
]);

/** 'Low km' reads as under this many kilometres (product rule 9.15). */
export const LOW_KM = 30_000;
