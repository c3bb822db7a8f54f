import {
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type RefObject,
} from 'react';
import type { NumericRange } from '../../search-url/search-state.ts';
import {
  moveHandle,
  percentOfScale,
  PRICE_SLIDER_SCALE,
  rangeOfSliderValues,
  sliderValuesOf,
  valueAfterKey,
  type SliderHandle,
  type SliderScale,
  type SliderValues,
} from './price-slider-values.ts';
import { formatDollars } from '../../format/money.ts';

const HANDLE_LABELS: Record<SliderHandle, string> = {
  low: 'Minimum price',
  high: 'Maximum price',
};

const sameRange = (a: NumericRange, b: NumericRange) => a.min === b.min && a.max === b.max;

interface PriceSliderProps {
  /** The price refinement in force. */
  range: NumericRange;
  /** Called once per gesture (pointer up, key up, focus leaving), never while dragging. */
  onCommit(range: NumericRange): void;
  scale?: SliderScale;
}

/**
 * product rule 9.9 price slider: two handles on a fixed scale that cannot cross, operated by
 * pointer or keyboard (the WAI-ARIA multi-thumb slider). While a handle moves only the
 * slider changes; the search (and the URL's history entry) follows when the gesture ends.
 */
export function PriceSlider({ range, onCommit, scale = PRICE_SLIDER_SCALE }: PriceSliderProps) {
  const committed = sliderValuesOf(range, scale);
  const [draft, setDraft] = useState<SliderValues | null>(null);
  const draftRef = useRef<SliderValues | null>(null);
  const moving = useRef<SliderHandle | null>(null);
  const trackRef = useRef<HTMLDivElement>(null);
  const handleRefs = { low: useRef<HTMLDivElement>(null), high: useRef<HTMLDivElement>(null) };
  const values = draft ?? committed;

  const update = (next: SliderValues | null) => {
    draftRef.current = next;
    setDraft(next);
  };
  // The URL changed by other means (Back, a removed chip): the handles follow it.
  const [low, high] = committed;
  useEffect(() => {
    if (moving.current === null) update(null);
  }, [low, high]);

  const commit = () => {
    moving.current = null;
    const next = draftRef.current;
    if (
      next &&
      !sameRange(rangeOfSliderValues(next, scale), rangeOfSliderValues(committed, scale))
    ) {
      onCommit(rangeOfSliderValues(next, scale));
    }
  };

  const valueAt = (clientX: number) => {
    const rect = trackRef.current!.getBoundingClientRect();
    const ratio = rect.width > 0 ? (clientX - rect.left) / rect.width : 0;
    return scale.min + Math.min(Math.max(ratio, 0), 1) * (scale.max - scale.min);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    const value = valueAt(event.clientX);
    const current = draftRef.current ?? committed;
    // The nearer handle moves; past both ends of a closed pair, the one on that side.
    const handle: SliderHandle =
      Math.abs(value - current[0]) < Math.abs(value - current[1]) ||
      (current[0] === current[1] && value < current[0])
        ? 'low'
        : 'high';
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    moving.current = handle;
    handleRefs[handle].current?.focus();
    update(moveHandle(current, handle, value, scale));
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const handle = moving.current;
    if (!handle) return;
    update(moveHandle(draftRef.current ?? committed, handle, valueAt(event.clientX), scale));
  };

  const onPointerEnd = () => {
    if (moving.current) commit();
  };

  const onKeyDown = (handle: SliderHandle) => (event: KeyboardEvent<HTMLDivElement>) => {
    const current = draftRef.current ?? committed;
    const next = valueAfterKey(event.key, current[handle === 'low' ? 0 : 1], scale);
    if (next === undefined) return;
    event.preventDefault();
    moving.current = handle;
    update(moveHandle(current, handle, next, scale));
  };

  const onKeyUp = (handle: SliderHandle) => () => {
    if (moving.current === handle) commit();
  };

  return (
    <div className="price-slider">
      <div
        ref={trackRef}
        className="price-slider__track"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
      >
        <div
          className="price-slider__fill"
          style={{
            left: `${percentOfScale(values[0], scale)}%`,
            right: `${100 - percentOfScale(values[1], scale)}%`,
          }}
        />
        {(['low', 'high'] as const).map((handle, index) => (
          <Handle
            key={handle}
            handle={handle}
            handleRef={handleRefs[handle]}
            value={values[index]!}
            // The WAI-ARIA multi-thumb pattern: each handle's limit is the other handle.
            valueMin={handle === 'low' ? scale.min : values[0]}
            valueMax={handle === 'low' ? values[1] : scale.max}
            position={percentOfScale(values[index]!, scale)}
            onKeyDown={onKeyDown(handle)}
            onKeyUp={onKeyUp(handle)}
            onBlur={() => {
              if (moving.current === handle) commit();
            }}
          />
        ))}
      </div>
      <p className="price-slider__values" aria-hidden="true">
        <span>{formatDollars(values[0])}</span>
        <span>
          {formatDollars(values[1])}
          {values[1] === scale.max ? '+' : ''}
        </span>
      </p>
    </div>
  );
}

interface HandleProps {
  handle: SliderHandle;
  handleRef: RefObject<HTMLDivElement | null>;
  value: number;
  valueMin: number;
  valueMax: number;
  position: number;
  onKeyDown(event: KeyboardEvent<HTMLDivElement>): void;
  onKeyUp(): void;
  onBlur(): void;
}

function Handle({ handle, handleRef, value, valueMin, valueMax, position, ...on }: HandleProps) {
  return (
    <div
      ref={handleRef}
      className={`price-slider__handle price-slider__handle--${handle}`}
      role="slider"
      tabIndex={0}
      aria-label={HANDLE_LABELS[handle]}
      aria-orientation="horizontal"
      aria-valuemin={valueMin}
      aria-valuemax={valueMax}
      aria-valuenow={value}
      aria-valuetext={formatDollars(value)}
      style={{ left: `${position}%` }}
      onKeyDown={on.onKeyDown}
      onKeyUp={on.onKeyUp}
      onBlur={on.onBlur}
    />
  );
}
