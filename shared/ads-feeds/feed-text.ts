// Text that goes into the ads feeds (product rule 2.16): dealer descriptions arrive with
// markup, control characters and emoji, which neither channel takes and which could break
// the XML or CSV. What is left is plain text, whitespace collapsed, within the channel's limit.

const TAG = /<\/?[a-zA-Z][^<>]*>/g;
const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};
const ENTITY = /&(#\d{1,7}|#x[0-9a-fA-F]{1,6}|[a-zA-Z]+);/g;
// C0 and C1 controls (tabs and line breaks become spaces first), lone surrogates, and the
// characters XML 1.0 forbids outright.
const CONTROL =
  /[\u0000-\u001f\u007f-\u009f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
// Emoji: pictographs shown as emoji (by default or by the emoji selector), flags, skin tones
// and joiners. Text symbols such as © ® ™ stay.
const EMOJI =
  /\p{Extended_Pictographic}\ufe0f|[\p{Emoji_Presentation}\p{Regional_Indicator}\u{1F3FB}-\u{1F3FF}\u200d\ufe0e\ufe0f\u20e3]/gu;

function decodeEntity(match: string, body: string): string {
  if (body.startsWith('#')) {
    const code = body[1] === 'x' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
  }
  return ENTITIES[body.toLowerCase()] ?? match;
}

/** Plain one-line text: no markup, controls or emoji; whitespace collapsed. */
export function cleanFeedText(text: string | null | undefined): string {
  if (!text) return '';
  return text
    .replace(/<br\s*\/?>|<\/p>|<\/li>/gi, ' ')
    .replace(TAG, ' ')
    .replace(ENTITY, decodeEntity)
    .replace(TAG, ' ')
    .replace(/[\t\n\r\f\v\u2028\u2029]/g, ' ')
    .replace(CONTROL, '')
    .replace(EMOJI, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Cleaned text cut to at most `max` characters (code points), at a word break where there
 * is one in the last fifth, so a cut never splits a word or a surrogate pair.
 */
export function fitFeedText(text: string | null | undefined, max: number): string {
  const clean = cleanFeedText(text);
  const chars = [...clean];
  if (chars.length <= max) return clean;
  const cut = chars.slice(0, max - 1).join('');
  const space = cut.lastIndexOf(' ');
  const kept = space > cut.length * 0.8 ? cut.slice(0, space) : cut;
  return `${kept.trimEnd()}…`;
}

/** Whether text holds anything a feed must not carry (used by the channel rules). */
export function hasUncleanText(text: string): boolean {
  CONTROL.lastIndex = 0;
  EMOJI.lastIndex = 0;
  return CONTROL.test(text) || EMOJI.test(text) || /<\/?[a-zA-Z][^<>]*>/.test(text);
}
