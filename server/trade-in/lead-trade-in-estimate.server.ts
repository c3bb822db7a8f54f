import type { Logger } from 'pino';
import type { Lead } from '#shared/leads/validate-lead.ts';
import type { TenantConfig } from '#shared/tenant/tenant-config.ts';
import type { TradeInEstimate } from '#shared/trade-in/trade-in-estimate.ts';
import { VEHICLE_CONDITIONS } from '#shared/trade-in/vehicle-condition.ts';
import type { ValueTradeIn } from './trade-in-market.server.ts';

/**
 * The estimate a trade-in lead carries to the dealer, worked out again on the server from
 * the lead's own vehicle fields (what the form showed came from the same market). Undefined
 * when the lead is not a trade-in or does not describe the vehicle fully yet; null when the
 * market could not be asked: the lead is stored all the same, and the dealer told.
 */
export async function leadTradeInEstimate(
  valueTradeIn: ValueTradeIn,
  tenant: Pick<TenantConfig, 'slug'>,
  lead: Lead,
  now: Date,
  log?: Logger,
): Promise<TradeInEstimate | null | undefined> {
  if (lead.kind !== 'trade-in') return undefined;
  const {
    'Vehicle Make': make,
    'Vehicle Model': model,
    'Vehicle Year': year,
    'Vehicle Kms': km,
  } = lead;
  const condition = VEHICLE_CONDITIONS.find((grade) => grade === lead['Vehicle Condition']);
  if (!make || !model || year === undefined || km === undefined || !condition) return undefined;
  try {
    return await valueTradeIn(tenant, { make, model, year, km, condition }, now);
  } catch (error) {
    log?.warn(
      { err: error },
      'trade-in estimate for a lead failed; the lead is stored without one',
    );
    return null;
  }
}
