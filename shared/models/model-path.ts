import type { SiteData } from '../tenant/site-data.ts';
import type { Model } from '../tenant/tenant-config.ts';
import { offersModelPages, siteModels } from './site-models.ts';

type ModelAddress = Pick<Model, 'slug' | 'override_url'>;

const isSitePath = (url: string) => url.startsWith('/') && !url.startsWith('//');

/** product rule 2.3: where links to a model go: its override URL (which may be another site), else /{model-slug}. */
export function modelHref(model: ModelAddress): string {
  return model.override_url ?? `/${model.slug}`;
}

/**
 * The one URL the model's page answers on this site (its canonical): the override URL when
 * it is a path here, else /{model-slug}. /models/{slug} and /{model-slug} redirect to it.
 */
export function modelPagePath(model: ModelAddress): string {
  const override = model.override_url;
  if (override && isSitePath(override)) {
    const path = override.split(/[?#]/)[0] ?? override;
    return path.length > 1 ? path.replace(/\/$/, '') : path;
  }
  return `/${model.slug}`;
}

/** The site's model with this slug, if the site has model pages. */
export function findModelBySlug(site: ModelSitePick, slug: string): Model | undefined {
  if (!offersModelPages(site)) return undefined;
  return siteModels(site).find((model) => model.slug === slug);
}

type ModelSitePick = Pick<SiteData, 'features' | 'models' | 'model_renames'>;

export interface ModelPathMatch {
  model: Model;
  /** The model's page path: the request is answered there, or redirected there. */
  pagePath: string;
  isPagePath: boolean;
}

/**
 * The model a one-segment path (trailing slash removed) names: its page path, or
 * /{model-slug} when an override URL moved the page elsewhere on the site.
 */
export function matchModelPath(site: ModelSitePick, pathname: string): ModelPathMatch | undefined {
  if (!offersModelPages(site)) return undefined;
  const models = siteModels(site);
  const own = models.find((model) => modelPagePath(model) === pathname);
  if (own) return { model: own, pagePath: pathname, isPagePath: true };
  const bySlug = models.find((model) => `/${model.slug}` === pathname);
  return bySlug ? { model: bySlug, pagePath: modelPagePath(bySlug), isPagePath: false } : undefined;
}
