import { telHref } from '../format/phone-link.ts';
import type { StaffMember } from '../tenant/tenant-config.ts';

/** Footer staff contact cards (product rule 2.14); nothing when the tenant lists no staff. */
export function StaffCards({ staff }: { staff: StaffMember[] | undefined }) {
  if (!staff?.length) return null;
  return (
    <section className="staff-cards" aria-labelledby="staff-cards-title">
      <h2 id="staff-cards-title">Talk to our team</h2>
      <ul>
        {staff.map((member) => (
          <li key={`${member.name}:${member.role}`} className="staff-card">
            <p className="staff-card__name">{member.name}</p>
            <p className="staff-card__role">{member.role}</p>
            {member.phone ? <a href={telHref(member.phone)}>{member.phone}</a> : null}
            {member.email ? <a href={`mailto:${member.email}`}>{member.email}</a> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
