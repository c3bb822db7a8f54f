import type { Logger } from 'pino';
import type { Lead } from '#shared/leads/validate-lead.ts';
import type { TenantConfig } from '#shared/tenant/tenant-config.ts';
import type { TradeInEstimate } from '#shared/trade-in/trade-in-estimate.ts';
import { VEHICLE_CONDITIONS } from '#shared/trade-in/vehicle-condition.ts';
import type { ValueTradeIn } from './trade-in-market.server.ts';

/** A slow search must not hold a lead back: past this the lead is stored without an estimate. */
const LEAD_ESTIMATE_TIME_LIMIT_MS = 2_000;

/**
 * The estimate a trade-in lead carries to the dealer, worked out again on the server from
 * the lead's own vehicle fields and the same market the form asked (stock may have changed
 * in between, so it can differ from what the shopper saw). Undefined
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
  let timer: NodeJS.Timeout | undefined;
  const timeLimit = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${LEAD_ESTIMATE_TIME_LIMIT_MS} ms`)),
      LEAD_ESTIMATE_TIME_LIMIT_MS,
    );
  });
  try {
    return await Promise.race([
      valueTradeIn(tenant, { make, model, year, km, condition }, now),
      timeLimit,
    ]);
  } catch (error) {
    log?.warn(
      { err: error },
      'trade-in estimate for a lead failed; the lead is stored without one',
    );
    return null;
  } finally {
    clearTimeout(timer);
  }
}
