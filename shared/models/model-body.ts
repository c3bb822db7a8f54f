import { BODY_TYPE_LABELS } from '../inventory/body-types.ts';
import type { Model } from '../tenant/tenant-config.ts';

/** `/models?body=all` (and no body at all): the whole range. */
export const ALL_BODIES = 'all';

/**
 * product rule 2.12: the `/models?body=` value of a body type: lower-cased, spaces to hyphens,
 * ampersand removed. Runs of spaces left by a removed '&' become one hyphen, so
 * 'Cab & Chassis' is 'cab-chassis', not 'cab--chassis'.
 */
export function bodyFilterSlug(bodyType: string): string {
  return bodyType.toLowerCase().replace(/&/g, ' ').trim().replace(/\s+/g, '-');
}

/** The body type a model is filed under in the range: its display body style, else its body's label. */
export function modelBodyName(model: Pick<Model, 'bodyStyle' | 'body'>): string | undefined {
  return model.bodyStyle ?? (model.body ? BODY_TYPE_LABELS[model.body] : undefined);
}

export interface ModelBody {
  /** The `?body=` value. */
  slug: string;
  name: string;
  count: number;
}

/** The body types of these models, in the order they first appear, with how many models each has. */
export function listModelBodies(models: readonly Pick<Model, 'bodyStyle' | 'body'>[]): ModelBody[] {
  const bodies = new Map<string, ModelBody>();
  for (const model of models) {
    const name = modelBodyName(model);
    if (!name) continue;
    const slug = bodyFilterSlug(name);
    const known = bodies.get(slug);
    if (known) known.count += 1;
    else bodies.set(slug, { slug, name, count: 1 });
  }
  return [...bodies.values()];
}

export type BodySelection<M> =
  | { kind: 'all'; models: M[] }
  | { kind: 'body'; body: ModelBody; models: M[] }
  /** A `?body=` value no model of the range has: the page says so over the whole range. */
  | { kind: 'unknown'; requested: string; models: M[] };

/** product rule 2.12: the models a `?body=` value shows (absent or 'all': every one). */
export function selectModelsByBody<M extends Pick<Model, 'bodyStyle' | 'body'>>(
  models: readonly M[],
  body: string | null | undefined,
): BodySelection<M> {
  const requested = bodyFilterSlug(body ?? '');
  if (requested === '' || requested === ALL_BODIES) return { kind: 'all', models: [...models] };
  const found = listModelBodies(models).find((candidate) => candidate.slug === requested);
  if (!found) return { kind: 'unknown', requested, models: [...models] };
  const chosen = models.filter((model) => {
    const name = modelBodyName(model);
    return name !== undefined && bodyFilterSlug(name) === found.slug;
  });
  return { kind: 'body', body: found, models: chosen };
}

/** The range's URL for one body type (the manufacturer footer's links), or the whole range. */
export function modelRangeHref(bodySlug: string = ALL_BODIES): string {
  return `/models?body=${encodeURIComponent(bodySlug)}`;
}
