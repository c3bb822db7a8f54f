import type { SavableCar } from '../../saved-cars/saved-car.ts';
import { useSavedCars } from '../../saved-cars/use-saved-cars.ts';
import { carTitle } from '../../format/car-format.ts';

/**
 * product rule 4.3: the favourite (heart) toggle for a listing card or the car detail
 * page. Until the saved list has loaded after hydration it reads "not saved",
 * as the server rendered it.
 */
export function FavouriteButton({ car, className }: { car: SavableCar; className?: string }) {
  const { isSaved, toggle } = useSavedCars();
  const isPressed = isSaved(car.id);
  const name = carTitle(car);
  return (
    <button
      type="button"
      className={['favourite-button', className].filter(Boolean).join(' ')}
      aria-pressed={isPressed}
      aria-label={isPressed ? `Remove ${name} from saved cars` : `Save ${name}`}
      onClick={() => toggle(car)}
    >
      <HeartIcon />
    </button>
  );
}

function HeartIcon() {
  return (
    <svg
      className="favourite-button__icon"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M12 20.5 4.2 12.9a4.9 4.9 0 0 1 0-7 5 5 0 0 1 7 0l.8.8.8-.8a5 5 0 0 1 7 0 4.9 4.9 0 0 1 0 7Z" />
    </svg>
  );
}
