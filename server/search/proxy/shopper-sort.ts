import { CARS_ASKING_PRICE_ATTRIBUTE } from '../cars-index.server.ts';

/** decision 0013: cars equal on the shopper's sort keep the site's rank (product rule 7.3), then newest first. */
const TIE_BREAKS = ['custom_rank:desc', 'created_at:desc'];

const attributeOf = (criterion: string) => criterion.slice(0, criterion.lastIndexOf(':'));

/**
 * A shopper's sort (validated `<attribute>:asc|desc`) as the index runs it: a price
 * sort on the asking price, which cars on price on application lack, so they follow
 * every priced car both ways; then the site's tie-breaks not already asked for.
 */
export function engineSort(sort: readonly string[]): string[] {
  const criteria = sort.map((criterion) =>
    attributeOf(criterion) === 'price'
      ? `${CARS_ASKING_PRICE_ATTRIBUTE}${criterion.slice('price'.length)}`
      : criterion,
  );
  const asked = new Set(sort.map(attributeOf));
  return [...criteria, ...TIE_BREAKS.filter((tie) => !asked.has(attributeOf(tie)))];
}
