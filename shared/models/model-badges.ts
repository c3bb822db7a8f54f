import type { Model } from '../tenant/tenant-config.ts';

/** product rule 2.12 Model.status: an 'ALL-NEW' prefix shows the all-new badge. */
export const ALL_NEW = 'ALL-NEW';
export const NEW = 'NEW';

export interface ModelStatusBadge {
  label: typeof ALL_NEW | typeof NEW;
  tone: 'all-new' | 'new';
}

/** product rule 2.12: any status means the model is new; one starting 'ALL-NEW' is all-new. */
export function modelStatusBadge(model: Pick<Model, 'status'>): ModelStatusBadge | undefined {
  const status = model.status?.trim() ?? '';
  if (status === '') return undefined;
  return status.toUpperCase().startsWith(ALL_NEW)
    ? { label: ALL_NEW, tone: 'all-new' }
    : { label: NEW, tone: 'new' };
}

/** product rule 2.12: a model with Hybrid fuel shows the hybrid tag. */
export function isHybridModel(model: Pick<Model, 'fuel'>): boolean {
  return model.fuel?.trim().toLowerCase() === 'hybrid';
}

/** The model's variants, as the tenant lists them (comma-separated in `variant`). */
export function listModelVariants(model: Pick<Model, 'variant'>): string[] {
  return (model.variant ?? '')
    .split(',')
    .map((variant) => variant.trim())
    .filter((variant) => variant !== '');
}
