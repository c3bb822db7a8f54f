import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { parse } from 'node-html-parser';
import { expect, test } from 'vitest';
import { NonceContext } from '#shared/app/nonce.tsx';
import type { RootData } from '#shared/app/root-data.ts';
import type { SiteData } from '#shared/tenant/site-data.ts';
import { DealerJsonLd } from '#shared/seo/dealer-json-ld.tsx';
import { demoSite } from '../../support/demo-site.ts';

/** <DealerJsonLd /> under a root route that provides the site, as the real root layout does. */
async function renderDealerJsonLd(site: SiteData, nonce: string) {
  const rootData: RootData = {
    site,
    stock: { counts: { new: 0, used: 0, demo: 0 }, makes: {} },
    subscribeFormKey: 'test-key',
  };
  const handler = createStaticHandler([
    { id: 'root', path: '/', loader: () => rootData, Component: DealerJsonLd },
  ]);
  const context = await handler.query(new Request('https://test.localhost/'));
  if (context instanceof Response) throw new Error('unexpected response');
  const router = createStaticRouter(handler.dataRoutes, context);
  return parse(
    renderToString(
      <NonceContext value={nonce}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </NonceContext>,
    ),
  );
}

test('renders the AutoDealer JSON-LD in one script with the nonce, safe against hostile text', async () => {
  const hostile = '</script><script>alert(1)</script> & Sons';
  const site = demoSite('bayside-mazda', (config) => {
    config.dealership.name = hostile;
  });
  const html = await renderDealerJsonLd(site, 'n0nce');
  const scripts = html.querySelectorAll('script');
  expect(scripts).toHaveLength(1);
  expect(scripts[0]!.getAttribute('type')).toBe('application/ld+json');
  expect(scripts[0]!.getAttribute('nonce')).toBe('n0nce');
  expect(scripts[0]!.rawText).not.toMatch(/[<>&]/);
  const value = JSON.parse(scripts[0]!.rawText);
  expect(value).toMatchObject({ '@type': 'AutoDealer', name: hostile });
  expect(value.openingHoursSpecification.length).toBeGreaterThan(0);
});
