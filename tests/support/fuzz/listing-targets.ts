import fc from 'fast-check';
import { RANGE_ATTRIBUTES, REFINEMENT_ATTRIBUTES } from '#shared/search-url/search-state.ts';

/** Values a shopper, a link or a bot may put in a listing URL: real ones and awkward ones. */
export const awkwardValue = fc.oneof(
  fc.constantFrom('Mazda', 'Toyota', 'Land Rover', 'Mazda CX-5', 'used', 'new', 'suv', 'cx-5'),
  fc.constantFrom(
    "o'brien",
    'a+b',
    'R&D',
    '100%',
    'x=y',
    'what?',
    '#1',
    'Citroën',
    ' pad ',
    '(~!)',
  ),
  fc.constantFrom('1e400', '-5', '5000-20000', '-50000', '2020-', '0', '99999999999', '1.5', '-'),
  fc.string({ maxLength: 12 }),
  fc.string({ unit: 'grapheme', maxLength: 8 }),
);

/** Names a listing query may carry: its own, InstantSearch's, campaign ones and strays. */
export const listingParamName = fc.oneof(
  fc.constantFrom(...REFINEMENT_ATTRIBUTES, ...RANGE_ATTRIBUTES),
  fc.constantFrom('query', 'page', 'sort', 'utm_source', 'gclid', '_data', 'price_min', 'km_max'),
  fc.constantFrom('refinementList[make][0]', 'refinementList[dealership_slug][0]', 'query[x]'),
  fc.constantFrom('page[]', 'make[0]', 'refinementList[make][99999]', 'sort[price]'),
  fc.string({ maxLength: 8 }),
);

/** How a value is written on the wire: as a form would, as encodeURIComponent would, or bare. */
const written = (text: string, style: number) =>
  style === 0
    ? new URLSearchParams([['', text]]).toString().slice(1)
    : style === 1
      ? encodeURIComponent(text)
      : text.replace(/[%&#?\s]/g, encodeURIComponent);

/** A raw query string (without '?'): repeated, array-valued, huge and stray parameters. */
export const rawListingQuery = fc
  .array(fc.tuple(listingParamName, awkwardValue, fc.integer({ min: 0, max: 2 })), {
    maxLength: 6,
  })
  .map((pairs) =>
    pairs.map(([name, value, style]) => `${written(name, style)}=${written(value, style)}`),
  )
  .map((pairs) => pairs.join('&'));
