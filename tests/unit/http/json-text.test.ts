import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { checkJsonText } from '#server/http/json-text.ts';
import { firstInvalidUtf8Byte } from '#server/http/utf8.ts';

const parses = (text: string) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};
const hasLoneSurrogateEscape = (text: string) => /\\u[dD][89a-fA-F]/i.test(text);

describe('checkJsonText', () => {
  test('accepts exactly what JSON.parse accepts (lone surrogate escapes aside)', () => {
    const jsonish = fc.oneof(
      fc.json({ maxDepth: 5 }),
      fc.string({ unit: fc.constantFrom(...'{}[]:,"\\/ 0123456789.eE+-tfnrul\n\tx') }),
      fc
        .tuple(fc.json(), fc.nat(), fc.string({ maxLength: 3 }))
        .map(
          ([text, at, insert]) =>
            text.slice(0, at % (text.length + 1)) + insert + text.slice(at % (text.length + 1)),
        ),
    );
    fc.assert(
      fc.property(jsonish, (text) => {
        fc.pre(!hasLoneSurrogateEscape(text));
        expect(checkJsonText(text, 1000) === undefined).toBe(parses(text));
      }),
      { numRuns: 3000 },
    );
  });

  test('names the line and column of the first problem and quotes nothing', () => {
    expect(checkJsonText('{\n  "name": "Alex Citizen",\n  "email" "a@b.c"\n}', 32)).toEqual({
      kind: 'syntax',
      problem: "expected ':' after a property name",
      line: 3,
      column: 11,
      offset: 38,
    });
    expect(checkJsonText('{"a":}', 32)?.problem).toBe('expected a value');
    expect(checkJsonText('{"a":1', 32)?.problem).toBe("the body ends before its closing '}'");
    expect(checkJsonText('"\\ud800"', 32)?.problem).toBe(
      'a \\u escape names half of a surrogate pair',
    );
    expect(checkJsonText('"\\ud83d\\ude00"', 32)).toBeUndefined();
  });

  test('counts nesting without recursion, however deep', () => {
    const deep = (n: number) => '['.repeat(n) + ']'.repeat(n);
    expect(checkJsonText(deep(32), 32)).toBeUndefined();
    expect(checkJsonText(deep(33), 32)).toMatchObject({ kind: 'depth', column: 33 });
    expect(checkJsonText(deep(1_000_000), 32)).toMatchObject({ kind: 'depth' });
    expect(checkJsonText('{"fields":' + '{"a":'.repeat(40) + '1' + '}'.repeat(41), 32)?.kind).toBe(
      'depth',
    );
  });
});

describe('firstInvalidUtf8Byte', () => {
  test('agrees with a fatal UTF-8 decoder and points at a byte it cannot decode', () => {
    const decoder = new TextDecoder('utf-8', { fatal: true });
    fc.assert(
      fc.property(
        fc.uint8Array({ maxLength: 40 }),
        fc.string({ unit: 'binary', maxLength: 10 }),
        (noise, text) => {
          const bytes = Buffer.concat([Buffer.from(text), Buffer.from(noise)]);
          const at = firstInvalidUtf8Byte(bytes);
          let valid = true;
          try {
            decoder.decode(bytes);
          } catch {
            valid = false;
          }
          expect(at === -1).toBe(valid);
          if (at !== -1) {
            expect(() => decoder.decode(bytes.subarray(0, at))).not.toThrow();
          }
        },
      ),
      { numRuns: 3000 },
    );
    expect(firstInvalidUtf8Byte(Buffer.from([0x7b, 0x22, 0xc0, 0xaf]))).toBe(2);
    expect(firstInvalidUtf8Byte(Buffer.from([0xed, 0xa0, 0x80]))).toBe(0);
  });
});
