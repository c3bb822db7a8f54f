import { carPrice } from '../../format/money.ts';
import { carTitle, formatKm } from '../../format/car-format.ts';
import { carUrl } from '../../inventory/car-identity.ts';
import type { CurrentCar } from '../../saved-cars/current-cars.ts';
import type { SavedCar } from '../../saved-cars/saved-car.ts';
import { useCurrentCars } from '../../saved-cars/use-current-cars.ts';
import { useSavedCars } from '../../saved-cars/use-saved-cars.ts';
import { useSite } from '../../app/use-site.ts';
import { SavedCarPhoto } from './saved-car-photo.tsx';
import { savedCarStatus } from './saved-car-status.ts';

/**
 * Every saved car of this site with its current price, or 'No longer available'
 * when the site's stock no longer has it. The server renders the empty state:
 * the list lives in the browser.
 */
export function SavedCarsListView({ emptyText }: { emptyText: string }) {
  const { cars, remove } = useSavedCars();
  const current = useCurrentCars(cars);
  if (cars.length === 0) return <SavedCarsEmpty text={emptyText} />;
  const isChecked = current.status === 'ready';
  return (
    <>
      {current.status === 'failed' ? (
        <p className="saved-cars-notice" role="status">
          We could not check the latest prices just now. Showing the details saved with each car.
        </p>
      ) : null}
      <ul className="saved-cars-list" aria-busy={current.status === 'loading'}>
        {cars.map((car) => (
          <SavedCarItem
            key={car.id}
            saved={car}
            status={savedCarStatus(current.byId.get(car.id), isChecked)}
            current={current.byId.get(car.id)}
            onRemove={() => remove(car.id)}
          />
        ))}
      </ul>
    </>
  );
}

function SavedCarItem({
  saved,
  current,
  status,
  onRemove,
}: {
  saved: SavedCar;
  current: CurrentCar | undefined;
  status: string | null;
  onRemove: () => void;
}) {
  const car = current ?? saved;
  const isGone = status === 'No longer available';
  const price = carPrice(car);
  return (
    <li className={`saved-car${isGone ? ' saved-car--gone' : ''}`}>
      <SavedCarPhoto car={car} width={160} height={120} />
      <div className="saved-car__body">
        <h2 className="saved-car__title">
          {isGone ? saved.name : <a href={carUrl(car.slug)}>{carTitle(car)}</a>}
        </h2>
        {status ? <p className="saved-car__status">{status}</p> : null}
        {!isGone ? (
          <p className="saved-car__price">
            <strong>{price.amount}</strong>
            {price.type ? <span> {price.type}</span> : null}
            {current ? <span className="saved-car__km"> · {formatKm(current.km)}</span> : null}
          </p>
        ) : null}
      </div>
      <button
        type="button"
        className="button saved-car__remove"
        aria-label={`Remove ${saved.name}`}
        onClick={onRemove}
      >
        Remove
      </button>
    </li>
  );
}

export function SavedCarsEmpty({ text }: { text: string }) {
  const site = useSite();
  return (
    <div className="saved-cars-empty">
      <p>{text}</p>
      <p>
        <a className="button button--primary" href={site.listing_path}>
          Browse our vehicles
        </a>
      </p>
    </div>
  );
}
