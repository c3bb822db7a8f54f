// product rule 2.16: an ad's link is the car's canonical page with the channel's campaign
// parameters, so the dealer's analytics tell the ads' shoppers apart (docs/ads-feeds.md).
import { carUrl } from '../inventory/car-identity.ts';
import { canonicalUrl } from '../tenant/site-data.ts';
import type { AdsChannel } from './feed-site.ts';

export const CAMPAIGN_PARAMETERS: Readonly<Record<AdsChannel, Readonly<Record<string, string>>>> = {
  google: { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'vehicle-ads' },
  meta: { utm_source: 'facebook', utm_medium: 'paid_social', utm_campaign: 'vehicle-ads' },
};

export function campaignLink(
  site: { primary_hostname: string },
  car: { slug: string },
  channel: AdsChannel,
): string {
  const url = new URL(canonicalUrl(site, carUrl(car.slug)));
  for (const [name, value] of Object.entries(CAMPAIGN_PARAMETERS[channel])) {
    url.searchParams.set(name, value);
  }
  return url.href;
}
