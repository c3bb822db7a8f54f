import { useLocation } from 'react-router';
import { useSite } from './use-site.ts';
import { canonicalUrl } from '../tenant/site-data.ts';
import { toAbsoluteUrl } from '../seo/absolute-url.ts';

interface PageMetaProps {
  title: string;
  description: string;
  /** Site-relative or absolute image URL; defaults to the dealer's logo. */
  image?: string;
  type?: 'website' | 'product';
  noindex?: boolean;
  /** The page's canonical path when it is not the current path (listings: one URL per search). */
  canonicalPath?: string;
}

/**
 * Title, description, canonical and Open Graph for one page; React hoists them
 * into <head>. The canonical is the path alone (no query string) on the tenant's
 * primary hostname, whatever Host the request came in on.
 */
export function PageMeta(props: PageMetaProps) {
  const { title, description, image, type = 'website', noindex, canonicalPath } = props;
  const site = useSite();
  const { pathname } = useLocation();
  const url = canonicalUrl(site, canonicalPath ?? pathname);
  const ogImage = toAbsoluteUrl(site, image ?? site.theme.logo.url);
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      {noindex ? <meta name="robots" content="noindex,follow" /> : null}
      <meta property="og:site_name" content={site.dealership.name} />
      <meta property="og:locale" content="en_AU" />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:image" content={ogImage} />
      <meta property="og:url" content={url} />
      <meta property="og:type" content={type} />
    </>
  );
}
