import { describe, expect, test } from 'vitest';
import {
  DEFAULT_IMAGE_QUALITY,
  fallbackImageUrl,
  imageSrcSet,
  imageUrl,
  carPhotoSource,
} from '#shared/images/image-url.ts';

const CDN = { cdn_base: 'https://img.example.com.au/' };
const PHOTO = '/uploads/cars/41/front.jpg';

describe('image URL builder', () => {
  test('through the CDN: width, quality 75 by default, crop and automatic format', () => {
    expect(DEFAULT_IMAGE_QUALITY).toBe(75);
    expect(imageUrl(PHOTO, { width: 400 }, CDN)).toBe(
      'https://img.example.com.au/uploads/cars/41/front.jpg?w=400&q=75&auto=format',
    );
    expect(imageUrl(PHOTO, { width: 400, height: 300, crop: true, quality: 60 }, CDN)).toBe(
      'https://img.example.com.au/uploads/cars/41/front.jpg?w=400&h=300&q=60&fit=crop&auto=format',
    );
  });

  test('a URL already on the CDN gets the parameters too', () => {
    expect(imageUrl('https://img.example.com.au/a.jpg', { width: 320 }, CDN)).toBe(
      'https://img.example.com.au/a.jpg?w=320&q=75&auto=format',
    );
  });

  test('without a CDN, the app’s SVGs or other hosts: the URL as it is', () => {
    expect(imageUrl(PHOTO, { width: 400 }, undefined)).toBe(PHOTO);
    expect(imageUrl(PHOTO, { width: 400 }, {})).toBe(PHOTO);
    expect(imageUrl('/images/vehicles/suv-red.svg', { width: 400 }, CDN)).toBe(
      '/images/vehicles/suv-red.svg',
    );
    expect(imageUrl('https://other.example.com/a.jpg', { width: 400 }, CDN)).toBe(
      'https://other.example.com/a.jpg',
    );
  });

  test('srcset over widths, keeping the aspect ratio; none when nothing can be resized', () => {
    expect(imageSrcSet(PHOTO, [320, 640], { width: 400, height: 300, crop: true }, CDN)).toBe(
      'https://img.example.com.au/uploads/cars/41/front.jpg?w=320&h=240&q=75&fit=crop&auto=format 320w, ' +
        'https://img.example.com.au/uploads/cars/41/front.jpg?w=640&h=480&q=75&fit=crop&auto=format 640w',
    );
    expect(imageSrcSet('/images/vehicles/suv-red.svg', [320], { width: 400 }, CDN)).toBeUndefined();
    expect(imageSrcSet(PHOTO, [320], { width: 400 }, undefined)).toBeUndefined();
  });

  test('product rule 8.4 fallbacks: the body picture, else image-not-found', () => {
    expect(fallbackImageUrl('suv')).toBe('/images/vehicles/suv-white.svg');
    expect(fallbackImageUrl('spaceship')).toBe('/images/vehicles/image-not-found.svg');
    expect(fallbackImageUrl(null)).toBe('/images/vehicles/image-not-found.svg');
    expect(carPhotoSource('', 'ute')).toBe('/images/vehicles/ute-white.svg');
    expect(carPhotoSource(PHOTO, 'ute')).toBe(PHOTO);
  });

  test('the platform’s own photos are resized by the platform without a CDN, by the CDN with one', () => {
    const own = '/images/vehicles/photos/suv-red.jpg';
    expect(imageUrl(own, { width: 640, height: 480, crop: true }, undefined)).toBe(
      '/images/vehicles/photos/suv-red.jpg?w=640&h=480&q=75&fit=crop&auto=format',
    );
    expect(imageSrcSet(own, [320, 640], { width: 320 }, {})).toBe(
      '/images/vehicles/photos/suv-red.jpg?w=320&q=75&auto=format 320w, ' +
        '/images/vehicles/photos/suv-red.jpg?w=640&q=75&auto=format 640w',
    );
    expect(imageUrl(own, { width: 400 }, CDN)).toBe(
      'https://img.example.com.au/images/vehicles/photos/suv-red.jpg?w=400&q=75&auto=format',
    );
    // The drawings next to them stay as they are.
    expect(imageUrl('/images/vehicles/suv-red.svg', { width: 400 }, undefined)).toBe(
      '/images/vehicles/suv-red.svg',
    );
  });
});
