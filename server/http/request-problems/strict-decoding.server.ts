import { CONTROL_CHARACTER, CONTROL_CHARACTERS } from '#shared/text/control-characters.ts';

const utf8 = new TextDecoder('utf-8', { fatal: true });
const HEX_PAIR = /^[0-9a-f]{2}$/i;

/** Why a urlencoded component could not be read. */
export type DecodeFailure = 'percent' | 'utf8';

/** Each decode failure in words, after the part it is about ("the field 'x' ..."). */
export const DECODE_FAILURE_WORDS: Record<DecodeFailure, string> = {
  percent: "has a '%' that is not followed by two hexadecimal digits",
  utf8: 'is not UTF-8 text',
};

/**
 * One urlencoded component (a path segment, a query or form name or value) read strictly:
 * every '%' starts two hexadecimal digits and the bytes are UTF-8. `bytes` is the component
 * as it came off the wire, one byte per character (latin1), which is how Node hands over a
 * request line; '+' is a space in query strings and form bodies, never in paths.
 */
export function decodeStrictly(bytes: string, plusIsSpace: boolean): string | DecodeFailure {
  const out: number[] = [];
  for (let index = 0; index < bytes.length; index += 1) {
    const code = bytes.charCodeAt(index);
    if (code === 0x25) {
      const hex = bytes.slice(index + 1, index + 3);
      if (!HEX_PAIR.test(hex)) return 'percent';
      out.push(parseInt(hex, 16));
      index += 2;
    } else if (code === 0x2b && plusIsSpace) {
      out.push(0x20);
    } else {
      out.push(code & 0xff);
    }
  }
  try {
    return utf8.decode(Uint8Array.from(out));
  } catch {
    return 'utf8';
  }
}

export function hasControlCharacter(text: string): boolean {
  return CONTROL_CHARACTER.test(text);
}

/** A name safe and short enough to quote back in an error message. */
export function quotedName(name: string): string {
  const printable = name.replace(CONTROL_CHARACTERS, '?');
  return `'${printable.length > 40 ? `${printable.slice(0, 40)}…` : printable}'`;
}
