import { useId, useRef, type MouseEvent } from 'react';
import { trapTabKey } from '../../app/focus-trap.ts';
import { hasSpecialHours } from '../../hours/opening-hours.ts';
import { specialHoursRows } from '../../hours/special-hours.ts';
import type { Location } from '../../tenant/tenant-config.ts';

/**
 * product rule 4.9: 'Holiday Opening Hours' button, only when special hours exist. The
 * native modal <dialog> (showModal) makes the page inert, closes on Escape and
 * is named by its heading; closing hands focus back to the button. Tab is kept
 * inside too: a modal dialog alone lets it leave for the browser's toolbar.
 */
export function HolidayHoursButton({
  location,
}: {
  location: Pick<Location, 'name' | 'special_hours'>;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  if (!hasSpecialHours(location)) return null;
  const close = () => dialogRef.current?.close();
  // The dialog box has no padding of its own, so a click whose target is the
  // <dialog> itself landed on the backdrop.
  const closeOnBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) close();
  };
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="button holiday-hours__open"
        aria-haspopup="dialog"
        onClick={() => dialogRef.current?.showModal()}
      >
        Holiday Opening Hours<span className="visually-hidden"> for {location.name}</span>
      </button>
      <dialog
        ref={dialogRef}
        className="holiday-hours"
        aria-labelledby={headingId}
        onClose={() => buttonRef.current?.focus()}
        onClick={closeOnBackdrop}
        onKeyDown={(event) => trapTabKey(event, event.currentTarget)}
      >
        <div className="holiday-hours__body">
          <div className="holiday-hours__header">
            <h2 id={headingId}>Holiday Opening Hours</h2>
            <button type="button" className="button-quiet holiday-hours__close" onClick={close}>
              Close
            </button>
          </div>
          <p className="holiday-hours__location">{location.name}</p>
          <table className="opening-hours">
            <caption className="visually-hidden">Holiday opening hours by date</caption>
            <tbody>
              {specialHoursRows(location.special_hours).map((row) => (
                <tr key={row.date} className={row.closed ? 'opening-hours__closed' : undefined}>
                  <th scope="row">
                    <time dateTime={row.date}>{row.dateLabel}</time>
                    {row.name ? <span className="holiday-hours__occasion">{row.name}</span> : null}
                  </th>
                  <td>{row.hours}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </dialog>
    </>
  );
}
