import { describe, expect, test } from 'vitest';
import { parse } from 'node-html-parser';
import { checkContentMarkdown } from '#server/content/check-content-markdown.server.ts';
import { createContentMarkdown } from '#server/content/content-markdown.server.ts';

const SERVED = new Set(['/', '/contact', '/privacy-policy', '/pages/privacy-statement']);

function check(source: string, pagePath = '/terms-of-use') {
  return checkContentMarkdown({ source, pagePath, isServedPath: (path) => SERVED.has(path) });
}

const lines = (...text: string[]) => text.join('\n');

describe('checkContentMarkdown (docs/content-pages.md): what stops startup', () => {
  test.each([
    { name: 'an empty file', source: '', line: 1, rule: /is empty/ },
    { name: 'only blank lines', source: '\n  \n\n', line: 1, rule: /is empty/ },
    {
      name: 'no level-1 heading',
      source: lines('## Our terms', '', 'Some text.'),
      line: 1,
      rule: /has no level-1 heading/,
    },
    {
      name: 'a second level-1 heading, at its own line',
      source: lines('# Terms', '', 'Text.', '', '# More terms'),
      line: 5,
      rule: /second level-1 heading \(the first is on line 1\)/,
    },
    {
      name: 'a setext level-1 heading counts too',
      source: lines('# Terms', '', 'More', '===='),
      line: 3,
      rule: /second level-1 heading/,
    },
    {
      name: 'an HTML block',
      source: lines('# Terms', '', '<div class="note">', 'Careful', '</div>'),
      line: 3,
      rule: /raw HTML \(<div\).*write it in Markdown/,
    },
    {
      name: 'inline HTML on a later line of a paragraph',
      source: lines('# Terms', '', 'First line', 'then <b>bold</b> text'),
      line: 4,
      rule: /raw HTML \(<b>\)/,
    },
    {
      name: 'inline HTML in a table cell',
      source: lines('# Terms', '', '| a | b |', '| - | - |', '| 1 | <br> |'),
      line: 5,
      rule: /raw HTML \(<br>\)/,
    },
    {
      name: 'an HTML comment',
      source: lines('# Terms', '', '<!-- draft -->'),
      line: 3,
      rule: /raw HTML/,
    },
  ])('$name: line $line', ({ source, line, rule }) => {
    const [error] = check(source).errors;
    expect(error?.line).toBe(line);
    expect(error?.message).toMatch(rule);
  });

  test('a well-formed page has no errors', () => {
    const result = check(
      lines(
        '# Terms of Use',
        '',
        'Email <sales@example.com.au> or see <https://www.oaic.gov.au>.',
        '',
        '## Prices',
        '',
        '- In AUD',
        '',
        '| Plan | Term |',
        '| --- | --- |',
        '| Plus | 2 years |',
        '',
        'A < B and 5 > 3 are not tags, nor is `<br>` in code.',
      ),
    );
    expect(result).toEqual({ errors: [], warnings: [] });
  });
});

describe('checkContentMarkdown: links to pages this site does not serve', () => {
  test('are warnings naming the line and the link', () => {
    const { errors, warnings } = check(
      lines('# FAQs', '', 'See [contact](/contact) and', '[the offers](/special-offers).'),
    );
    expect(errors).toEqual([]);
    expect(warnings).toEqual([
      { line: 4, message: expect.stringMatching(/links to \/special-offers, which no page/) },
    ]);
  });

  test('relative links resolve against the page path', () => {
    const page = '/pages/privacy-statement';
    expect(check(lines('# P', '', '[policy](../privacy-policy)'), page).warnings).toEqual([]);
    expect(check(lines('# P', '', '[faq](faqs)'), page).warnings).toEqual([
      { line: 3, message: expect.stringContaining('links to faqs') },
    ]);
  });

  test('anchors, phone numbers, email and other sites are not checked', () => {
    const source = lines(
      '# P',
      '',
      '[top](#top) [call](tel:0255501100) [mail](mailto:a@b.com.au)',
      '[oaic](https://www.oaic.gov.au/privacy) [cdn](//cdn.example.com/x)',
    );
    expect(check(source).warnings).toEqual([]);
  });
});

describe('createContentMarkdown: what the page receives', () => {
  const md = createContentMarkdown();
  const render = (source: string) => parse(md.render(source));

  test('raw HTML is escaped as text, never passed through', () => {
    const html = md.render(
      lines('# T', '', '<script>alert(1)</script>', '', 'a <img src=x onerror=y>'),
    );
    expect(html).not.toMatch(/<script|<img/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  test('links to other sites get rel="noopener"; the site’s own stay plain', () => {
    const root = render(
      lines(
        '# T',
        '',
        '[OAIC](https://www.oaic.gov.au) [Contact](/contact) <sales@example.com.au>',
      ),
    );
    const [external, internal, email] = root.querySelectorAll('a');
    expect(external!.getAttribute('href')).toBe('https://www.oaic.gov.au');
    expect(external!.getAttribute('rel')).toBe('noopener');
    expect(internal!.getAttribute('href')).toBe('/contact');
    expect(internal!.hasAttribute('rel')).toBe(false);
    expect(internal!.hasAttribute('target')).toBe(false);
    expect(email!.getAttribute('href')).toBe('mailto:sales@example.com.au');
  });

  test('javascript: links are not links', () => {
    expect(render('[x](javascript:alert(1))').querySelector('a')).toBeNull();
  });

  test('a table sits in a focusable box named after its header cells', () => {
    const root = render(lines('| Plan | Term |', '| --- | --- |', '| Plus | 2 years |'));
    const box = root.querySelector('div.content-table')!;
    expect(box.getAttribute('role')).toBe('region');
    expect(box.getAttribute('tabindex')).toBe('0');
    expect(box.getAttribute('aria-label')).toBe('Table: Plan, Term');
    expect(box.querySelector('table td')!.text).toBe('Plus');
  });

  test('bare host names stay text', () => {
    expect(render('Visit www.example.com.au today').querySelector('a')).toBeNull();
  });
});
