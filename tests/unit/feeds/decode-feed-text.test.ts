import { expect, test } from 'vitest';
import {
  decodeFeedText,
  decodeWindows1252,
  FeedTextError,
} from '#server/inventory/feeds/decode-feed-text.ts';

const cp1252 = Buffer.from([
  0x8a, 0x6b, 0x6f, 0x64, 0x61, 0x20, 0x43, 0x69, 0x74, 0x72, 0x6f, 0xeb, 0x6e, 0x20, 0x80,
]);

test.each([
  ['UTF-8', Buffer.from('Škoda Citroën €', 'utf8'), 'auto', 'Škoda Citroën €'],
  ['UTF-8 with a BOM', Buffer.from('\ufeffŠkoda', 'utf8'), 'auto', 'Škoda'],
  ['UTF-16 with a BOM', Buffer.from('\ufeffŠkoda', 'utf16le'), 'auto', 'Škoda'],
  ['Windows-1252, detected', cp1252, 'auto', 'Škoda Citroën €'],
  ['Windows-1252, declared', cp1252, 'windows-1252', 'Škoda Citroën €'],
] as const)('%s', (_name, bytes, encoding, text) => {
  expect(decodeFeedText(bytes, encoding)).toBe(text);
});

test('a site declaring UTF-8 is told when the file is not', () => {
  expect(() => decodeFeedText(cp1252, 'utf-8')).toThrow(FeedTextError);
});

test('Windows-1252 keeps Latin-1 bytes as they are', () => {
  expect(decodeWindows1252(Buffer.from([0x41, 0xe9, 0xff]))).toBe('Aéÿ');
});
