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
    <ul className="vehicle-card__actions">
      {actions.map((action) => (
        <li key={action.kind}>
          <a
            className={`vehicle-card__action vehicle-card__action--${action.kind}`}
            href={action.href}
          >
            {action.label}
            {action.kind === 'reserve' && deposit !== null ? (
              <span className="vehicle-card__deposit"> ({formatDollars(deposit)} deposit)</span>
            ) : null}
            <span className="visually-hidden">: {carTitle}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
