import { renderToString } from 'react-dom/server';
import { parse } from 'node-html-parser';
import { describe, expect, test } from 'vitest';
import { CarGallery } from '#shared/components/car/car-gallery.tsx';
import type { BodyType } from '#shared/inventory/body-types.ts';
import type { SiteData } from '#shared/tenant/site-data.ts';
import { demoSite } from '../../support/demo-site.ts';

const TITLE = '2021 Toyota Corolla Ascent Sport';
const harbour = demoSite('harbour-city-motors');
const withCdn = demoSite('harbour-city-motors', (config) => {
  config.images = { cdn_base: 'https://img.example.com.au' };
});
const PHOTOS = ['/uploads/41/front.jpg', '/uploads/41/side.jpg', '/uploads/41/rear.jpg'];

function render(
  images: string[],
  options: { thumbnails?: string[]; body?: BodyType | null; site?: SiteData } = {},
) {
  const { thumbnails, body = 'hatch', site = harbour } = options;
  const html = renderToString(
    <CarGallery title={TITLE} images={images} thumbnails={thumbnails} body={body} site={site} />,
  );
  const root = parse(html);
  return {
    html,
    root,
    section: root.querySelector('section.car-gallery')!,
    images: root.querySelectorAll('.car-gallery__image'),
    shown: root
      .querySelectorAll('.car-gallery__slide')
      .filter((slide) => !slide.hasAttribute('hidden')),
    thumbs: root.querySelectorAll('.car-gallery__thumb'),
  };
}

describe('CarGallery with several photos', () => {
  test('an APG carousel named for the car, its slides as labelled groups', () => {
    const { section, root } = render(PHOTOS);
    expect(section.getAttribute('aria-roledescription')).toBe('carousel');
    expect(section.getAttribute('aria-label')).toBe(`Photos of ${TITLE}`);
    const slides = root.querySelectorAll('.car-gallery__slide');
    expect(slides.map((slide) => slide.getAttribute('role'))).toEqual(['group', 'group', 'group']);
    expect(slides.map((slide) => slide.getAttribute('aria-roledescription'))).toEqual([
      'slide',
      'slide',
      'slide',
    ]);
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '1 of 3',
      '2 of 3',
      '3 of 3',
    ]);
    expect(section.getAttribute('aria-live')).toBeUndefined();
  });

  test('the first photo is shown and loads at once with high priority, the others lazily', () => {
    const { images, shown } = render(PHOTOS);
    expect(shown).toHaveLength(1);
    expect(shown[0]!.querySelector('img')?.getAttribute('src')).toBe(PHOTOS[0]);
    expect(images.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy']);
    expect(images.map((img) => img.getAttribute('fetchpriority'))).toEqual([
      'high',
      undefined,
      undefined,
    ]);
  });

  test('every photo has a fixed 4:3 box and alt text naming the car and its position', () => {
    const { images } = render(PHOTOS);
    for (const img of images) {
      expect(img.getAttribute('width')).toBe('800');
      expect(img.getAttribute('height')).toBe('600');
    }
    expect(images.map((img) => img.getAttribute('alt'))).toEqual([
      `${TITLE}, photo 1 of 3`,
      `${TITLE}, photo 2 of 3`,
      `${TITLE}, photo 3 of 3`,
    ]);
  });

  test('previous and next buttons by name, and the counter on photo 1', () => {
    const { root } = render(PHOTOS);
    const prev = root.querySelector('button.car-gallery__prev')!;
    const next = root.querySelector('button.car-gallery__next')!;
    expect(prev.getAttribute('aria-label')).toBe('Previous photo');
    expect(next.getAttribute('aria-label')).toBe('Next photo');
    const slidesId = root.querySelector('.car-gallery__slides')!.id;
    expect(slidesId).not.toBe('');
    expect(prev.getAttribute('aria-controls')).toBe(slidesId);
    expect(root.querySelector('.car-gallery__counter')?.textContent).toBe('1 / 3');
    const status = root.querySelector('.car-gallery__status')!;
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.querySelector('.visually-hidden')?.textContent).toBe('Photo 1 of 3');
  });

  test('one thumbnail button per photo, the first marked current, decorative lazy pictures', () => {
    const { thumbs } = render(PHOTOS, { thumbnails: ['/uploads/41/front-t.jpg'] });
    expect(thumbs.map((thumb) => thumb.getAttribute('aria-label'))).toEqual([
      'Show photo 1',
      'Show photo 2',
      'Show photo 3',
    ]);
    expect(thumbs.map((thumb) => thumb.getAttribute('aria-current'))).toEqual([
      'true',
      undefined,
      undefined,
    ]);
    const pictures = thumbs.map((thumb) => thumb.querySelector('img')!);
    expect(pictures.map((img) => img.getAttribute('src'))).toEqual([
      '/uploads/41/front-t.jpg',
      PHOTOS[1],
      PHOTOS[2],
    ]);
    for (const img of pictures) {
      expect(img.getAttribute('alt')).toBe('');
      expect(img.getAttribute('loading')).toBe('lazy');
    }
  });

  test('through the tenant’s image CDN: width, quality 75, crop, auto format and a srcset', () => {
    const { images, thumbs } = render(PHOTOS, { site: withCdn });
    const first = images[0]!;
    expect(first.getAttribute('src')).toBe(
      'https://img.example.com.au/uploads/41/front.jpg?w=800&h=600&q=75&fit=crop&auto=format',
    );
    expect(first.getAttribute('srcset')).toContain(
      'https://img.example.com.au/uploads/41/front.jpg?w=1600&h=1200&q=75&fit=crop&auto=format 1600w',
    );
    expect(first.getAttribute('sizes')).toBeTruthy();
    expect(thumbs[0]!.querySelector('img')?.getAttribute('src')).toBe(
      'https://img.example.com.au/uploads/41/front.jpg?w=96&h=72&q=75&fit=crop&auto=format',
    );
  });

  test('the server render is the same every time (hydration starts from photo 1)', () => {
    expect(render(PHOTOS).html).toBe(render(PHOTOS).html);
  });
});

describe('CarGallery with one photo or none', () => {
  test('one photo: just the picture, eager, no carousel, controls, counter or thumbnails', () => {
    const { section, images, root } = render(['  ', PHOTOS[0]!]);
    expect(section.getAttribute('aria-roledescription')).toBeUndefined();
    expect(section.getAttribute('aria-label')).toBe(`Photos of ${TITLE}`);
    expect(images).toHaveLength(1);
    expect(images[0]!.getAttribute('src')).toBe(PHOTOS[0]);
    expect(images[0]!.getAttribute('alt')).toBe(TITLE);
    expect(images[0]!.getAttribute('loading')).toBe('eager');
    expect(images[0]!.getAttribute('fetchpriority')).toBe('high');
    expect(root.querySelectorAll('button')).toHaveLength(0);
    expect(root.querySelector('.car-gallery__counter')).toBeNull();
    expect(root.querySelector('[aria-live]')).toBeNull();
  });

  test('no photos: the body picture (product rule 8.4), or image-not-found without a body', () => {
    const hatch = render([], { body: 'hatch' }).images;
    expect(hatch).toHaveLength(1);
    expect(hatch[0]!.getAttribute('src')).toBe('/images/vehicles/hatch-white.svg');
    expect(hatch[0]!.getAttribute('alt')).toBe(`${TITLE}: no photo available`);
    expect(hatch[0]!.getAttribute('width')).toBe('800');
    expect(hatch[0]!.getAttribute('height')).toBe('600');
    const unknown = render([''], { body: null });
    expect(unknown.images[0]!.getAttribute('src')).toBe('/images/vehicles/image-not-found.svg');
    expect(unknown.root.querySelectorAll('button')).toHaveLength(0);
  });
});

test('every photo and thumbnail carries its product rule 8.4 fallback for the head script', () => {
  const { root } = render(PHOTOS, { body: 'ute' });
  const pictures = root.querySelectorAll('.car-gallery img');
  expect(pictures.length).toBe(PHOTOS.length * 2);
  for (const picture of pictures) {
    expect(picture.getAttribute('data-fallback-src')).toBe('/images/vehicles/ute-white.svg');
  }
});
