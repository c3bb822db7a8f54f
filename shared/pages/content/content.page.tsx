import { PageMeta } from '../../app/page-meta.tsx';
import { useSite } from '../../app/use-site.ts';
import { Breadcrumbs } from '../../components/breadcrumbs.tsx';
import type { ContentPageData } from './content-page.data.ts';

/**
 * docs/content-pages.md: a policy or information page of the site. The article is the dealer's own
 * Markdown, rendered by the server at startup with raw HTML disabled (server/content),
 * so it is set as HTML as it stands.
 */
export function ContentPage({ page }: { page: ContentPageData }) {
  const site = useSite();
  return (
    <div className="content-page">
      <PageMeta title={`${page.title} | ${site.dealership.name}`} description={page.description} />
      <Breadcrumbs trail={[{ name: page.title, path: page.path }]} />
      <article className="content-page__article" dangerouslySetInnerHTML={{ __html: page.html }} />
    </div>
  );
}
