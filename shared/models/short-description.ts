/** product rule 9.7: short descriptions and dropdown descriptions are cut to 75 characters. */
export const SHORT_DESCRIPTION_LENGTH = 75;

const ELLIPSIS = '…';
// What a cut text may not end on before its ellipsis: spaces and clause punctuation.
const TRAILING = /[\s,;:.\-–—]+$/;

/**
 * A description cut to `max` characters, ellipsis included, on a word boundary: the last
 * whole word that fits is kept, so no word is cut in half. A first word longer than the
 * limit is the one case cut mid-word. Text that fits is kept whole.
 */
export function shortDescription(
  text: string | undefined,
  max = SHORT_DESCRIPTION_LENGTH,
): string | undefined {
  if (text === undefined) return undefined;
  const clean = text.trim().replace(/\s+/g, ' ');
  if (clean.length <= max) return clean;
  const room = clean.slice(0, max - ELLIPSIS.length);
  // The cut falls between words when the next character ends a word.
  const endsOnWord = /[\s,;:.!?]/.test(clean.charAt(room.length));
  const lastSpace = room.lastIndexOf(' ');
  const words = endsOnWord || lastSpace <= 0 ? room : room.slice(0, lastSpace);
  return `${words.replace(TRAILING, '')}${ELLIPSIS}`;
}
