import { BODY_TYPE_LABELS } from '../../inventory/body-types.ts';
import { formatKm } from '../../format/car-format.ts';
import type { CarDetail } from '../../car/car-detail.ts';

const CAR_TYPE_NAMES = { new: 'New', used: 'Used', demo: 'Demo' } as const;

/** The key specifications (docs/architecture.md): only what the car has. */
export function carSpecs(car: CarDetail): Array<[label: string, value: string]> {
  const rows: Array<[string, string | null | undefined]> = [
    ['Condition', CAR_TYPE_NAMES[car.car_type]],
    ['Odometer', formatKm(car.km)],
    ['Body', car.simple_body ? BODY_TYPE_LABELS[car.simple_body] : null],
    ['Fuel', car.fuel ?? car.simple_fuel],
    ['Drive', car.simple_drive],
    ['Transmission', car.simple_transmission],
    ['Seats', car.seats ? String(car.seats) : null],
    ['Colour', car.colour],
    ['Stock number', car.stocknum],
    ['VIN', car.vin],
    ['Certified pre-owned', car.certified ? 'Yes' : null],
  ];
  return rows.filter((row): row is [string, string] => Boolean(row[1]));
}

export function CarSpecs({ car }: { car: CarDetail }) {
  return (
    <section className="car-specs" aria-labelledby="car-specs-title">
      <h2 id="car-specs-title">Key specifications</h2>
      <dl>
        {carSpecs(car).map(([label, value]) => (
          <div key={label} className="car-specs__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
