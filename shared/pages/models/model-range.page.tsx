import { useLoaderData } from 'react-router';
import { PageMeta } from '../../app/page-meta.tsx';
import { useSite } from '../../app/use-site.ts';
import { Breadcrumbs } from '../../components/breadcrumbs.tsx';
import { TemplateContentBlocks } from '../../components/template-content.tsx';
import {
  ALL_BODIES,
  listModelBodies,
  modelRangeHref,
  selectModelsByBody,
} from '../../models/model-body.ts';
import { modelRangeHeading } from '../../models/model-range-heading.ts';
import { shortDescription } from '../../models/short-description.ts';
import { siteModels } from '../../models/site-models.ts';
import { NotFoundPage } from '../not-found.page.tsx';
import { ModelCard } from './model-card.tsx';
import type { loadModelRange } from './model-range.data.ts';
import { SiteLink } from '../../app/site-link.tsx';

const META_DESCRIPTION_LENGTH = 155;
// The first row of cards on a wide screen loads its pictures at once.
const EAGER_CARDS = 3;

/** product rule 2.3 /models: the site's model range, all of it or one body type (?body=). */
export function ModelRangePage() {
  const page = useLoaderData<typeof loadModelRange>();
  const site = useSite();
  if (!page.isFound) return <NotFoundPage />;
  const models = siteModels(site);
  const bodies = listModelBodies(models);
  const selection = selectModelsByBody(models, page.body);
  const bodyName = selection.kind === 'body' ? selection.body.name : undefined;
  const rangeHeading = modelRangeHeading(site);
  const heading = modelRangeHeading(site, bodyName);
  const current = selection.kind === 'body' ? selection.body.slug : ALL_BODIES;
  const names = selection.models.map((model) => model.name).join(', ');
  return (
    <section className="model-range" aria-labelledby="model-range-title">
      <PageMeta
        title={`${heading} | ${site.dealership.name}`}
        description={
          shortDescription(
            `Explore the new ${heading} at ${site.dealership.name}: ${names}.`,
            META_DESCRIPTION_LENGTH,
          ) ?? ''
        }
        noindex={selection.kind === 'unknown'}
      />
      <Breadcrumbs
        trail={[
          { name: rangeHeading, path: '/models' },
          ...(selection.kind === 'body'
            ? [{ name: selection.body.name, path: modelRangeHref(selection.body.slug) }]
            : []),
        ]}
      />
      <h1 id="model-range-title">{heading}</h1>
      {selection.kind === 'unknown' ? (
        <p className="model-range__note" role="status">
          We have no &lsquo;{selection.requested}&rsquo; models in our range right now. Here is the
          whole range.
        </p>
      ) : null}
      {bodies.length > 1 ? (
        <nav className="model-range__filters" aria-label="Body types">
          <ul>
            {[{ slug: ALL_BODIES, name: 'All models', count: models.length }, ...bodies].map(
              (body) => (
                <li key={body.slug}>
                  <SiteLink
                    to={modelRangeHref(body.slug)}
                    aria-current={body.slug === current ? 'page' : undefined}
                    preventScrollReset
                  >
                    {body.name} <span className="model-range__count">({body.count})</span>
                  </SiteLink>
                </li>
              ),
            )}
          </ul>
        </nav>
      ) : null}
      <ul className="model-grid">
        {selection.models.map((model, index) => (
          <li key={model.id}>
            <ModelCard model={model} eager={index < EAGER_CARDS} />
          </li>
        ))}
      </ul>
      <TemplateContentBlocks content={site.content} />
    </section>
  );
}
