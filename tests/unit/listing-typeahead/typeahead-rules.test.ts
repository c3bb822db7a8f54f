import { describe, expect, test } from 'vitest';
import {
  showsTypeaheadPrice,
  TYPEAHEAD_LIMIT,
  TYPEAHEAD_PRICE_THRESHOLD,
  typeaheadQuery,
} from '#shared/pages/listing/typeahead-rules.ts';
import { typeaheadRequestBody } from '#shared/pages/listing/typeahead-client.ts';
import { validateProxyBody } from '#server/search/proxy/validate-request.ts';

describe('product rule 9.1: the typeahead shows a price only when it is over 250', () => {
  test('the threshold is the product rules value', () => {
    expect(TYPEAHEAD_PRICE_THRESHOLD).toBe(250);
  });

  test.each([
    [0, false],
    [1, false],
    [249, false],
    [250, false],
    [250.01, true],
    [251, true],
    [45_990, true],
    [null, false],
    [undefined, false],
  ])('price %s shown: %s', (price, expected) => {
    expect(showsTypeaheadPrice(price)).toBe(expected);
  });
});

describe('when to ask for suggestions', () => {
  test.each([
    ['', null],
    ['t', null],
    ['  t  ', null],
    ['to', 'to'],
    ['  Toyota ', 'Toyota'],
    ['cx-5', 'cx-5'],
  ])('%j asks for %j', (text, expected) => {
    expect(typeaheadQuery(text)).toBe(expected);
  });
});

describe('the suggestions request', () => {
  test('one small query of the cars index: six hits, only the fields a suggestion shows', () => {
    expect(typeaheadRequestBody('Toyota')).toEqual({
      queries: [
        {
          indexUid: 'cars',
          q: 'Toyota',
          limit: TYPEAHEAD_LIMIT,
          attributesToRetrieve: [
            'id',
            'slug',
            'name',
            'year',
            'make',
            'model',
            'badge',
            'price',
            'price_type',
            'primary_image_url',
            'simple_body',
          ],
          attributesToHighlight: [],
        },
      ],
    });
    expect(TYPEAHEAD_LIMIT).toBe(6);
  });

  test('the search proxy accepts it as it is (every field is one a shopper may retrieve)', () => {
    expect(() => validateProxyBody(typeaheadRequestBody('Toyota'), 'cars')).not.toThrow();
  });
});
