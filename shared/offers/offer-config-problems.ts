import type { Offer, TenantConfig } from '../tenant/tenant-config.ts';

export interface OfferConfigProblem {
  /** JSON pointer into the tenant file. */
  pointer: string;
  rule: string;
}

/**
 * What the schema cannot say about a tenant's offers (docs/content-pages.md): ids unique (the enquiry
 * link names an offer by id), start not after expiry (such an offer would never show),
 * linked models among the site's models. Empty when all is well.
 */
export function offerConfigProblems(
  config: Pick<TenantConfig, 'offers' | 'models'>,
): OfferConfigProblem[] {
  const problems: OfferConfigProblem[] = [];
  const models = new Set((config.models ?? []).map((model) => model.slug));
  const seen = new Set<string>();
  (config.offers ?? []).forEach((offer: Offer, index) => {
    const at = `/offers/${index}`;
    if (seen.has(offer.id)) {
      problems.push({ pointer: `${at}/id`, rule: `offer id "${offer.id}" is used twice` });
    }
    seen.add(offer.id);
    if (offer.start > offer.expiry) {
      problems.push({
        pointer: `${at}/start`,
        rule: `starts after its expiry ${offer.expiry}: it would never show`,
      });
    }
    (offer.models ?? []).forEach((slug, modelIndex) => {
      if (!models.has(slug)) {
        problems.push({
          pointer: `${at}/models/${modelIndex}`,
          rule: `"${slug}" is not the slug of one of this site's models`,
        });
      }
    });
  });
  return problems;
}
