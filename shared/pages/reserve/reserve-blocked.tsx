import { carUrl } from '../../inventory/car-identity.ts';
import { RESERVE_BLOCKER_MESSAGES, type ReserveBlocker } from '../../inventory/reservable.ts';

interface ReserveBlockedProps {
  blocker: ReserveBlocker;
  carSlug: string;
  /** What the site sells, one of them: 'car', 'truck' (product rule 9.12). */
  carWord: string;
}

/** docs/payments.md: a car that cannot be reserved says why, and where to go instead; no form. */
export function ReserveBlocked({ blocker, carSlug, carWord }: ReserveBlockedProps) {
  return (
    <section className="reserve-blocked" aria-labelledby="reserve-blocked-title">
      <h2 id="reserve-blocked-title">This {carWord} cannot be reserved online</h2>
      <p className="reserve-blocked__reason">{RESERVE_BLOCKER_MESSAGES[blocker]}</p>
      <ul className="reserve-blocked__links">
        <li>
          <a className="button button--primary" href={`${carUrl(carSlug)}#enquire`}>
            Enquire about this {carWord}
          </a>
        </li>
        <li>
          <a className="button" href={carUrl(carSlug)}>
            Back to the {carWord}
          </a>
        </li>
      </ul>
    </section>
  );
}
