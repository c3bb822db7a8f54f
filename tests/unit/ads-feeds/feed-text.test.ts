import { describe, expect, test } from 'vitest';
import { cleanFeedText, fitFeedText, hasUncleanText } from '#shared/ads-feeds/feed-text.ts';

describe('cleanFeedText (product rule 2.16)', () => {
  test.each([
    ['<p>One <b>owner</b></p><ul><li>Tow bar</li></ul>', 'One owner Tow bar'],
    ['Fish &amp; chips &lt;3 &#169; &#x263A; Mazda®', 'Fish & chips <3 © ☺ Mazda®'],
    ['1️⃣ owner ☺️ ✔️', '1 owner'],
    ['&lt;script&gt;alert(1)&lt;/script&gt; safe', 'alert(1) safe'],
    ['Bell\u0007 and\u0000 nul\u001b', 'Bell and nul'],
    ['Line\r\nbreak\ttab', 'Line break tab'],
    ['Great car 🚗🔥 👍🏽 👨‍👩‍👧 ❤️ 🇦🇺!', 'Great car !'],
    ['lone \ud800 surrogate', 'lone surrogate'],
    ['  spaced   out  ', 'spaced out'],
    [null, ''],
  ])('%j -> %j', (input, expected) => {
    expect(cleanFeedText(input)).toBe(expected);
  });

  test('what it returns is clean by the rules’ own test', () => {
    const dirty = '<i>x</i> 🚗 \u0007 ok';
    expect(hasUncleanText(dirty)).toBe(true);
    expect(hasUncleanText(cleanFeedText(dirty))).toBe(false);
  });
});

describe('fitFeedText', () => {
  test('keeps text within the limit, cut at a word and marked', () => {
    const text = 'word '.repeat(100);
    const fitted = fitFeedText(text, 150);
    expect([...fitted].length).toBeLessThanOrEqual(150);
    expect(fitted.endsWith('word…')).toBe(true);
  });

  test('never splits a surrogate pair', () => {
    const fitted = fitFeedText('𝒜'.repeat(200), 10);
    expect([...fitted]).toHaveLength(10);
    expect(fitted).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/);
  });

  test('short text is left as it is', () => {
    expect(fitFeedText('Toyota RAV4', 150)).toBe('Toyota RAV4');
  });
});
