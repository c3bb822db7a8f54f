import { useId } from 'react';
import type { NumericRange } from '../../search-url/search-state.ts';
import { rangeFieldName, type RangeSide } from './listing-range-form.ts';
import { PRICE_SLIDER_SCALE } from './price-slider-values.ts';

const SIDE_WORDS: Record<RangeSide, string> = { min: 'Minimum', max: 'Maximum' };

/** Visible 'Minimum', heard 'Minimum price': the visible text starts the accessible name. */
export function SideLabel({
  htmlFor,
  side,
  noun,
}: {
  htmlFor: string;
  side: RangeSide;
  noun: string;
}) {
  return (
    <label htmlFor={htmlFor}>
      {SIDE_WORDS[side]}
      <span className="visually-hidden"> {noun}</span>
    </label>
  );
}

/** The price bounds before JavaScript (or without it): plain number inputs a GET form sends. */
export function PriceInputs({ range }: { range: NumericRange }) {
  const id = useId();
  return (
    <div className="range-facet__fields">
      {(['min', 'max'] as const).map((side) => (
        <div className="range-facet__field" key={side}>
          <SideLabel htmlFor={`${id}-${side}`} side={side} noun="price" />
          <input
            id={`${id}-${side}`}
            type="number"
            name={rangeFieldName('price', side)}
            inputMode="numeric"
            min={0}
            step={PRICE_SLIDER_SCALE.step}
            placeholder="Any"
            defaultValue={range[side] ?? ''}
          />
        </div>
      ))}
    </div>
  );
}
