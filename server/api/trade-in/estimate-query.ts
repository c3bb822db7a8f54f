import { currentYearInSydney } from '#shared/inventory/trade-in.ts';
import { LEAD_FIELDS } from '#shared/leads/lead-fields.ts';
import { UNTYPABLE_CHARACTER } from '#shared/text/control-characters.ts';
import type { TradeInVehicle } from '#shared/trade-in/trade-in-estimate.ts';
import { VEHICLE_CONDITIONS, type VehicleCondition } from '#shared/trade-in/vehicle-condition.ts';

export const ESTIMATE_PARAMS = ['make', 'model', 'year', 'km', 'condition'] as const;
type EstimateParam = (typeof ESTIMATE_PARAMS)[number];

// The trade-in form's own caps, so whatever the form takes the estimate takes.
const NAME_MAX_LENGTH = {
  make: LEAD_FIELDS['Vehicle Make'].max_length,
  model: LEAD_FIELDS['Vehicle Model'].max_length,
};

export type EstimateQuery =
  { ok: true; vehicle: TradeInVehicle } | { ok: false; param: string; message: string };

function invalid(param: string, message: string): EstimateQuery {
  return { ok: false, param, message };
}

/**
 * `?make=&model=&year=&km=&condition=` as a vehicle, or the first parameter that is wrong
 * (missing, sent twice, unknown, or not what it should be), named with what it should be.
 */
export function readEstimateQuery(search: URLSearchParams, now: Date): EstimateQuery {
  for (const name of new Set(search.keys())) {
    if (!(ESTIMATE_PARAMS as readonly string[]).includes(name)) {
      return invalid(
        name,
        `${name} is not a parameter of the estimate (${ESTIMATE_PARAMS.join(', ')})`,
      );
    }
  }
  const values = {} as Record<EstimateParam, string>;
  for (const name of ESTIMATE_PARAMS) {
    const all = search.getAll(name);
    if (all.length > 1) return invalid(name, `${name} was sent ${all.length} times; send it once`);
    const value = (all[0] ?? '').trim();
    if (!value) return invalid(name, `${name} is required`);
    values[name] = value;
  }
  for (const name of ['make', 'model'] as const) {
    if (values[name].length > NAME_MAX_LENGTH[name]) {
      return invalid(name, `${name} must be at most ${NAME_MAX_LENGTH[name]} characters`);
    }
    if (UNTYPABLE_CHARACTER.test(values[name])) {
      return invalid(name, `${name} holds a control or invisible character`);
    }
  }
  const latestYear = currentYearInSydney(now) + 1;
  const year = /^\d{4}$/.test(values.year) ? Number(values.year) : Number.NaN;
  if (!(year >= 1900 && year <= latestYear)) {
    return invalid('year', `year must be a model year from 1900 to ${latestYear}, like 2021`);
  }
  if (!/^\d{1,7}$/.test(values.km)) {
    return invalid('km', 'km must be the odometer reading in whole kilometres, like 45000');
  }
  const condition = VEHICLE_CONDITIONS.find(
    (grade) => grade.toLowerCase() === values.condition.toLowerCase(),
  );
  if (!condition) {
    return invalid('condition', `condition must be one of ${VEHICLE_CONDITIONS.join(', ')}`);
  }
  return {
    ok: true,
    vehicle: {
      make: values.make,
      model: values.model,
      year,
      km: Number(values.km),
      condition: condition satisfies VehicleCondition,
    },
  };
}
