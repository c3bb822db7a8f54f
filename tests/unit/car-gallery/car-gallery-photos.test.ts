import { describe, expect, test } from 'vitest';
import {
  galleryPhotos,
  indexAfterKey,
  photoAlt,
  placeholderAlt,
  wrapIndex,
} from '#shared/components/car/car-gallery-photos.ts';

describe('wrapIndex', () => {
  test.each([
    [0, 4, 0],
    [3, 4, 3],
    [4, 4, 0],
    [-1, 4, 3],
    [-5, 4, 3],
    [9, 4, 1],
    [0, 1, 0],
    [3, 0, 0],
  ])('index %i of %i photos is photo %i', (index, count, expected) => {
    expect(wrapIndex(index, count)).toBe(expected);
  });
});

describe('indexAfterKey', () => {
  test.each([
    ['ArrowRight', 0, 5, 1],
    ['ArrowRight', 4, 5, 0],
    ['ArrowLeft', 3, 5, 2],
    ['ArrowLeft', 0, 5, 4],
    ['Home', 3, 5, 0],
    ['End', 1, 5, 4],
    ['Enter', 1, 5, undefined],
    ['ArrowDown', 1, 5, undefined],
    ['ArrowRight', 0, 1, undefined],
    ['End', 0, 0, undefined],
  ])('%s from photo %i of %i: %s', (key, index, count, expected) => {
    expect(indexAfterKey(key, index, count)).toBe(expected);
  });
});

describe('galleryPhotos', () => {
  test('thumbnails pair by position, the photo itself where a thumbnail is missing or blank', () => {
    expect(galleryPhotos(['/a.jpg', '/b.jpg', '/c.jpg'], ['/a-t.jpg', ' '])).toEqual([
      { src: '/a.jpg', thumb: '/a-t.jpg' },
      { src: '/b.jpg', thumb: '/b.jpg' },
      { src: '/c.jpg', thumb: '/c.jpg' },
    ]);
  });

  test('blank photos are dropped with their thumbnails', () => {
    expect(galleryPhotos(['', '/b.jpg', '  '], ['/a-t.jpg', '/b-t.jpg', '/c-t.jpg'])).toEqual([
      { src: '/b.jpg', thumb: '/b-t.jpg' },
    ]);
    expect(galleryPhotos([])).toEqual([]);
  });
});

describe('alt texts', () => {
  test('the title plus which photo of how many; the title alone for a single photo', () => {
    expect(photoAlt('2021 Toyota Corolla Ascent Sport', 0, 6)).toBe(
      '2021 Toyota Corolla Ascent Sport, photo 1 of 6',
    );
    expect(photoAlt('2021 Toyota Corolla Ascent Sport', 5, 6)).toBe(
      '2021 Toyota Corolla Ascent Sport, photo 6 of 6',
    );
    expect(photoAlt('2021 Toyota Corolla Ascent Sport', 0, 1)).toBe(
      '2021 Toyota Corolla Ascent Sport',
    );
    expect(placeholderAlt('2021 Toyota Corolla Ascent Sport')).toBe(
      '2021 Toyota Corolla Ascent Sport: no photo available',
    );
  });
});
