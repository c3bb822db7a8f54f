import { isPriceOnApplication, type Car } from '#shared/inventory/car.ts';
import { BODY_TYPE_LABELS } from '#shared/inventory/body-types.ts';
import { listNameAliases } from '#shared/inventory/model-aliases.ts';
import { financeTermsOf } from '#shared/finance/finance-styles.ts';
import { financeEstimate } from '#shared/finance/repayment.ts';
import type { FinanceConfig } from '#shared/tenant/tenant-config.ts';

/** A car as indexed: the Car plus the facets derived from it (product rule 3.1 search facets). */
export interface CarDocument extends Car {
  /** `Make Model`, so a model facet never mixes two makes' models of the same name. */
  make_model: string;
  /** The site's weekly repayment estimate; null for price on application. */
  weekly_price: number | null;
  /** The price to sort by: null for price on application (decision 0013: those sort last). */
  asking_price: number | null;
  /** Distinct features, for the features facet. */
  filtered_features: string[];
  /** The body's display name ('People Mover'), searchable where simple_body is an id. */
  body_name: string | null;
  /** The name with the model spelt the other ways shoppers type it ('Mazda Mazda 3 G25 GT'). */
  name_aliases: string[];
}

function distinctFeatures(features: readonly string[]): string[] {
  const byKey = new Map<string, string>();
  for (const feature of features) {
    const trimmed = feature.trim();
    const key = trimmed.toLowerCase();
    if (trimmed && !byKey.has(key)) byKey.set(key, trimmed);
  }
  return [...byKey.values()];
}

/**
 * The car, in place, as its index document: the derived fields are added to the object given,
 * which callers have just read for indexing and use no further. Copying a car's fifty fields
 * into a new object cost four times the rest of this step and left a hidden class per car to
 * collect (docs/decisions/0038-fleet-start-up-per-car.md).
 */
export function asCarDocument(car: Car, finance: FinanceConfig): CarDocument {
  return Object.assign(car, {
    make_model: `${car.make} ${car.model}`,
    weekly_price: financeEstimate(car.price, financeTermsOf(finance))?.weekly ?? null,
    asking_price: isPriceOnApplication(car) ? null : car.price,
    filtered_features: distinctFeatures(car.features),
    body_name: (car.simple_body && BODY_TYPE_LABELS[car.simple_body]) ?? null,
    name_aliases: listNameAliases(car),
  });
}
