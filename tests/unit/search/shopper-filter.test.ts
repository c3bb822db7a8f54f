import { describe, expect, test } from 'vitest';
import { parseFilter } from '#server/search/engine/filter/parse-filter.ts';
import { serializeFilter } from '#server/search/engine/filter/serialize-filter.ts';
import { engineFilter } from '#server/search/proxy/shopper-filter.ts';

describe('engineFilter (decision 0013)', () => {
  test.each([
    ['price <= 20000', 'asking_price <= 20000'],
    ['price 5000 TO 20000', 'asking_price 5000 TO 20000'],
    ['price >= 5000 AND make = Kia', 'asking_price >= 5000 AND make = Kia'],
    [
      '(price < 9000 OR km < 10) AND NOT price > 1',
      '(asking_price < 9000 OR km < 10) AND NOT asking_price > 1',
    ],
    ['weekly_price <= 200', 'weekly_price <= 200'],
  ])('%s runs as %s', (filter, expected) => {
    expect(serializeFilter(engineFilter(parseFilter(filter)!))).toBe(
      serializeFilter(parseFilter(expected)!),
    );
  });
});
