// Feed files as real exports write them: UTF-8 with or without a byte order mark, UTF-16
// with one, or Windows-1252 from older dealer systems ('Citroën', 'Škoda').
import type { FeedEncoding } from '#shared/feeds/feed-settings.ts';

// Windows-1252 bytes 0x80-0x9F; the rest of the code page is Latin-1. Written out because
// Node's TextDecoder reads 'windows-1252' as Latin-1 (0x8A stays U+008A, not 'Š').
const CP1252_HIGH = [
  0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152,
  0x8d, 0x17d, 0x8f, 0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122,
  0x161, 0x203a, 0x153, 0x9d, 0x17e, 0x178,
];

export class FeedTextError extends Error {}

export function decodeWindows1252(bytes: Uint8Array): string {
  const parts: string[] = [];
  const CHUNK = 8192;
  for (let start = 0; start < bytes.length; start += CHUNK) {
    const codes = Array.from(bytes.subarray(start, start + CHUNK), (byte) =>
      byte >= 0x80 && byte <= 0x9f ? CP1252_HIGH[byte - 0x80]! : byte,
    );
    parts.push(String.fromCharCode(...codes));
  }
  return parts.join('');
}

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return prefix.every((byte, index) => bytes[index] === byte);
}

/** The feed's text; a byte order mark decides, else the site's encoding ('auto' tries UTF-8 first). */
export function decodeFeedText(bytes: Uint8Array, encoding: FeedEncoding): string {
  if (startsWith(bytes, [0xef, 0xbb, 0xbf])) return new TextDecoder('utf-8').decode(bytes);
  if (startsWith(bytes, [0xff, 0xfe])) return new TextDecoder('utf-16le').decode(bytes);
  if (startsWith(bytes, [0xfe, 0xff])) return new TextDecoder('utf-16be').decode(bytes);
  if (encoding === 'windows-1252') return decodeWindows1252(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    if (encoding === 'utf-8') {
      throw new FeedTextError(
        "is not valid UTF-8 (set the feed's encoding to windows-1252 or auto if the provider writes that)",
      );
    }
    return decodeWindows1252(bytes);
  }
}
