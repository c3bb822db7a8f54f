// product rule 9.1 and decision 0006: what the listing search box suggests while the shopper types.

/** product rule 9.1: the typeahead shows a price only when it is over this many dollars. */
export const TYPEAHEAD_PRICE_THRESHOLD = 250;
/** Fewer characters than this match too much to be worth a request. */
export const TYPEAHEAD_MIN_QUERY_LENGTH = 2;
/** Suggestions in the list at most. */
export const TYPEAHEAD_LIMIT = 6;
/** Quiet time after the last keystroke before asking the search proxy. */
export const TYPEAHEAD_DEBOUNCE_MS = 150;

/** product rule 9.1: a suggestion's price is shown only when over the threshold (no $0 or $1 'prices'). */
export function showsTypeaheadPrice(price: number | null | undefined): price is number {
  return typeof price === 'number' && price > TYPEAHEAD_PRICE_THRESHOLD;
}

/** The text to ask suggestions for, or null when it is too short to ask. */
export function typeaheadQuery(text: string): string | null {
  const query = text.trim();
  return query.length >= TYPEAHEAD_MIN_QUERY_LENGTH ? query : null;
}
