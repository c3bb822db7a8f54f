import type { VehicleDetail } from '../../vehicle/vehicle-detail.ts';
import { UNAVAILABLE_PROMPT } from '../../listing/card-actions.ts';
import { formatDollars } from '../../format/money.ts';
import type { ReactNode } from 'react';
import type { vehicleActions } from '../../vehicle/vehicle-actions.ts';

/** What the car page offers: its buttons in order and Reserve's deposit. */
export type VehicleOffer = ReturnType<typeof vehicleActions>;

interface VehicleSidebarProps {
  car: VehicleDetail;
  /** The buttons the car qualifies for (vehicle-actions.ts). */
  offer: VehicleOffer;
  /** The phone reveal card, when the car's location has a phone. */
  phone?: ReactNode;
}

/** product rule 2 car detail sidebar: phone, dealer, and the buttons the car qualifies for. */
export function VehicleSidebar({ car, offer, phone }: VehicleSidebarProps) {
  const { available, actions, deposit } = offer;
  return (
    <aside className="vehicle-sidebar" aria-label="Contact the dealer">
      {phone}
      <p className="vehicle-sidebar__dealer">
        <span>{car.dealership_name}</span>
        <a href={`/search/${car.dealership_slug}`}>See more from this dealer</a>
      </p>
      {available ? null : <p className="vehicle-sidebar__prompt">{UNAVAILABLE_PROMPT}</p>}
      <ul className="vehicle-sidebar__actions">
        {actions.map((action) => (
          <li key={action.kind}>
            <a
              className={`button vehicle-action vehicle-action--${action.kind}`}
              href={action.href}
            >
              {action.label}
              {action.kind === 'reserve' && deposit !== null ? (
                <span className="vehicle-action__note">
                  {' '}
                  with a {formatDollars(deposit)} deposit
                </span>
              ) : null}
            </a>
          </li>
        ))}
      </ul>
    </aside>
  );
}
