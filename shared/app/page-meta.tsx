import { useLocation } from 'react-router';
import { useSite } from './use-site.ts';
import { canonicalUrl } from '../tenant/site-data.ts';

interface PageMetaProps {
  title: string;
  description: string;
  image?: string;
  type?: 'website' | 'product';
  noindex?: boolean;
}

/** Title, description, canonical and Open Graph for one page; React hoists them into <head>. */
export function PageMeta({ title, description, image, type = 'website', noindex }: PageMetaProps) {
  const site = useSite();
  const { pathname } = useLocation();
  const url = canonicalUrl(site, pathname);
  const ogImage = canonicalUrl(site, image ?? site.theme.logo.url);
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      {noindex ? <meta name="robots" content="noindex,follow" /> : null}
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:image" content={ogImage} />
      <meta property="og:url" content={url} />
      <meta property="og:type" content={type} />
    </>
  );
}
