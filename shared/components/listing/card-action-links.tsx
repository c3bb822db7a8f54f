import { formatDollars } from '../../format/money.ts';
import type { CardAction } from '../../listing/card-actions.ts';

interface CardActionLinksProps {
  actions: readonly CardAction[];
  deposit: number | null;
  /** Read after each label so every link's accessible name is distinct on a page of cards. */
  carTitle: string;
}

export function CardActionLinks({ actions, deposit, carTitle }: CardActionLinksProps) {
  return (
    <ul className="car-card__actions">
      {actions.map((action) => (
        <li key={action.kind}>
          <a className={`car-card__action car-card__action--${action.kind}`} href={action.href}>
            {action.label}
            {action.kind === 'reserve' && deposit !== null ? (
              <span className="car-card__deposit"> ({formatDollars(deposit)} deposit)</span>
            ) : null}
            <span className="visually-hidden">: {carTitle}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
