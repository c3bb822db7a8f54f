import { bodyImageUrl } from '../inventory/car-images.ts';
import type { Model } from '../tenant/tenant-config.ts';

type ModelPicture = Pick<Model, 'image' | 'body'>;

/** A model's card and menu picture: its thumbnail, else its image, else its body's picture (product rule 8.4). */
export function modelThumbUrl(model: ModelPicture): string {
  return model.image?.thumb ?? model.image?.url ?? bodyImageUrl(model.body);
}

/** A model's page picture: its image, else its body's picture. */
export function modelImageUrl(model: ModelPicture): string {
  return model.image?.url ?? bodyImageUrl(model.body);
}
