import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useSite } from '../../app/use-site.ts';
import { carUrl } from '../../inventory/car-identity.ts';
import { capitalize, stockWords, type CarWords } from '../../inventory/car-kind-words.ts';
import { SavedCarPhoto } from './saved-car-photo.tsx';
import type { SavedCar } from '../../saved-cars/saved-car.ts';
import { COMPARE_PATH, savedCarsPagePath } from '../../saved-cars/saved-car-paths.ts';
import { savedCarsAnnouncement } from '../../saved-cars/saved-cars-announcement.ts';
import {
  BAR_VISIBLE_MS,
  compareBadge,
  isSavedCarsBarPath,
  savedCarSlots,
} from '../../saved-cars/saved-cars-bar-model.ts';
import { useSavedCars } from '../../saved-cars/use-saved-cars.ts';
import { SiteLink } from '../../app/site-link.tsx';

/**
 * product rules 2.7 and 9.9: the sticky saved-cars bar on listing and car pages. Hidden
 * until the saved list changes, then shown for BAR_VISIBLE_MS; the timer waits
 * while the pointer or keyboard focus is inside it, so it never vanishes under
 * a shopper who is using it.
 */
export function SavedCarsBar() {
  const { pathname } = useLocation();
  const { cars, revision, remove } = useSavedCars();
  const stock = stockWords(useSite().labels.stock_kinds);
  const { isVisible, announcement, hold } = useBarVisibility(cars, revision, stock);
  const headingRef = useRef<HTMLHeadingElement>(null);
  if (!isSavedCarsBarPath(pathname)) return null;

  const onRemove = (car: SavedCar) => {
    remove(car.id);
    // The X that had focus is gone: keep the keyboard inside the bar.
    headingRef.current?.focus();
  };
  return (
    <div className="saved-cars-bar-region">
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      <section
        className="saved-cars-bar"
        aria-labelledby="saved-cars-bar-title"
        hidden={!isVisible}
        onPointerEnter={() => hold('pointer', true)}
        onPointerLeave={() => hold('pointer', false)}
        onFocus={() => hold('focus', true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) hold('focus', false);
        }}
      >
        <h2 id="saved-cars-bar-title" className="visually-hidden" ref={headingRef} tabIndex={-1}>
          Saved {stock.many}
        </h2>
        <ol className="saved-cars-bar__slots">
          {savedCarSlots(cars).map((slot) => (
            <li
              key={slot.kind === 'car' ? slot.car.id : `slot-${slot.number}`}
              className={`saved-cars-bar__slot saved-cars-bar__slot--${slot.kind}`}
            >
              {slot.kind === 'car' ? <SavedCarSlotView car={slot.car} onRemove={onRemove} /> : null}
              {slot.kind !== 'car' ? (
                <span className="saved-cars-bar__number" aria-hidden="true">
                  {slot.number}
                </span>
              ) : null}
              {slot.kind === 'get-started' ? <GetStarted stock={stock} /> : null}
            </li>
          ))}
        </ol>
        <CompareLink savedCount={cars.length} stock={stock} />
      </section>
    </div>
  );
}

function SavedCarSlotView({ car, onRemove }: { car: SavedCar; onRemove: (car: SavedCar) => void }) {
  return (
    <>
      <SavedCarPhoto car={car} width={64} height={48} />
      <a className="saved-cars-bar__name" href={carUrl(car.slug)}>
        {car.name}
      </a>
      <button
        type="button"
        className="saved-cars-bar__remove"
        aria-label={`Remove ${car.name}`}
        onClick={() => onRemove(car)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </>
  );
}

function GetStarted({ stock }: { stock: CarWords }) {
  const site = useSite();
  return (
    <span className="saved-cars-bar__get-started">
      <span>No Saved {capitalize(stock.many)}</span> <a href={site.listing_path}>Get Started</a>
    </span>
  );
}

function CompareLink({ savedCount, stock }: { savedCount: number; stock: CarWords }) {
  const site = useSite();
  const badge = compareBadge(savedCount);
  const isCompare = site.features.compare;
  return (
    <SiteLink
      className="saved-cars-bar__compare button button--primary"
      to={isCompare ? COMPARE_PATH : savedCarsPagePath(site)}
    >
      {isCompare ? 'Compare' : `View saved ${stock.many}`}
      {badge ? (
        <span className="saved-cars-bar__badge">
          <span aria-hidden="true">{badge}</span>
          <span className="visually-hidden">, {badge.slice(1)} more saved</span>
        </span>
      ) : null}
    </SiteLink>
  );
}

type HoldReason = 'pointer' | 'focus';

/**
 * product rule 4.13: shown on every change of the saved list (never on the first read),
 * hidden BAR_VISIBLE_MS later.
 */
function useBarVisibility(cars: readonly SavedCar[], revision: number, words: CarWords) {
  const [isVisible, setVisible] = useState(false);
  const [shownCount, setShownCount] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const [holds, setHolds] = useState<ReadonlySet<HoldReason>>(new Set());
  const seen = useRef<{ revision: number; cars: readonly SavedCar[] } | null>(null);

  useEffect(() => {
    const previous = seen.current;
    seen.current = { revision, cars };
    if (!previous || previous.revision === revision) return;
    setAnnouncement(savedCarsAnnouncement(previous.cars, cars, words));
    setVisible(true);
    setShownCount((count) => count + 1);
  }, [revision, cars, words]);

  const isHeld = holds.size > 0;
  useEffect(() => {
    if (!isVisible || isHeld) return;
    const timer = window.setTimeout(() => setVisible(false), BAR_VISIBLE_MS);
    return () => window.clearTimeout(timer);
  }, [isVisible, isHeld, shownCount]);

  const hold = (reason: HoldReason, isOn: boolean) =>
    setHolds((current) => {
      if (current.has(reason) === isOn) return current;
      const next = new Set(current);
      if (isOn) next.add(reason);
      else next.delete(reason);
      return next;
    });
  return { isVisible, announcement, hold };
}
