import type { ReactNode } from 'react';
import { EnquireIcon, ReserveIcon } from '../../components/action-icons.tsx';
import { formatDollars } from '../../format/money.ts';
import type { CarOffer } from './car-sidebar.tsx';

interface CarActionBarProps {
  offer: CarOffer;
  /** What the car is, by its kind: 'car', 'truck', 'RV' (product rule 9.12). */
  carWord: string;
  /** The Call button, when the car's location has a phone. */
  call?: ReactNode;
}

const ACTION_CLASS = 'car-action-bar__action';

/**
 * decision 0010: on phones the car's main actions stay at hand in a bar fixed to the bottom of
 * the screen: Call, the first action of the sidebar (Enquire, or Find Me Something Similar
 * for an unavailable car) and Reserve where the sidebar offers it. From the sidebar's own
 * breakpoint up the sidebar stays in view instead and the bar is not shown.
 */
export function CarActionBar({ offer, carWord, call }: CarActionBarProps) {
  const [primary] = offer.actions;
  const reserve = offer.actions.find((action) => action.kind === 'reserve');
  return (
    <section className="car-action-bar" aria-label="Quick actions">
      {call}
      {primary ? (
        <a className={`${ACTION_CLASS} ${ACTION_CLASS}--primary`} href={primary.href}>
          <EnquireIcon />
          <span>{primary.label}</span>
        </a>
      ) : null}
      {reserve ? (
        <a className={`${ACTION_CLASS} ${ACTION_CLASS}--reserve`} href={reserve.href}>
          <ReserveIcon />
          <span>
            Reserve
            <span className="visually-hidden">
              {' '}
              this {carWord}
              {offer.deposit !== null ? ` with a ${formatDollars(offer.deposit)} deposit` : ''}
            </span>
          </span>
        </a>
      ) : null}
    </section>
  );
}
