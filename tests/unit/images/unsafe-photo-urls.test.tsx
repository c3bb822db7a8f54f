import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { CarPhoto } from '#shared/components/car-photo.tsx';
import { buildCarJsonLd } from '#shared/seo/car-json-ld.ts';
import { toCarDetail } from '#shared/car/car-detail.ts';
import { demoSite } from '../../support/demo-site.ts';
import { demoCarsOf } from '../inventory-import/support.ts';

const FALLBACK = '/images/vehicles/suv-white.svg';
// Stored before the importer checked image URLs (or written into a data file by hand).
const OLD_DATA = [
  'javascript:alert(1)',
  'data:text/html,<script>x</script>',
  '//evil.example/a.jpg',
];

describe('car photos from older data', () => {
  test.each(OLD_DATA)('a photo at %s shows its fallback, with no srcset', (src) => {
    const html = renderToStaticMarkup(
      <CarPhoto
        src={src}
        srcSet={`${src} 400w`}
        alt="Car"
        width={4}
        height={3}
        fallback={FALLBACK}
      />,
    );
    expect(html).toContain(`src="${FALLBACK}"`);
    expect(html).not.toContain('srcset');
    expect(html).not.toContain(src.slice(0, 10));
  });

  test('a good photo is shown as given', () => {
    const src = 'https://cdn.example.com/car.jpg';
    const html = renderToStaticMarkup(
      <CarPhoto src={src} alt="Car" width={4} height={3} fallback={FALLBACK} />,
    );
    expect(html).toContain(`src="${src}"`);
  });

  test('the car page’s structured data lists only showable images', () => {
    const slug = 'bayside-mazda';
    const car = demoCarsOf(slug)[0]!;
    car.images = ['https://cdn.example.com/1.jpg', ...OLD_DATA];
    const ld = buildCarJsonLd(demoSite(slug), toCarDetail(car));
    expect(ld.image).toEqual(['https://cdn.example.com/1.jpg']);
  });
});
