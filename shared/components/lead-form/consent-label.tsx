import { useId } from 'react';
import { useSite } from '../../app/use-site.ts';
import { FIELD_UI } from '../../forms/field-ui.ts';
import type { LeadFieldName } from '../../leads/lead-fields.ts';
import { consentPagePath } from '../../pages/content/content-page-paths.ts';

/**
 * docs/content-pages.md: a consent box's label whose words link to the site's page ('terms of use' to
 * its terms page, 'Privacy Statement' to its privacy page). The page opens in a new tab so
 * what the shopper typed stays. The hint saying so describes the link only, so the box's
 * accessible name is the label's words alone.
 */
export function ConsentLabel({ name }: { name: LeadFieldName }) {
  const site = useSite();
  const hintId = useId();
  const { label, link } = FIELD_UI[name];
  const at = link ? label.indexOf(link.words) : -1;
  const path = link && consentPagePath(site, link.consent);
  if (!link || at < 0 || !path) return <>{label}</>;
  return (
    <>
      {label.slice(0, at)}
      <a href={path} target="_blank" rel="noopener" aria-describedby={hintId}>
        {link.words}
      </a>
      {label.slice(at + link.words.length)}
      <span id={hintId} hidden>
        Opens in a new tab
      </span>
    </>
  );
}
