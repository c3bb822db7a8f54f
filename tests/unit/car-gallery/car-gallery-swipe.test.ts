import { describe, expect, test } from 'vitest';
import { SWIPE_THRESHOLD_PX, swipeStep } from '#shared/components/car/car-gallery-swipe.ts';

describe('swipeStep', () => {
  test.each([
    ['a drag to the left shows the next photo', -SWIPE_THRESHOLD_PX, 0, 1],
    ['a drag to the right shows the previous photo', SWIPE_THRESHOLD_PX + 30, 10, -1],
    ['a drag shorter than the threshold does nothing', -(SWIPE_THRESHOLD_PX - 1), 0, 0],
    ['a tap does nothing', 0, 0, 0],
    ['a mostly vertical drag is a scroll, not a swipe', -60, 80, 0],
    ['a diagonal drag at exactly 45 degrees is not a swipe', -60, -60, 0],
    ['a long sideways drag with some vertical wobble is a swipe', -120, 40, 1],
  ])('%s', (_name, dx, dy, expected) => {
    expect(swipeStep(dx, dy)).toBe(expected);
  });

  test('the threshold can be set', () => {
    expect(swipeStep(-20, 0, 10)).toBe(1);
    expect(swipeStep(-20, 0, 30)).toBe(0);
  });
});
