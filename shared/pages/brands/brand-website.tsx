import { isExternalUrl } from '../../navigation/menu-link.ts';
import type { SiteData } from '../../tenant/site-data.ts';
import type { DealershipWebsite } from '../../tenant/tenant-config.ts';

/** Whether the group's website for a brand is another site (not this one) worth linking. */
export function isOtherSite(
  website: Pick<DealershipWebsite, 'url'>,
  site: Pick<SiteData, 'primary_hostname'>,
) {
  if (!isExternalUrl(website.url)) return false;
  try {
    return new URL(website.url).hostname.toLowerCase() !== site.primary_hostname.toLowerCase();
  } catch {
    return false;
  }
}

/** docs/content-pages.md: the dealership website the group runs for this brand, with its logo. */
export function BrandWebsite({ website, site }: { website: DealershipWebsite; site: SiteData }) {
  if (!isOtherSite(website, site)) return null;
  return (
    <section className="brand-page__section brand-website" aria-labelledby="brand-website">
      <h2 id="brand-website">{website.name}</h2>
      <div className="brand-website__body">
        <img
          className="brand-website__logo"
          src={website.logo.url}
          alt=""
          width={180}
          height={60}
        />
        <p>
          {website.name} has its own website for the full {website.make} range, {website.make}{' '}
          service and genuine parts.
        </p>
      </div>
      <p>
        <a className="button" href={website.url} rel="noopener">
          Visit {website.name}
          <span className="visually-hidden"> (another website)</span>
        </a>
      </p>
    </section>
  );
}
