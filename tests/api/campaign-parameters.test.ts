// An ad's click arrives with campaign parameters (`utm_*`, a click id per click) on a page
// that shows the same thing without them, so the page cache keeps one copy for every click
// (docs/decisions/0041-campaign-parameters-out-of-the-page-cache-key.md). That is only right
// while no page echoes them: each page found from every demo site's home page is rendered
// with and without them, uncached, and must be the same bytes but for its own response's
// nonce and form keys.
import { describe, expect, test } from 'vitest';
import request from 'supertest';
import { crawlSite, type FetchPage } from '../../scripts/crawl/site-crawl.ts';
import { DEMO_SLUGS, useTestPlatform } from '../support/test-platform.ts';

const fixture = useTestPlatform({ PAGE_CACHE_MB: '0' });
const CAMPAIGN =
  'utm_source=google&utm_medium=cpc&utm_campaign=vehicle-ads&gclid=EAIaIQobChMI7x&srsltid=AfmBOo&mc_eid=5e1f&_gl=1*x7k';

const get = (host: string, url: string) =>
  request(fixture.current.app).get(url).set('Host', host).redirects(0);

/**
 * The page with what is its own response's written out: the nonce, the response token (its
 * form keys) and the moment it was rendered (a kept page is served within its minute).
 */
function withoutResponseSecrets(res: request.Response): string {
  const nonce = /'nonce-([^']+)'/.exec(res.headers['content-security-policy'] ?? '')?.[1];
  const token = /lead-([0-9a-f]{32})-/.exec(res.text)?.[1];
  let html = nonce ? res.text.replaceAll(nonce, 'NONCE') : res.text;
  if (token) html = html.replaceAll(token, 'TOKEN');
  return html.replace(/"now":"[^"]+"/g, '"now":"NOW"');
}

function withCampaign(url: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}${CAMPAIGN}`;
}

describe.each(DEMO_SLUGS)('%s', (slug) => {
  test('no page shows the campaign parameters it was asked with', async () => {
    const host = `${slug}.localhost`;
    const pages: string[] = [];
    const fetchPage: FetchPage = async (url) => {
      const res = await get(host, url);
      const contentType = res.headers['content-type'] ?? '';
      if (res.status === 200 && contentType.startsWith('text/html')) pages.push(url);
      return { status: res.status, location: res.headers.location, contentType, body: res.text };
    };
    await crawlSite(fetchPage, fixture.tenant(slug).hostnames, { maxDepth: 2, perTemplate: 2 });
    expect(pages.length).toBeGreaterThan(10);
    const echoed: string[] = [];
    for (const url of pages) {
      const [plain, campaign] = await Promise.all([get(host, url), get(host, withCampaign(url))]);
      expect(campaign.status, url).toBe(plain.status);
      if (withoutResponseSecrets(campaign) !== withoutResponseSecrets(plain)) echoed.push(url);
    }
    expect(echoed, 'pages that differ with campaign parameters').toEqual([]);
  }, 120_000);
});
