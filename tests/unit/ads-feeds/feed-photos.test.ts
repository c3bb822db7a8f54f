import { expect, test } from 'vitest';
import { feedPhotoUrl, feedPhotoUrls } from '#shared/ads-feeds/feed-photos.ts';

const site = { primary_hostname: 'www.example.com.au' };

test.each([
  ['/images/vehicles/sedan-red.svg', 'https://www.example.com.au/images/vehicles/sedan-red.png'],
  [
    '/images/vehicles/sedan-red.svg#front',
    'https://www.example.com.au/images/vehicles/sedan-red.png',
  ],
  ['https://cdn.example.com/a/1.jpg', 'https://cdn.example.com/a/1.jpg'],
  ['https://cdn.example.com/GetImage.ashx?id=5', 'https://cdn.example.com/GetImage.ashx?id=5'],
  ['http://cdn.example.com/a/1.jpg', null],
  ['https://cdn.example.com/a/1.SVG', null],
  ['/images/vehicles/../secret.svg', null],
  ['/uploads/1.jpg', null],
  ['//cdn.example.com/1.jpg', null],
  ['javascript:alert(1)', null],
  ['not a url', null],
])('feed photo of %s is %s', (src, expected) => {
  expect(feedPhotoUrl(src, site)).toBe(expected);
});

test('distinct photos, main first, at most the channel’s count', () => {
  const car = {
    primary_image_url: 'https://cdn.example.com/0.jpg',
    images: [
      'https://cdn.example.com/0.jpg',
      ...Array.from({ length: 30 }, (_, i) => `https://cdn.example.com/${i + 1}.jpg`),
    ],
  };
  const urls = feedPhotoUrls(car, site, 11);
  expect(urls).toHaveLength(11);
  expect(urls[0]).toBe('https://cdn.example.com/0.jpg');
  expect(new Set(urls).size).toBe(11);
});
