import { renderToString } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { isPlainClick, SiteLink } from '#shared/app/site-link.tsx';

const plain = {
  defaultPrevented: false,
  button: 0,
  metaKey: false,
  altKey: false,
  ctrlKey: false,
  shiftKey: false,
};

describe('which clicks on a site link navigate in the page', () => {
  test('a plain click with the main button, in this tab', () => {
    expect(isPlainClick(plain, '')).toBe(true);
    expect(isPlainClick(plain, '_self')).toBe(true);
  });

  test('left to the browser: a modifier key, another button, another tab, a handled click', () => {
    for (const key of ['metaKey', 'altKey', 'ctrlKey', 'shiftKey'] as const) {
      expect(isPlainClick({ ...plain, [key]: true }, ''), key).toBe(false);
    }
    expect(isPlainClick({ ...plain, button: 1 }, '')).toBe(false);
    expect(isPlainClick(plain, '_blank')).toBe(false);
    expect(isPlainClick({ ...plain, defaultPrevented: true }, '')).toBe(false);
  });
});

test('a site link is a plain anchor with its path and the attributes given', () => {
  const html = renderToString(
    <SiteLink to="/search/used-cars?page=2" className="menu-link" aria-current="page">
      Used cars
    </SiteLink>,
  );
  expect(html).toBe(
    '<a class="menu-link" aria-current="page" href="/search/used-cars?page=2">Used cars</a>',
  );
});
