import { listModelVariants } from '../../models/model-badges.ts';
import { modelBodyName } from '../../models/model-body.ts';
import type { Model } from '../../tenant/tenant-config.ts';

/** A model's description and its facts: body type, fuel, variants and accessories count. */
export function ModelDetails({ model }: { model: Model }) {
  const body = modelBodyName(model);
  const variants = listModelVariants(model);
  const accessories = model.accessories_count;
  return (
    <section className="model-details" aria-labelledby="model-details-title">
      <h2 id="model-details-title">About the {model.name}</h2>
      {model.description ? <p className="model-details__description">{model.description}</p> : null}
      <dl className="model-details__facts">
        {body ? (
          <div>
            <dt>Body type</dt>
            <dd>{body}</dd>
          </div>
        ) : null}
        {model.fuel ? (
          <div>
            <dt>Fuel</dt>
            <dd>{model.fuel}</dd>
          </div>
        ) : null}
        {accessories !== undefined ? (
          <div>
            <dt>Accessories</dt>
            <dd>
              {accessories} genuine {accessories === 1 ? 'accessory' : 'accessories'}
            </dd>
          </div>
        ) : null}
      </dl>
      {variants.length > 0 ? (
        <>
          <h3>Variants</h3>
          <ul className="model-details__variants">
            {variants.map((variant) => (
              <li key={variant}>{variant}</li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
