// Meilisearch (charabia, Latin pipeline) normalizes with compatibility
// decomposition, lowercase and removal of non-spacing marks, plus a few
// letter rewrites (æ → ae, œ → oe, dotless ı → i). Greek final sigma is folded
// to σ so a word matches whatever its place in a sentence.
const NON_SPACING_MARKS = /\p{Mn}/gu;
const REWRITES: Readonly<Record<string, string>> = { æ: 'ae', œ: 'oe', ı: 'i', ς: 'σ' };
const REWRITABLE = /[æœıς]/g;
const HAS_REWRITABLE = /[æœıς]/;
const PLAIN_ASCII = /^[\x00-\x7f]*$/;

/** The searchable form of a word: lower-cased, diacritics and ligatures removed. */
export function foldWord(word: string): string {
  // Most listing text is plain ASCII: lower-casing is all it needs.
  if (PLAIN_ASCII.test(word)) return word.toLowerCase();
  const folded = word.toLowerCase().normalize('NFKD').replace(NON_SPACING_MARKS, '');
  return HAS_REWRITABLE.test(folded) ? folded.replace(REWRITABLE, (c) => REWRITES[c] ?? c) : folded;
}

/**
 * How many UTF-16 units of `original` produce the first `foldedCodePoints`
 * code points of `foldWord(original)`. Highlighting a prefix match needs it:
 * Meilisearch highlights only the typed part of a word in the original text
 * ("westfali" → "<em>Westfáli</em>a").
 */
export function measureOriginalPrefix(original: string, foldedCodePoints: number): number {
  let produced = 0;
  let offset = 0;
  for (const char of original) {
    if (produced >= foldedCodePoints) break;
    produced += countCodePoints(foldWord(char));
    offset += char.length;
  }
  return offset;
}

export function countCodePoints(text: string): number {
  let count = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit < 0xdc00 || unit > 0xdfff) count++;
  }
  return count;
}
