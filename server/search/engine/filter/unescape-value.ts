/** What can be wrong with a quoted value, in filter-parser's terms. */
export type QuotedProblem = 'unterminated' | 'danglingBackslash' | 'malformed' | 'invalidNumber';

export type Unescaped = { value: string; problem?: undefined } | { problem: QuotedProblem };

const SIMPLE_ESCAPES: Record<string, string> = {
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
  v: '\v',
  "'": "'",
  '"': '"',
  '\\': '\\',
  '/': '/',
};

/**
 * Meilisearch unescapes a quoted value in two steps (filter-parser value.rs):
 * `\<quote>` becomes the quote when one was seen, then the whole value goes
 * through the `unescaper` crate (`\n`, `\t`, `\\`, `\u{..}`, `\xNN`, octal...).
 * An unknown escape is a "Malformed value", a bad number an "invalid escaped
 * sequence number".
 */
export function unescapeQuoted(raw: string, quote: string, escapedQuote: boolean): Unescaped {
  return unescapeSequences(escapedQuote ? raw.replaceAll(`\\${quote}`, quote) : raw);
}

export function unescapeSequences(text: string): Unescaped {
  if (!text.includes('\\')) return { value: text };
  let out = '';
  let i = 0;
  while (i < text.length) {
    const char = text[i]!;
    if (char !== '\\') {
      out += char;
      i++;
      continue;
    }
    const next = text[i + 1];
    if (next === undefined) return { problem: 'malformed' };
    const simple = SIMPLE_ESCAPES[next];
    if (simple !== undefined) {
      out += simple;
      i += 2;
      continue;
    }
    const decoded = decodeNumeric(text, i + 1);
    if ('problem' in decoded) return decoded;
    out += decoded.char;
    i = decoded.next;
  }
  return { value: out };
}

type Decoded = { char: string; next: number } | { problem: QuotedProblem };

function decodeNumeric(text: string, at: number): Decoded {
  const kind = text[at]!;
  if (kind === 'u' && text[at + 1] === '{') {
    const close = text.indexOf('}', at + 2);
    if (close === -1) return { problem: 'malformed' };
    return fromCodePoint(text.slice(at + 2, close), 16, close + 1);
  }
  if (kind === 'u') return fromCodePoint(text.slice(at + 1, at + 5), 16, at + 5, 4);
  if (kind === 'x') return fromCodePoint(text.slice(at + 1, at + 3), 16, at + 3, 2);
  const octal = /^[0-7]{1,3}/.exec(text.slice(at, at + 3));
  if (octal) return fromCodePoint(octal[0], 8, at + octal[0].length);
  return { problem: 'malformed' };
}

function fromCodePoint(digits: string, radix: 8 | 16, next: number, length?: number): Decoded {
  const pattern = radix === 16 ? /^[0-9a-fA-F]+$/ : /^[0-7]+$/;
  if (!pattern.test(digits) || (length !== undefined && digits.length !== length)) {
    return { problem: 'invalidNumber' };
  }
  const code = parseInt(digits, radix);
  if (code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return { problem: 'malformed' };
  return { char: String.fromCodePoint(code), next };
}
