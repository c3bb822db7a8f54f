import { formatPrice } from '../../format/money.ts';
import { carTitle } from '../../format/car-format.ts';
import { CarPhoto } from '../../components/car-photo.tsx';
import { fallbackImageUrl, imageUrl, carPhotoSource } from '../../images/image-url.ts';
import type { ImagesConfig } from '../../tenant/tenant-config.ts';
import { carCount } from './listing-stats.tsx';
import type { TypeaheadItem } from './typeahead-suggestions.ts';
import { isUnderstoodSuggestion } from './typeahead-understood.ts';
import { showsTypeaheadPrice } from './typeahead-rules.ts';
import type { TypeaheadState } from './typeahead-state.ts';

// Fixed box (attributes plus CSS aspect-ratio): the list does not jump as pictures load.
const THUMBNAIL = { width: 64, height: 48, crop: true } as const;

interface TypeaheadListboxProps {
  id: string;
  optionId: (index: number) => string;
  state: TypeaheadState<TypeaheadItem>;
  images: ImagesConfig | undefined;
  onPoint: (index: number) => void;
  onPick: (suggestion: TypeaheadItem, index: number) => void;
}

/**
 * The suggestions popup of the search combobox. Always in the document (the input's
 * aria-controls points at it), hidden while closed. Pressing on it never takes focus
 * from the input.
 */
export function TypeaheadListbox({
  id,
  optionId,
  state,
  images,
  onPoint,
  onPick,
}: TypeaheadListboxProps) {
  return (
    <ul
      id={id}
      role="listbox"
      aria-label="Suggested vehicles"
      className="typeahead__listbox"
      hidden={!state.isOpen}
      onMouseDown={(event) => event.preventDefault()}
    >
      {state.isOpen
        ? state.items.map((car, index) =>
            isUnderstoodSuggestion(car) ? (
              <li
                key={car.id}
                id={optionId(index)}
                role="option"
                aria-selected={index === state.active}
                className="typeahead__option typeahead__option--search"
                onMouseMove={() => index !== state.active && onPoint(index)}
                onClick={() => onPick(car, index)}
              >
                <span className="typeahead__name">
                  {car.label} · {carCount(car.count)}
                </span>
              </li>
            ) : (
              <li
                key={car.id}
                id={optionId(index)}
                role="option"
                aria-selected={index === state.active}
                className="typeahead__option"
                onMouseMove={() => index !== state.active && onPoint(index)}
                onClick={() => onPick(car, index)}
              >
                <CarPhoto
                  className="typeahead__image"
                  src={imageUrl(
                    carPhotoSource(car.primary_image_url, car.simple_body),
                    THUMBNAIL,
                    images,
                  )}
                  // The title stands beside it: the picture adds nothing to read out.
                  alt=""
                  width={THUMBNAIL.width}
                  height={THUMBNAIL.height}
                  loading="lazy"
                  decoding="async"
                  fallback={fallbackImageUrl(car.simple_body)}
                />
                <span className="typeahead__name">{car.name || carTitle(car)}</span>
                {showsTypeaheadPrice(car.price) ? (
                  <span className="typeahead__price">
                    {formatPrice(car.price)}
                    <span className="typeahead__price-type"> {car.price_type}</span>
                  </span>
                ) : null}
              </li>
            ),
          )
        : null}
    </ul>
  );
}
