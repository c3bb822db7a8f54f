import { closedDayDisplay, type ClosedDayDisplay } from '../../hours/closed-day.ts';
import { groupWeekdayHours } from '../../hours/opening-hours.ts';
import type { Location } from '../../tenant/tenant-config.ts';
import { SiteLink } from '../../app/site-link.tsx';

interface OpeningHoursProps {
  location: Pick<Location, 'name' | 'closed_day_display' | 'contact_detail'>;
  caption?: string;
}

/** One location's regular hours, Mon-Fri grouped where equal (product rule 4.9). */
export function OpeningHours({ location, caption = 'Opening hours' }: OpeningHoursProps) {
  const rows = groupWeekdayHours(location.contact_detail.opening_hours);
  if (rows.length === 0) return null;
  const closedDay = closedDayDisplay(location);
  return (
    <table className="opening-hours">
      <caption>{caption}</caption>
      <tbody>
        {rows.map((row) => (
          <tr key={row.days} className={row.closed ? 'opening-hours__closed' : undefined}>
            <th scope="row">{row.days}</th>
            <td>{row.closed ? <ClosedDay display={closedDay} /> : row.hours}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ClosedDay({ display }: { display: ClosedDayDisplay }) {
  if (display.kind === 'enquire') return <SiteLink to={display.href}>{display.text}</SiteLink>;
  return <>{display.text}</>;
}
