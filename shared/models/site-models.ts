import type { SiteData } from '../tenant/site-data.ts';
import type { Model } from '../tenant/tenant-config.ts';
import { renameModel } from './model-rename.ts';

type ModelSite = Pick<SiteData, 'features' | 'models' | 'model_renames'>;

/** Whether the site has a model range and model pages (features.model_pages and at least one model). */
export function offersModelPages(site: ModelSite): boolean {
  return site.features.model_pages && (site.models?.length ?? 0) > 0;
}

const byPosition = (a: Pick<Model, 'position'>, b: Pick<Model, 'position'>) =>
  (a.position ?? Number.MAX_SAFE_INTEGER) - (b.position ?? Number.MAX_SAFE_INTEGER);

/**
 * The site's models as shoppers see them: in their configured order, named after the
 * site's renames (product rule 9.7). Every model page, card and menu reads them from here.
 */
export function siteModels(site: Pick<SiteData, 'models' | 'model_renames'>): Model[] {
  return [...(site.models ?? [])]
    .sort(byPosition)
    .map((model) => ({ ...model, name: renameModel(model.name, site.model_renames) }));
}
