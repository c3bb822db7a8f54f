import { isUtf8 } from 'node:buffer';

/**
 * The 0-based offset of the first byte that is not part of well-formed UTF-8
 * (overlong forms, surrogates and code points past U+10FFFF included), or -1.
 * A decoder would quietly turn such bytes into U+FFFD.
 */
export function firstInvalidUtf8Byte(bytes: Uint8Array): number {
  if (isUtf8(bytes)) return -1;
  let i = 0;
  while (i < bytes.length) {
    const length = sequenceLength(bytes, i);
    if (length === 0) return i;
    i += length;
  }
  return -1;
}

/** How many bytes the well-formed sequence at `i` takes (Unicode Table 3-7), 0 if ill-formed. */
function sequenceLength(bytes: Uint8Array, i: number): number {
  const lead = bytes[i]!;
  if (lead < 0x80) return 1;
  const [count, low, high] =
    lead >= 0xc2 && lead <= 0xdf
      ? [2, 0x80, 0xbf]
      : lead === 0xe0
        ? [3, 0xa0, 0xbf]
        : lead === 0xed
          ? [3, 0x80, 0x9f]
          : lead >= 0xe1 && lead <= 0xef
            ? [3, 0x80, 0xbf]
            : lead === 0xf0
              ? [4, 0x90, 0xbf]
              : lead === 0xf4
                ? [4, 0x80, 0x8f]
                : lead >= 0xf1 && lead <= 0xf3
                  ? [4, 0x80, 0xbf]
                  : [0, 0, 0];
  if (count === 0 || i + count > bytes.length) return 0;
  const second = bytes[i + 1]!;
  if (second < low || second > high) return 0;
  for (let k = 2; k < count; k += 1) {
    const next = bytes[i + k]!;
    if (next < 0x80 || next > 0xbf) return 0;
  }
  return count;
}
