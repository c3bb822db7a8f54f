import zlib from 'node:zlib';
import fc from 'fast-check';

/** Strings a form field should never hold, or that stress every length and character rule. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'Alex\u0000Citizen',
    'line\r\nBcc: x@example.com',
    '\u0007\u001b[31m',
    '\u202eevil',
    '\u2028',
    '\u0085',
    '\ufeff',
    '\ud800',
    '=cmd|calc',
    '__proto__',
    '',
    ' ',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ maxLength: 10 }).map((s) => s.repeat(1 + Math.floor(70_000 / (s.length + 1)))),
  fc.integer({ min: 1, max: 5000 }).map((n) => 'x'.repeat(n)),
);

/** Numbers past every bound: huge, negative, fractional, unsafe integers. */
export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(0, -0, -1, 0.5, 1e308, -1e308, 2 ** 53 + 1, 2 ** 64, 5e-324, 1e21),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

/** Any value a JSON field could be given instead of the right one. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  hostileNumber,
  fc.constantFrom(null, true, false, [], {}, [1], JSON.parse('{"__proto__":1}'), {
    constructor: {},
  }),
  fc.json({ maxDepth: 3 }).map((text) => JSON.parse(text) as unknown),
);

type Json = unknown;

/** A copy of `value` with one leaf, key or container replaced by something hostile. */
function mutateValue(value: Json): fc.Arbitrary<Json> {
  if (Array.isArray(value) && value.length > 0) {
    return fc
      .tuple(fc.nat(value.length - 1), fc.boolean())
      .chain(([index, deeper]) =>
        (deeper ? mutateValue(value[index]) : hostileValue).map((item) =>
          value.map((old, i) => (i === index ? item : old)),
        ),
      );
  }
  if (value && typeof value === 'object' && Object.keys(value).length > 0) {
    const keys = Object.keys(value);
    return fc.oneof(
      fc
        .tuple(fc.constantFrom(...keys), fc.boolean())
        .chain(([key, deeper]) =>
          (deeper ? mutateValue((value as Record<string, Json>)[key]) : hostileValue).map(
            (item) => ({ ...(value as object), [key]: item }),
          ),
        ),
      fc
        .tuple(fc.constantFrom('__proto__', 'constructor', 'prototype', 'x'), hostileValue)
        .map(
          ([key, item]) =>
            JSON.parse(
              `{${JSON.stringify(key)}:${JSON.stringify(item) ?? 'null'},${JSON.stringify(value).slice(1)}`,
            ) as Json,
        ),
      fc.constant(Object.values(value)),
    );
  }
  return hostileValue;
}

/** JSON text nested `depth` deep, inside `fields` or at the top. */
function deepText(depth: number, open: '[' | '{"a":'): string {
  const close = open === '[' ? ']' : '}';
  return `${open.repeat(depth)}1${close.repeat(depth)}`;
}

/** Bytes that are not UTF-8: lone continuation bytes, overlong forms, surrogates, past U+10FFFF. */
const invalidUtf8 = fc.constantFrom(
  [0x80],
  [0xc0, 0xaf],
  [0xed, 0xa0, 0x80],
  [0xf4, 0x90, 0x80, 0x80],
  [0xff],
  [0xe2, 0x82],
);

/**
 * Hostile bodies around a valid one: the valid body, a value mutated, random JSON,
 * truncated or byte-flipped text, invalid UTF-8 inside a string, deep nesting at the
 * top and inside the body, number literals JSON.parse would round, and empty bodies.
 */
export function hostileBody(valid: fc.Arbitrary<object>): fc.Arbitrary<Buffer> {
  const text = (arbitrary: fc.Arbitrary<string>) => arbitrary.map((s) => Buffer.from(s, 'utf8'));
  const json = (arbitrary: fc.Arbitrary<Json>) =>
    text(arbitrary.map((value) => JSON.stringify(value) ?? 'null'));
  return fc.oneof(
    { weight: 3, arbitrary: json(valid) },
    { weight: 6, arbitrary: json(valid.chain((body) => mutateValue(body))) },
    json(fc.json({ maxDepth: 4 }).map((t) => JSON.parse(t) as Json)),
    text(
      fc
        .tuple(valid, fc.nat())
        .map(([body, cut]) => JSON.stringify(body).slice(0, cut % JSON.stringify(body).length)),
    ),
    fc.tuple(valid, fc.nat(), fc.integer({ min: 0, max: 255 })).map(([body, at, byte]) => {
      const bytes = Buffer.from(JSON.stringify(body), 'utf8');
      bytes[at % bytes.length] = byte;
      return bytes;
    }),
    fc.tuple(valid, invalidUtf8).map(([body, bad]) => {
      const [head, ...rest] = JSON.stringify(body).split('"');
      return Buffer.concat([
        Buffer.from(`${head}"`, 'utf8'),
        Buffer.from(bad),
        Buffer.from(rest.join('"'), 'utf8'),
      ]);
    }),
    text(
      fc
        .tuple(
          fc.integer({ min: 20, max: 20_000 }),
          fc.constantFrom('[' as const, '{"a":' as const),
        )
        .map(([depth, open]) => deepText(depth, open)),
    ),
    fc.tuple(valid, fc.integer({ min: 20, max: 5_000 })).map(([body, depth]) => {
      const text = JSON.stringify(body);
      return Buffer.from(`${text.slice(0, -1)},"fields":${deepText(depth, '{"a":')}}`, 'utf8');
    }),
    text(
      fc.constantFrom(
        '{"car_id": 1e999999}',
        '{"car_id": 123456789012345678901234567890}',
        '{"car_id": -0}',
        '{"step_number": 1.0}',
        '{"form_completed": 1}',
        '\ufeff{}',
        '{"a":1}{"b":2}',
        '',
        ' ',
        'null',
        '[]',
        '"\\u0000"',
        '{"__proto__": {"polluted": true}}',
        '{"fields": {"__proto__": {"polluted": true}}}',
      ),
    ),
  );
}

export type BodyEncoding = 'none' | 'gzip' | 'deflate' | 'br' | 'mismatch' | 'corrupt' | 'bogus';

/** A Content-Encoding header and the body as it would be sent under it. */
export function encodeBody(
  body: Buffer,
  encoding: BodyEncoding,
): { headers: Record<string, string>; body: Buffer } {
  switch (encoding) {
    case 'none':
      return { headers: {}, body };
    case 'gzip':
      return { headers: { 'Content-Encoding': 'gzip' }, body: zlib.gzipSync(body) };
    case 'deflate':
      return { headers: { 'Content-Encoding': 'deflate' }, body: zlib.deflateSync(body) };
    case 'br':
      return { headers: { 'Content-Encoding': 'br' }, body: zlib.brotliCompressSync(body) };
    case 'mismatch':
      return { headers: { 'Content-Encoding': 'gzip' }, body };
    case 'corrupt': {
      const packed = zlib.gzipSync(body);
      return {
        headers: { 'Content-Encoding': 'gzip' },
        body: packed.subarray(0, Math.max(1, packed.length - 6)),
      };
    }
    case 'bogus':
      return { headers: { 'Content-Encoding': 'zstd, compress' }, body };
  }
}

let inflating: Buffer | undefined;

/** A gzip bomb's small cousin: a few kilobytes that inflate past any body limit (made once). */
export function inflatingBody(): Buffer {
  inflating ??= zlib.gzipSync(Buffer.from(`{"q":"${'a'.repeat(2_000_000)}"}`));
  return inflating;
}
