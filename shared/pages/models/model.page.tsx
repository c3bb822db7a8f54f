import { PageMeta } from '../../app/page-meta.tsx';
import { useSite } from '../../app/use-site.ts';
import { Breadcrumbs } from '../../components/breadcrumbs.tsx';
import { ListingCard } from '../../components/listing/listing-card.tsx';
import { TemplateContentBlocks } from '../../components/template-content.tsx';
import { useLeadFormPost } from '../../forms/use-lead-form-post.ts';
import { modelImageUrl } from '../../models/model-image.ts';
import { modelFullName } from '../../models/model-name.ts';
import { findModelBySlug, modelPagePath } from '../../models/model-path.ts';
import { modelRangeHeading } from '../../models/model-range-heading.ts';
import { shortDescription } from '../../models/short-description.ts';
import { NotFoundPage } from '../not-found.page.tsx';
import { ModelDetails } from './model-details.tsx';
import { ModelLeadForms } from './model-lead-forms.tsx';
import type { loadModelPage } from './model-page.data.ts';
import { ModelStatusTags } from './model-status-tags.tsx';

export type ModelPageData = Awaited<ReturnType<typeof loadModelPage>>;

const META_DESCRIPTION_LENGTH = 155;

/**
 * docs/content-pages.md: one model of the site's range: picture, status and hybrid tags, description,
 * variants and accessories, the site's stock of it, and Enquire / Book a Test Drive.
 */
export function ModelPage({ page }: { page: ModelPageData }) {
  const site = useSite();
  const post = useLeadFormPost(page.leadFormKey);
  const model = findModelBySlug(site, page.slug);
  if (!model) return <NotFoundPage />;
  const fullName = modelFullName(model);
  const { stock } = page;
  const summary = model.short_description ?? model.description;
  return (
    <article className="model-page" aria-labelledby="model-title">
      <PageMeta
        title={`${fullName} | ${site.dealership.name}`}
        description={
          shortDescription(
            `The new ${fullName} at ${site.dealership.name}.${summary ? ` ${summary}` : ''}`,
            META_DESCRIPTION_LENGTH,
          ) ?? fullName
        }
        image={modelImageUrl(model)}
      />
      <Breadcrumbs
        trail={[
          { name: modelRangeHeading(site), path: '/models' },
          { name: model.name, path: modelPagePath(model) },
        ]}
      />
      <header className="model-page__header">
        <div className="model-page__intro">
          <h1 id="model-title">{fullName}</h1>
          <ModelStatusTags model={model} />
          {model.short_description ? (
            // product rule 9.7: a short description is cut to 75 characters wherever it is shown.
            <p className="model-page__lead">{shortDescription(model.short_description)}</p>
          ) : null}
          <p className="model-page__actions">
            <a className="button button--primary" href="#enquire">
              Enquire
            </a>
            <a className="button" href="#test-drive">
              Book a Test Drive
            </a>
          </p>
        </div>
        <img
          className="model-page__image"
          src={modelImageUrl(model)}
          alt={fullName}
          width={800}
          height={600}
          fetchPriority="high"
        />
      </header>
      <ModelDetails model={model} />
      <section className="model-page__stock" aria-labelledby="model-stock-title">
        <h2 id="model-stock-title">{model.name} in stock</h2>
        {stock.total > 0 ? (
          <>
            <ul className="car-grid">
              {stock.cars.map((car) => (
                <li key={car.id}>
                  <ListingCard car={car} site={site} now={new Date(page.now)} headingLevel={3} />
                </li>
              ))}
            </ul>
            {page.listingHref ? (
              <p>
                <a className="button" href={page.listingHref}>
                  {stock.total === 1
                    ? `View the ${model.name} in stock`
                    : `View all ${stock.total} ${model.name} vehicles in stock`}
                </a>
              </p>
            ) : null}
          </>
        ) : (
          <p>
            No {model.name} is in stock right now. Enquire below and we will let you know when one
            arrives, or order one to your specification.
          </p>
        )}
      </section>
      <ModelLeadForms model={model} post={post} />
      <TemplateContentBlocks content={site.content} />
    </article>
  );
}
