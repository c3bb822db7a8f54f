import fc from 'fast-check';
import type { FuzzRequest } from './fuzz-target.ts';
import { encodeBody, inflatingBody, type BodyEncoding } from './hostile-body.ts';

/** Printable-ish header text: no CR or LF (sendRaw sends LF-separated parts as duplicate headers). */
const headerText = fc
  .string({ unit: 'binary-ascii', maxLength: 80 })
  .map((s) => s.replace(/[\r\n]/g, ''));

/** Content-Type as clients get it wrong: other types, charsets, duplicates, junk, none. */
export const hostileContentType: fc.Arbitrary<string | undefined> = fc.oneof(
  { weight: 8, arbitrary: fc.constant('application/json') },
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      undefined,
      'application/json; charset=utf-8',
      'Application/JSON; charset="UTF-8"',
      'application/json; charset=latin1',
      'application/json; charset=utf-16le',
      'application/json;;;',
      'application/json; charset',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/merge-patch+json',
      '*/*',
      '',
      'application/json\ntext/plain',
      'text/plain\napplication/json',
    ),
  },
  { weight: 1, arbitrary: headerText },
);

export const hostileEncoding: fc.Arbitrary<BodyEncoding> = fc.oneof(
  { weight: 10, arbitrary: fc.constant('none' as const) },
  {
    weight: 3,
    arbitrary: fc.constantFrom<BodyEncoding>(
      'gzip',
      'deflate',
      'br',
      'mismatch',
      'corrupt',
      'bogus',
    ),
  },
);

/** Query strings servers trip on: repeats, brackets, bad escapes, NUL, very many parameters. */
export const hostileQuery: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constant('') },
  fc.constantFrom(
    '?a=1&a=2',
    '?x[]=1&x[]=2',
    '?__proto__[polluted]=1',
    '?constructor[prototype][x]=1',
    '?%zz=%',
    '?q=%00',
    '?q=%C0%AF',
    `?${'a=1&'.repeat(3000)}`,
    `?x=${'a'.repeat(6000)}`,
  ),
  headerText.map((s) => `?${encodeURI(s)}`),
);

/** Extra headers: odd idempotency keys and lead tokens, duplicates, oversize values. */
export function hostileHeaders(
  valid: Record<string, fc.Arbitrary<string>>,
): fc.Arbitrary<Record<string, string>> {
  const entries = Object.entries(valid).map(([name, arbitrary]) =>
    fc
      .option(
        fc.oneof(
          { weight: 6, arbitrary },
          fc.constantFrom('', 'short', 'x'.repeat(300), 'has space', 'a\nb', 'ünïcödé-key-1234'),
          headerText,
        ),
        { nil: undefined, freq: 6 },
      )
      .map((value) => [name, value] as const),
  );
  const extra = fc.constantFrom<Record<string, string>>(
    {},
    {},
    {},
    { 'Content-Length': '5\n7' },
    { 'Transfer-Encoding': 'chunked' },
    { 'X-Forwarded-For': '1.2.3.4, <script>' },
    { 'X-Long': 'x'.repeat(20_000) },
    { Expect: '100-continue' },
  );
  return fc.tuple(fc.tuple(...entries), extra).map(([pairs, more]) => {
    const headers: Record<string, string> = { ...more };
    for (const [name, value] of pairs) if (value !== undefined) headers[name] = value;
    return headers;
  });
}

/** A whole request: method, target, host, Content-Type, Content-Encoding, extra headers and body. */
export function hostileRequest(parts: {
  method: fc.Arbitrary<string>;
  target: fc.Arbitrary<string>;
  host: fc.Arbitrary<string>;
  body: fc.Arbitrary<Buffer | undefined>;
  headers?: fc.Arbitrary<Record<string, string>>;
}): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      method: parts.method,
      target: parts.target,
      host: parts.host,
      body: fc.oneof(
        { weight: 30, arbitrary: parts.body },
        { weight: 1, arbitrary: fc.constant(inflatingBody()) },
      ),
      contentType: hostileContentType,
      encoding: hostileEncoding,
      headers: parts.headers ?? fc.constant({}),
    })
    .map(({ method, target, host, body, contentType, encoding, headers }) => {
      const encoded = body ? encodeBody(body, encoding) : { headers: {}, body: undefined };
      const all: Record<string, string> = { ...headers, ...encoded.headers };
      if (contentType !== undefined) all['Content-Type'] = contentType;
      if (all['Transfer-Encoding'] === 'chunked' && encoded.body) {
        const size = encoded.body.length.toString(16);
        const chunked = Buffer.concat([
          Buffer.from(`${size}\r\n`),
          encoded.body,
          Buffer.from('\r\n0\r\n\r\n'),
        ]);
        return { method, target, host, headers: all, body: chunked };
      }
      return {
        method,
        target,
        host,
        headers: all,
        ...(encoded.body ? { body: encoded.body } : {}),
      };
    });
}

/** Mostly the endpoint's own method, sometimes another one. */
export function methodOf(main: string): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 12, arbitrary: fc.constant(main) },
    fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'FOO'),
  );
}
