import { Fragment, useEffect, useId, useState, type ChangeEvent, type ReactNode } from 'react';
import {
  HAS_PHOTOS_CHIP_LABEL,
  seatsChipLabel,
  WEEKLY_REPAYMENTS_CHIP_LABEL,
} from '../../listing/chip-labels.ts';
import type { NumericRange, RangeAttribute } from '../../search-url/search-state.ts';
import { rangeFieldName, rangeFormTarget, type RangeSide } from './listing-range-form.ts';
import {
  fittingStep,
  ladderOptions,
  steppedOptions,
  withBound,
  withRefinedBounds,
  type RangeStats,
} from './listing-range-options.ts';
import { useRangeFacet, useRefineRanges, type RangeFacet } from './listing-range-refinement.ts';
import { PriceSlider } from './price-slider.tsx';
import { PriceInputs, SideLabel } from './price-inputs.tsx';
import { useListingEnhanced } from './listing-enhanced.tsx';
import { formatWeekly } from '../../format/money.ts';
import { formatKm } from '../../format/car-format.ts';

const KM_LADDER = [10000, 20000, 30000, 50000, 75000, 100000, 150000, 200000, 300000, 500000];

/**
 * decision 0006 range facets: price (the product rule 9.9 slider), weekly repayments, odometer, year and
 * seats. One GET form on the listing's path, so without JavaScript the number inputs and
 * selects still search (the server turns `price_min`/`price_max` into `price=min-max`);
 * once hydrated the slider replaces the price inputs and every change refines in place.
 */
export function ListingRangeFacets({
  url,
  shown,
}: {
  /** The listing's path and query. */
  url: string;
  /** The range facets the site shows, in its order (all are registered regardless). */
  shown: readonly RangeAttribute[];
}) {
  const isEnhanced = useListingEnhanced();
  const refineRanges = useRefineRanges();
  // Every range attribute is registered, shown or not, so a range in the URL always filters.
  const facets: Record<RangeAttribute, RangeFacet> = {
    price: useRangeFacet('price'),
    weekly_price: useRangeFacet('weekly_price'),
    km: useRangeFacet('km'),
    year: useRangeFacet('year'),
    seats: useRangeFacet('seats'),
    photos_count: useRangeFacet('photos_count'),
  };
  if (shown.length === 0) return null;
  const { action, hidden } = rangeFormTarget(url);
  const selects = (
    attribute: RangeAttribute,
    props: Omit<RangeSelectsProps, 'facet' | 'attribute' | 'onChange'>,
  ) => (
    <RangeSelects
      attribute={attribute}
      facet={facets[attribute]}
      onChange={(range) => refineRanges({ [attribute]: range })}
      {...props}
    />
  );
  const controls: Record<RangeAttribute, () => ReactNode> = {
    price: () => (
      <fieldset className="range-facet">
        <legend className="facet__title">Price</legend>
        {isEnhanced ? (
          <PriceSlider
            range={facets.price.current}
            onCommit={(range) => refineRanges({ price: range })}
          />
        ) : (
          <PriceInputs range={facets.price.current} />
        )}
      </fieldset>
    ),
    weekly_price: () =>
      selects('weekly_price', {
        legend: WEEKLY_REPAYMENTS_CHIP_LABEL,
        noun: 'weekly repayment',
        optionsOf: (stats) => steppedOptions(stats, fittingStep(stats, [10, 25, 50, 100, 250])),
        formatOption: formatWeekly,
      }),
    km: () =>
      selects('km', {
        legend: 'Odometer',
        noun: 'odometer',
        optionsOf: (stats) => ladderOptions(KM_LADDER, stats),
        formatOption: formatKm,
      }),
    year: () =>
      selects('year', {
        legend: 'Year',
        noun: 'year',
        optionsOf: (stats) => steppedOptions(stats, fittingStep(stats, [1, 2, 5, 10])),
        formatOption: String,
      }),
    seats: () =>
      selects('seats', {
        legend: 'Seats',
        noun: 'seats',
        optionsOf: (stats) => steppedOptions(stats, 1),
        formatOption: seatsChipLabel,
      }),
    photos_count: () => (
      <HasPhotosCheckbox
        checked={facets.photos_count.current.min !== undefined}
        onChange={(checked) => refineRanges({ photos_count: checked ? { min: 1 } : {} })}
      />
    ),
  };
  return (
    <form className="range-facets" method="get" action={action}>
      {hidden.map(([name, value], index) => (
        <input key={`${name}:${index}`} type="hidden" name={name} value={value} />
      ))}
      {shown.map((attribute) => (
        <Fragment key={attribute}>{controls[attribute]()}</Fragment>
      ))}
      {isEnhanced ? null : (
        <button type="submit" className="range-facets__apply">
          Apply filters
        </button>
      )}
    </form>
  );
}

interface RangeSelectsProps {
  attribute: RangeAttribute;
  facet: RangeFacet;
  legend: string;
  /** The end of the labels: 'Minimum year'. */
  noun: string;
  optionsOf(stats: RangeStats): number[];
  formatOption(value: number): string;
  onChange(range: NumericRange): void;
}

/** A min and a max select; a change refines at once (with JavaScript), never crossing the other bound. */
function RangeSelects({
  attribute,
  facet,
  legend,
  noun,
  optionsOf,
  formatOption,
  onChange,
}: RangeSelectsProps) {
  const id = useId();
  const { current } = facet;
  // Shown until the search with it returns and the refinement catches up.
  const [shown, setShown] = useState(current);
  useEffect(() => setShown(current), [current.min, current.max]);
  const isRefined = current.min !== undefined || current.max !== undefined;
  if (!facet.canRefine && !isRefined) return null;
  const options = withRefinedBounds(optionsOf(facet.stats), shown);
  const change = (side: RangeSide) => (event: ChangeEvent<HTMLSelectElement>) => {
    const text = event.target.value;
    const next = withBound(shown, side, text === '' ? undefined : Number(text));
    setShown(next);
    onChange(next);
  };
  return (
    <fieldset className="range-facet">
      <legend className="facet__title">{legend}</legend>
      <div className="range-facet__fields">
        {(['min', 'max'] as const).map((side) => (
          <div className="range-facet__field" key={side}>
            <SideLabel htmlFor={`${id}-${side}`} side={side} noun={noun} />
            <select
              id={`${id}-${side}`}
              name={rangeFieldName(attribute, side)}
              value={shown[side] ?? ''}
              onChange={change(side)}
            >
              <option value="">Any</option>
              {options.map((value) => (
                <option key={value} value={value}>
                  {formatOption(value)}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
    </fieldset>
  );
}

/** product rule 9.4 'Has Photos': cars with at least one photo; a plain checkbox of the GET form too. */
function HasPhotosCheckbox({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange(checked: boolean): void;
}) {
  const id = useId();
  // Shown at once; the refinement catches up when the search returns.
  const [shown, setShown] = useState(checked);
  useEffect(() => setShown(checked), [checked]);
  return (
    <fieldset className="range-facet">
      <legend className="facet__title">Photos</legend>
      <div className="range-facet__check">
        <input
          id={id}
          type="checkbox"
          name={rangeFieldName('photos_count', 'min')}
          value="1"
          checked={shown}
          onChange={(event) => {
            setShown(event.target.checked);
            onChange(event.target.checked);
          }}
        />
        <label htmlFor={id}>{HAS_PHOTOS_CHIP_LABEL}</label>
      </div>
    </fieldset>
  );
}
