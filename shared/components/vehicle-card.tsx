import type { CarSummary } from '../app/route-context.ts';
import { formatKm, formatPrice, vehicleTitle } from '../format/vehicle-format.ts';

const CAR_TYPE_LABEL = { new: 'New', used: 'Used', demo: 'Demo' } as const;

export function VehicleCard({ car, eager = false }: { car: CarSummary; eager?: boolean }) {
  const title = vehicleTitle(car);
  const chips = [
    CAR_TYPE_LABEL[car.car_type],
    formatKm(car.km),
    car.simple_transmission,
    car.simple_fuel,
  ].filter((chip): chip is string => Boolean(chip));
  return (
    <article className="vehicle-card">
      <img
        className="vehicle-card__image"
        src={car.primary_image_url}
        alt={title}
        width={400}
        height={300}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
      <div className="vehicle-card__body">
        <h3 className="vehicle-card__title">
          <a href={`/cars/${car.slug}`}>{title}</a>
        </h3>
        <ul className="vehicle-card__chips" aria-label="Key details">
          {chips.map((chip) => (
            <li key={chip}>{chip}</li>
          ))}
        </ul>
        <p className="vehicle-card__price">
          <strong>{formatPrice(car.price)}</strong>
          {car.price > 0 ? (
            <span className="vehicle-card__price-type"> {car.price_type}</span>
          ) : null}
        </p>
        <p className="vehicle-card__location">
          {car.city}, {car.state}
        </p>
      </div>
    </article>
  );
}
