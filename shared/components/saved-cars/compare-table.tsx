import { carPrice } from '../../format/money.ts';
import { carTitle, formatKm } from '../../format/car-format.ts';
import { BODY_TYPE_LABELS } from '../../inventory/body-types.ts';
import { carUrl } from '../../inventory/car-identity.ts';
import { stockWords } from '../../inventory/car-kind-words.ts';
import { useSite } from '../../app/use-site.ts';
import type { CurrentCar } from '../../saved-cars/current-cars.ts';
import type { SavedCar } from '../../saved-cars/saved-car.ts';
import { SAVED_SLOTS } from '../../saved-cars/saved-cars-bar-model.ts';
import { useCurrentCars } from '../../saved-cars/use-current-cars.ts';
import { useSavedCars } from '../../saved-cars/use-saved-cars.ts';
import { SavedCarsEmpty } from './saved-cars-list-view.tsx';
import { SavedCarPhoto } from './saved-car-photo.tsx';
import { savedCarStatus } from './saved-car-status.ts';

const NOT_STATED = '—';

/** Rows of the compare table, in order: label and value of one car's current data. */
const COMPARE_ROWS: ReadonlyArray<[label: string, value: (car: CurrentCar) => string]> = [
  ['Price', (car) => carPrice(car).amount],
  ['Price type', (car) => carPrice(car).type ?? NOT_STATED],
  ['Odometer', (car) => formatKm(car.km)],
  ['Year', (car) => String(car.year)],
  ['Body', (car) => (car.simple_body ? BODY_TYPE_LABELS[car.simple_body] : NOT_STATED)],
  ['Transmission', (car) => car.simple_transmission ?? NOT_STATED],
  ['Fuel', (car) => car.fuel ?? car.simple_fuel ?? NOT_STATED],
  ['Seats', (car) => (car.seats ? String(car.seats) : NOT_STATED)],
  ['Colour', (car) => car.colour || NOT_STATED],
  ['Stock number', (car) => car.stocknum || NOT_STATED],
];

/** The most recently saved cars side by side: as many as the bar's slots. */
export function CompareTable() {
  const { cars, remove } = useSavedCars();
  const stock = stockWords(useSite().labels.stock_kinds);
  const compared = cars.slice(0, SAVED_SLOTS);
  const current = useCurrentCars(compared);
  if (compared.length === 0) {
    return <SavedCarsEmpty text={`Save up to three ${stock.many} to compare them side by side.`} />;
  }
  const isChecked = current.status === 'ready';
  const columns = compared.map((saved) => ({
    saved,
    current: current.byId.get(saved.id),
    status: savedCarStatus(current.byId.get(saved.id), isChecked),
  }));
  return (
    <div className="compare-table__scroller" tabIndex={0} aria-labelledby="compare-caption">
      <table className="compare-table" aria-busy={current.status === 'loading'}>
        <caption id="compare-caption">
          Your{' '}
          {compared.length === 1
            ? `saved ${stock.one}`
            : `${compared.length} latest saved ${stock.many}`}{' '}
          side by side
        </caption>
        <thead>
          <tr>
            <td />
            {columns.map(({ saved, current: car, status }) => (
              <th key={saved.id} scope="col">
                <CarHeading saved={saved} car={car} status={status} />
                <button
                  type="button"
                  className="button compare-table__remove"
                  aria-label={`Remove ${saved.name}`}
                  onClick={() => remove(saved.id)}
                >
                  Remove
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {COMPARE_ROWS.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              {columns.map(({ saved, current: car }) => (
                <td key={saved.id}>{car ? value(car) : NOT_STATED}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function CarHeading({
  saved,
  car,
  status,
}: {
  saved: SavedCar;
  car: CurrentCar | undefined;
  status: string | null;
}) {
  return (
    <>
      <SavedCarPhoto car={car ?? saved} width={160} height={120} />
      <span className="compare-table__name">
        {car ? <a href={carUrl(car.slug)}>{carTitle(car)}</a> : saved.name}
      </span>
      {status ? <span className="compare-table__status">{status}</span> : null}
    </>
  );
}
