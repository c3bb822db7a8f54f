// Campaign parameters: what an ad or a newsletter adds to a page's address so the dealer's
// analytics can tell where a visit came from: `utm_*`, the click ids ad networks add to each
// click (Google's `gclid`, `gbraid`, `wbraid`, `dclid` and its Merchant Center `srsltid`; Meta's
// `fbclid` and Instagram's `igshid`; Microsoft's `msclkid`; TikTok's `ttclid`; X's `twclid`;
// LinkedIn's `li_fat_id`), Mailchimp's `mc_cid` and `mc_eid`, and Google Analytics' cross-site
// `_gl`. They are never page state: a page shows the same with or without them, so the page
// cache keeps one copy for every click
// (docs/decisions/0041-campaign-parameters-out-of-the-page-cache-key.md), and the site's own
// links and forms never carry them on (analytics would count each internal step as a new visit).

const CAMPAIGN_PARAMETER =
  /^(utm_[a-z]+|gclid|gbraid|wbraid|dclid|srsltid|fbclid|igshid|msclkid|ttclid|twclid|li_fat_id|mc_cid|mc_eid|_gl)$/;

export function isCampaignParameter(name: string): boolean {
  return CAMPAIGN_PARAMETER.test(name);
}

export interface SplitQuery {
  /** The query's other pairs, as spelt in the request (no `?`; empty when none). */
  kept: string;
  /** The campaign parameters alone, as `URLSearchParams` writes them (empty when none). */
  campaign: string;
}

/**
 * A query (with or without its `?`) split into its campaign parameters and the rest. The rest
 * keeps its spelling pair by pair: re-serialising it would change brackets and apostrophes, and
 * a redirect to it could then point at itself.
 */
export function splitCampaignParameters(query: string): SplitQuery {
  const pairs = (query.startsWith('?') ? query.slice(1) : query).split('&').filter(Boolean);
  const isCampaign = (pair: string) =>
    [...new URLSearchParams(pair).keys()].some((key) => isCampaignParameter(key));
  return {
    kept: pairs.filter((pair) => !isCampaign(pair)).join('&'),
    campaign: new URLSearchParams(pairs.filter(isCampaign).join('&')).toString(),
  };
}

/** A path and query (or a whole URL) without its campaign parameters and its fragment. */
export function withoutCampaignParameters(url: string): string {
  const hashAt = url.indexOf('#');
  const withoutHash = hashAt < 0 ? url : url.slice(0, hashAt);
  const queryAt = withoutHash.indexOf('?');
  if (queryAt < 0) return withoutHash;
  const { kept } = splitCampaignParameters(withoutHash.slice(queryAt + 1));
  return `${withoutHash.slice(0, queryAt)}${kept ? `?${kept}` : ''}`;
}
