import { describe, expect, test } from 'vitest';
import {
  displayedRating,
  isStarsVisible,
  partialStarFraction,
  starFills,
  starsLabel,
} from '#shared/reviews/stars.ts';

const on = { enabled: true, min_rating: 4.2, force: false };

describe('isStarsVisible (product rule 4.8)', () => {
  test.each([
    { case: 'enabled, above minimum', stars: on, rating: 4.6, count: 1, expected: true },
    { case: 'exactly the minimum', stars: on, rating: 4.2, count: 2, expected: true },
    { case: 'below the minimum', stars: on, rating: 4.1, count: 1, expected: false },
    { case: 'disabled', stars: { ...on, enabled: false }, rating: 4.9, count: 1, expected: false },
    { case: 'exactly 3 unique locations', stars: on, rating: 4.9, count: 3, expected: false },
    { case: '4 unique locations', stars: on, rating: 4.9, count: 4, expected: true },
    { case: 'rating missing', stars: on, rating: undefined, count: 1, expected: false },
    { case: 'rating a string', stars: on, rating: '4.8', count: 1, expected: false },
    { case: 'rating NaN', stars: on, rating: Number.NaN, count: 1, expected: false },
    {
      case: 'force beats the minimum',
      stars: { ...on, force: true },
      rating: 2,
      count: 1,
      expected: true,
    },
    {
      case: 'force beats 3 locations',
      stars: { ...on, force: true },
      rating: 4.5,
      count: 3,
      expected: true,
    },
    {
      case: 'force still needs a rating',
      stars: { ...on, force: true },
      rating: null,
      count: 1,
      expected: false,
    },
    {
      case: 'force does not enable',
      stars: { enabled: false, min_rating: 0, force: true },
      rating: 5,
      count: 1,
      expected: false,
    },
  ])('$case -> $expected', ({ stars, rating, count, expected }) => {
    expect(isStarsVisible({ stars, rating, uniqueLocationCount: count })).toBe(expected);
  });
});

describe('starFills (product rule 9.5: partial star only above 30%)', () => {
  test.each([
    [5, ['full', 'full', 'full', 'full', 'full']],
    [4.3, ['full', 'full', 'full', 'full', 'empty']],
    [4.31, ['full', 'full', 'full', 'full', 'partial']],
    [4.7, ['full', 'full', 'full', 'full', 'partial']],
    [3.2, ['full', 'full', 'full', 'empty', 'empty']],
    [0, ['empty', 'empty', 'empty', 'empty', 'empty']],
    [7, ['full', 'full', 'full', 'full', 'full']],
    [-1, ['empty', 'empty', 'empty', 'empty', 'empty']],
  ] as const)('%d -> %j', (rating, expected) => {
    expect(starFills(rating)).toEqual(expected);
  });

  test('another maximum gives that many stars', () => {
    expect(starFills(2.5, 3)).toEqual(['full', 'full', 'partial']);
  });

  test.each([
    [4.7, 0.7],
    [4.3, 0.3],
    [5, 0],
  ])('the partial star of %d is %d filled', (rating, expected) => {
    expect(partialStarFraction(rating)).toBe(expected);
  });
});

test.each([
  [4.65, 512, '4.7 rating out of 512 reviews'],
  [4, 12, '4.0 rating out of 12 reviews'],
  [4.8, 1284, '4.8 rating out of 1284 reviews'],
])('starsLabel(%d, %d) -> %s (product rule 9.5)', (rating, count, expected) => {
  expect(starsLabel(rating, count)).toBe(expected);
});

describe('stars drawn from the displayed rating', () => {
  test('4.96 prints 5.0 and draws five full stars', () => {
    expect(displayedRating(4.96)).toBe(5);
    expect(starFills(displayedRating(4.96))).toEqual(['full', 'full', 'full', 'full', 'full']);
    expect(starsLabel(4.96, 10)).toBe('5.0 rating out of 10 reviews');
  });

  test('no review count: the label does not claim zero reviews', () => {
    expect(starsLabel(4.6, undefined)).toBe('4.6 rating');
  });
});
