import type { Model } from '../tenant/tenant-config.ts';
import { bodyImageUrl } from '../inventory/vehicle-images.ts';
import { truncateDescription, type MenuLink } from './menu-link.ts';

/** spec 2: a model's page is its override URL, else /{model-slug}. */
export function modelHref(model: Pick<Model, 'slug' | 'override_url'>): string {
  return model.override_url ?? `/${model.slug}`;
}

/** Models in their configured order, with an image (or the body picture) and a short description. */
export function buildModelMenu(models: readonly Model[]): MenuLink[] {
  return [...models]
    .sort(
      (a, b) => (a.position ?? Number.MAX_SAFE_INTEGER) - (b.position ?? Number.MAX_SAFE_INTEGER),
    )
    .map((model) => ({
      label: model.name,
      href: modelHref(model),
      description: truncateDescription(model.short_description),
      imgSrc: model.image?.thumb ?? model.image?.url ?? bodyImageUrl(model.body),
    }));
}
