import type { CarDetail } from '../../car/car-detail.ts';
import { UNAVAILABLE_PROMPT } from '../../listing/card-actions.ts';
import { formatDollars } from '../../format/money.ts';
import type { ReactNode } from 'react';
import type { carActions } from '../../car/car-actions.ts';

/** What the car page offers: its buttons in order and Reserve's deposit. */
export type CarOffer = ReturnType<typeof carActions>;

interface CarSidebarProps {
  car: CarDetail;
  /** The buttons the car qualifies for (car-actions.ts). */
  offer: CarOffer;
  /** The phone reveal card, when the car's location has a phone. */
  phone?: ReactNode;
}

/** product rule 2.5 car detail sidebar: phone, dealer, and the buttons the car qualifies for. */
export function CarSidebar({ car, offer, phone }: CarSidebarProps) {
  const { available, actions, deposit } = offer;
  return (
    <aside className="car-sidebar" aria-label="Contact the dealer">
      {phone}
      <p className="car-sidebar__dealer">
        <span>{car.dealership_name}</span>
        <a href={`/search/${car.dealership_slug}`}>See more from this dealer</a>
      </p>
      {available ? null : <p className="car-sidebar__prompt">{UNAVAILABLE_PROMPT}</p>}
      <ul className="car-sidebar__actions">
        {actions.map((action) => (
          <li key={action.kind}>
            <a className={`button car-action car-action--${action.kind}`} href={action.href}>
              {action.label}
              {action.kind === 'reserve' && deposit !== null ? (
                <span className="car-action__note"> with a {formatDollars(deposit)} deposit</span>
              ) : null}
            </a>
          </li>
        ))}
      </ul>
    </aside>
  );
}
