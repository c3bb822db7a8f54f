import type { SiteData } from '../tenant/site-data.ts';
import { modelThumbUrl } from '../models/model-image.ts';
import { modelHref } from '../models/model-path.ts';
import { shortDescription } from '../models/short-description.ts';
import { siteModels } from '../models/site-models.ts';
import { isExternalUrl, type MenuLink } from './menu-link.ts';

export { modelHref };

/**
 * The models dropdown: the site's models in their configured order and renamed (product rule 9.7),
 * each with its picture (or its body's) and its short description cut to 75 characters.
 */
export function buildModelMenu(site: Pick<SiteData, 'models' | 'model_renames'>): MenuLink[] {
  return siteModels(site).map((model) => {
    const href = modelHref(model);
    return {
      label: model.name,
      href,
      description: shortDescription(model.short_description),
      imgSrc: modelThumbUrl(model),
      ...(isExternalUrl(href) ? { external: true } : {}),
    };
  });
}
