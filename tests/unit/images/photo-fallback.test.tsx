import { renderToString } from 'react-dom/server';
import { parse } from 'node-html-parser';
import { expect, test } from 'vitest';
import { Document } from '#shared/app/document.tsx';
import { SavedCarPhoto } from '#shared/components/saved-cars/saved-car-photo.tsx';
import { FALLBACK_SRC_ATTRIBUTE, PHOTO_FALLBACK_SCRIPT } from '#shared/images/photo-fallback.ts';
import { IMAGE_NOT_FOUND_URL } from '#shared/inventory/car-images.ts';

/** Just enough of an <img> for the head script: attributes and a tag name. */
class FakeImage {
  tagName = 'IMG';
  constructor(readonly attributes: Map<string, string>) {}
  getAttribute(name: string) {
    return this.attributes.get(name) ?? null;
  }
  setAttribute(name: string, value: string) {
    this.attributes.set(name, value);
  }
  removeAttribute(name: string) {
    this.attributes.delete(name);
  }
}

/** Runs the script against a stand-in document; returns how to fire an error at an element. */
function installScript() {
  let listener: ((event: { target: unknown }) => void) | undefined;
  let capture = false;
  const document = {
    addEventListener(type: string, handler: typeof listener, useCapture: boolean) {
      expect(type).toBe('error');
      listener = handler;
      capture = useCapture;
    },
  };
  new Function('document', PHOTO_FALLBACK_SCRIPT)(document);
  expect(capture).toBe(true); // errors do not bubble: only capture sees them at the document
  return (target: unknown) => listener!({ target });
}

const photo = (extra: Record<string, string> = {}) =>
  new FakeImage(
    new Map(
      Object.entries({
        src: 'https://img.example.com.au/uploads/41.jpg?w=400',
        srcset: 'https://img.example.com.au/uploads/41.jpg?w=800 800w',
        'data-fallback-src': '/images/vehicles/suv-white.svg',
        ...extra,
      }),
    ),
  );

test('a failed car photo shows its fallback, without the srcset that would override it', () => {
  const fail = installScript();
  const img = photo();
  fail(img);
  expect(img.getAttribute('src')).toBe('/images/vehicles/suv-white.svg');
  expect(img.getAttribute('srcset')).toBeNull();
});

test('a failed fallback stays: no loop', () => {
  const fail = installScript();
  const img = photo();
  fail(img);
  img.setAttribute('src', '/images/vehicles/suv-white.svg');
  fail(img);
  expect(img.getAttribute('src')).toBe('/images/vehicles/suv-white.svg');
});

test('pictures without a fallback, and other elements, are left alone', () => {
  const fail = installScript();
  const logo = new FakeImage(new Map([['src', '/tenant-assets/logo.svg']]));
  fail(logo);
  expect(logo.getAttribute('src')).toBe('/tenant-assets/logo.svg');
  const script = { tagName: 'SCRIPT', getAttribute: () => '/x', setAttribute: () => {} };
  expect(() => fail(script)).not.toThrow();
  expect(() => fail(null)).not.toThrow();
});

test('the document runs it from <head>, before any picture, with the page’s CSP nonce', () => {
  const html = parse(
    renderToString(
      <Document
        data={{ themeCss: '', faviconUrl: '/favicon.svg', styles: [], modulePreloads: [] }}
        nonce="abc123"
      >
        <img src="/x.jpg" alt="" />
      </Document>,
    ),
  );
  const script = html.querySelector('head script')!;
  expect(script.getAttribute('nonce')).toBe('abc123');
  expect(script.rawText).toBe(PHOTO_FALLBACK_SCRIPT);
});

test('a saved car’s photo (bar, favourites, compare) falls back to the not-found placeholder', () => {
  const withPhoto = parse(
    renderToString(
      <SavedCarPhoto car={{ primary_image_url: '/uploads/41.jpg' }} width={64} height={48} />,
    ),
  ).querySelector('img')!;
  expect(withPhoto.getAttribute('src')).toBe('/uploads/41.jpg');
  expect(withPhoto.getAttribute(FALLBACK_SRC_ATTRIBUTE)).toBe(IMAGE_NOT_FOUND_URL);
  const without = parse(
    renderToString(<SavedCarPhoto car={{ primary_image_url: '' }} width={64} height={48} />),
  ).querySelector('img')!;
  expect(without.getAttribute('src')).toBe(IMAGE_NOT_FOUND_URL);
});
