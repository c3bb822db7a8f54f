import { redirect, type LoaderFunctionArgs } from 'react-router';
import { getRouteContext } from '../../app/route-context.ts';
import { leadFormKey } from '../../forms/lead-form-action.ts';
import { modelListingUrl } from '../../models/model-listing-url.ts';
import type { ModelPathMatch } from '../../models/model-path.ts';
import { buildListingVocabulary } from '../../search-url/build-listing-vocabulary.ts';

/** Cars of the model shown on its page; the listing link shows them all. */
export const MODEL_STOCK_LIMIT = 4;

/**
 * docs/content-pages.md: a model's page at its one URL (modelPagePath); /{model-slug} of a model whose
 * override URL moved it answers 301 there. The model comes from the site data; the
 * loader adds the site's stock of it and the listing of that stock.
 */
export async function loadModelPage(args: LoaderFunctionArgs, match: ModelPathMatch) {
  const { site, services } = getRouteContext(args);
  const url = new URL(args.request.url);
  if (!match.isPagePath) throw redirect(`${match.pagePath}${url.search}`, 301);
  const { model } = match;
  const [stock, vocabularyInput] = await Promise.all([
    services.models.stockOf(
      site,
      { make: model.manufacturer_name, model: model.name },
      MODEL_STOCK_LIMIT,
    ),
    services.listing.vocabularyInput(site),
  ]);
  const [first] = stock.cars;
  return {
    kind: 'model' as const,
    slug: model.slug,
    stock,
    listingHref: first ? modelListingUrl(first, buildListingVocabulary(vocabularyInput)) : null,
    // The request's time: card badges ('New') read the same on the server and in the browser.
    now: new Date().toISOString(),
    leadFormKey: leadFormKey(args),
  };
}
