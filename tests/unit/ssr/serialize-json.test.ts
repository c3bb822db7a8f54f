import { expect, test } from 'vitest';
import { serializeJsonForScript } from '#shared/serialize-json.ts';

test('inline JSON can never close the script tag or open a comment', () => {
  const hostile = { name: '</script><script>alert(1)</script>', note: '<!-- & -->' };
  const out = serializeJsonForScript(hostile);
  expect(out).not.toMatch(/[<>&]/);
  expect(JSON.parse(out)).toEqual(hostile);
});

test('line and paragraph separators are escaped so the JS parses everywhere', () => {
  const out = serializeJsonForScript({ text: 'a\u2028b\u2029c' });
  expect(out).toBe('{"text":"a\\u2028b\\u2029c"}');
  expect(JSON.parse(out)).toEqual({ text: 'a\u2028b\u2029c' });
});

test('undefined serialises as null rather than breaking the script', () => {
  expect(serializeJsonForScript(undefined)).toBe('null');
});
