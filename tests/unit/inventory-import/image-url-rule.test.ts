import { describe, expect, it } from 'vitest';
import { imageUrlProblem, isShowableImageUrl } from '#shared/inventory/image-url-rule.ts';
import { validateFeed } from '#server/inventory/import/validate-feed.ts';
import { asRecords, baysideRow, NOW, tenant } from './support.ts';

describe('imageUrlProblem', () => {
  it.each([
    'https://cdn.example.com/cars/1.jpg',
    'http://cdn.example.com/cars/1.JPEG?w=800#x',
    'https://img.example.com/p/12345',
    'https://img.example.com/p/12345.webp',
    'https://img.example.com/a.b/photo.avif',
    '/images/vehicles/suv-white.svg',
    '/images/vehicles/image-not-found.svg',
    'https://img.dealer.example.com/GetImage.ashx?id=5',
    'https://img.dealer.example.com/image.php?id=1',
    'https://img.dealer.example.com/photos/2019.Toyota.Camry',
    'https://img.dealer.example.com/a.jpeg;jsessionid=1',
    'https://img.dealer.example.com/My%20Photo.jfif',
  ])('takes %s', (url) => {
    expect(imageUrlProblem(url)).toBeUndefined();
    expect(isShowableImageUrl(url)).toBe(true);
  });

  it.each([
    ['javascript:alert(1)', 'uses javascript: where only http: and https: image URLs are taken'],
    ['JaVaScRiPt:alert(1)', 'uses javascript: where only http: and https: image URLs are taken'],
    ['java\tscript:alert(1)', 'contains a control character or a line break'],
    [' javascript:alert(1)', 'contains a space; write it as %20'],
    ['javascript\u0000:alert(1)', 'contains a control character or a line break'],
    ['https://img.dealer.example.com/My Photo.jpg', 'contains a space; write it as %20'],
    ['https://cdn.example.com/brochure.pdf;v=2', 'ends in .pdf, which is not a picture'],
    ['data:image/png;base64,AAAA', 'uses data: where only http: and https: image URLs are taken'],
    ['file:///etc/passwd', 'uses file: where only http: and https: image URLs are taken'],
    ['ftp://example.com/a.jpg', 'uses ftp: where only http: and https: image URLs are taken'],
    ['//evil.example.com/a.jpg', 'is not an absolute http(s) URL'],
    ['\\\\evil.example.com/a.jpg', 'is not an absolute http(s) URL'],
    ['cars/1.jpg', 'is not an absolute http(s) URL'],
    ['https://user:pass@cdn.example.com/a.jpg', 'carries a user name or password'],
    ['https://token@cdn.example.com/a.jpg', 'carries a user name or password'],
    ['https://cdn.example.com/page.html', 'ends in .html, which is not a picture'],
    ['https://cdn.example.com/x.js?.jpg', 'ends in .js, which is not a picture'],
    ['https://cdn.example.com/logo.svg', 'ends in .svg, which is not a picture'],
    ['/admin/page', "is a path but not one of the platform's pictures"],
    ['/images/vehicles/../../secret', "is a path but not one of the platform's pictures"],
    ['/images/vehicles/%2e%2e/x', "is a path but not one of the platform's pictures"],
    ['/images/vehicles/%E0%A4/x.jpg', "is a path but not one of the platform's pictures"],
    ['/\\evil.example.com/a.jpg', "is a path but not one of the platform's pictures"],
  ])('refuses %j: %s', (url, reason) => {
    expect(imageUrlProblem(url)).toContain(reason);
  });

  it.each([
    'javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:image/png;base64,AAAA',
    'file:///etc/passwd',
    '//evil.example.com/a.jpg',
    '/\\evil.example.com/a.jpg',
    'https://user:pass@cdn.example.com/a.jpg',
    'cars/1.jpg',
  ])('a page does not show %j', (url) => {
    expect(isShowableImageUrl(url)).toBe(false);
  });

  it('a page still shows what older data holds that an <img> cannot run', () => {
    expect(isShowableImageUrl('/uploads/41.jpg')).toBe(true);
    expect(isShowableImageUrl('https://cdn.example.com/logo.svg')).toBe(true);
  });

  it('shows nothing for an empty or non-string value', () => {
    expect(isShowableImageUrl('')).toBe(false);
    expect(isShowableImageUrl(undefined)).toBe(false);
  });
});

describe('a feed’s image URLs', () => {
  const validate = (rows: unknown[]) =>
    validateFeed(asRecords(rows), {
      tenant: tenant('bayside-mazda'),
      previousCreatedAt: new Map(),
      now: NOW,
    });

  it('are each reported with the row, the field and the reason; the row is not taken', () => {
    const { accepted, problems } = validate([
      baysideRow({ images: ['https://cdn.example.com/1.jpg'] }),
      baysideRow({
        id: 900_002,
        stocknum: 'BM101',
        images: ['https://cdn.example.com/2.jpg', 'javascript:alert(1)'],
        thumbnails: ['https://cdn.example.com/2.html'],
        primary_image_url: 'https://admin:secret@cdn.example.com/2.jpg',
      }),
    ]);
    expect(accepted.map((car) => car.row)).toEqual([1]);
    expect(problems).toEqual([
      {
        line: 3,
        row: 2,
        field: 'images/1',
        message:
          '"javascript:alert(1)" uses javascript: where only http: and https: image URLs are taken',
      },
      {
        line: 3,
        row: 2,
        field: 'thumbnails/0',
        message:
          '"https://cdn.example.com/2.html" ends in .html, which is not a picture a page may show',
      },
      {
        line: 3,
        row: 2,
        field: 'primary_image_url',
        message: '"https://***@cdn.example.com/2.jpg" carries a user name or password',
      },
    ]);
  });

  it('without images a car shows its body picture, which passes', () => {
    const { accepted, problems } = validate([baysideRow({ simple_body: 'suv' })]);
    expect(problems).toEqual([]);
    expect(accepted[0]!.car.primary_image_url).toMatch(/^\/images\/vehicles\//);
  });
});
