import { useId } from 'react';
import { modelBodyName } from '../../models/model-body.ts';
import { modelThumbUrl } from '../../models/model-image.ts';
import { modelHref } from '../../models/model-path.ts';
import { shortDescription } from '../../models/short-description.ts';
import type { Model } from '../../tenant/tenant-config.ts';
import { ModelStatusTags } from './model-status-tags.tsx';

/**
 * One model of the range: picture, name, status and hybrid tags, body type and the short
 * description cut to 75 characters (product rule 9.7). The name is the card's one link; the whole
 * card is its target.
 */
export function ModelCard({ model, eager = false }: { model: Model; eager?: boolean }) {
  const headingId = useId();
  const body = modelBodyName(model);
  const description = shortDescription(model.short_description);
  return (
    <article className="model-card" aria-labelledby={headingId}>
      <img
        className="model-card__image"
        src={modelThumbUrl(model)}
        alt=""
        width={400}
        height={300}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
      <div className="model-card__body">
        <h2 className="model-card__title" id={headingId}>
          <a href={modelHref(model)}>{model.name}</a>
        </h2>
        <ModelStatusTags model={model} />
        {body ? <p className="model-card__type">{body}</p> : null}
      </div>
      {description ? <p className="model-card__description">{description}</p> : null}
    </article>
  );
}
