// The price slider's arithmetic (product rule 9.9): a fixed scale, whole steps, handles that never cross.
import type { NumericRange } from '../../search-url/search-state.ts';

export interface SliderScale {
  min: number;
  max: number;
  step: number;
}

/** product rule 9.9: price slider min 5000, max 250000, step 500. */
export const PRICE_SLIDER_SCALE: SliderScale = { min: 5000, max: 250000, step: 500 };

/** Both handles' values, low then high; low <= high always. */
export type SliderValues = readonly [low: number, high: number];
export type SliderHandle = 'low' | 'high';

/** PageUp/PageDown move this many steps (the WAI-ARIA slider pattern's "larger step"). */
const PAGE_STEPS = 10;

/** The nearest value on the scale: clamped to its ends, on a whole step from its minimum. */
export function snapToScale(value: number, { min, max, step }: SliderScale): number {
  if (!Number.isFinite(value)) return min;
  const steps = Math.round((Math.min(Math.max(value, min), max) - min) / step);
  return Math.min(min + steps * step, max);
}

/** Moves one handle to a value, snapped and stopped at the other handle (product rule 9.9: handles cannot cross). */
export function moveHandle(
  values: SliderValues,
  handle: SliderHandle,
  value: number,
  scale: SliderScale,
): SliderValues {
  const [low, high] = values;
  const snapped = snapToScale(value, scale);
  return handle === 'low' ? [Math.min(snapped, high), high] : [low, Math.max(snapped, low)];
}

/** The value a key moves a handle to (WAI-ARIA slider keys); undefined for other keys. */
export function valueAfterKey(key: string, value: number, scale: SliderScale): number | undefined {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return value + scale.step;
    case 'ArrowLeft':
    case 'ArrowDown':
      return value - scale.step;
    case 'PageUp':
      return value + PAGE_STEPS * scale.step;
    case 'PageDown':
      return value - PAGE_STEPS * scale.step;
    case 'Home':
      return scale.min;
    case 'End':
      return scale.max;
    default:
      return undefined;
  }
}

/** Where the handles sit for a refinement: an open side at its end of the scale. */
export function sliderValuesOf(range: NumericRange, scale: SliderScale): SliderValues {
  const low = range.min === undefined ? scale.min : snapToScale(range.min, scale);
  const high = range.max === undefined ? scale.max : snapToScale(range.max, scale);
  return low <= high ? [low, high] : [high, low];
}

/**
 * The refinement the handles select: a handle at its end of the scale leaves that side
 * open, so the slider's ends mean "any price" rather than excluding cheaper or dearer cars.
 */
export function rangeOfSliderValues([low, high]: SliderValues, scale: SliderScale): NumericRange {
  return {
    ...(low > scale.min && { min: low }),
    ...(high < scale.max && { max: high }),
  };
}

/** A handle's position along the track, 0 to 100. */
export function percentOfScale(value: number, { min, max }: SliderScale): number {
  return max === min ? 0 : ((value - min) / (max - min)) * 100;
}
