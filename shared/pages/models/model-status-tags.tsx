import { isHybridModel, modelStatusBadge } from '../../models/model-badges.ts';
import type { Model } from '../../tenant/tenant-config.ts';

/** product rule 2.12: the model's ALL-NEW or NEW badge and its hybrid tag; else nothing. */
export function ModelStatusTags({ model }: { model: Pick<Model, 'status' | 'fuel'> }) {
  const badge = modelStatusBadge(model);
  const hybrid = isHybridModel(model);
  if (!badge && !hybrid) return null;
  return (
    <ul className="model-tags" aria-label="Model status">
      {badge ? <li className={`model-tag model-tag--${badge.tone}`}>{badge.label}</li> : null}
      {hybrid ? <li className="model-tag model-tag--hybrid">Hybrid</li> : null}
    </ul>
  );
}
