import { describe, expect, test } from 'vitest';
import {
  findModelBySlug,
  matchModelPath,
  modelHref,
  modelPagePath,
} from '#shared/models/model-path.ts';
import { offersModelPages } from '#shared/models/site-models.ts';
import { matchSitePage, isSitemapSitePage } from '#shared/pages/site-page/match-site-page.ts';
import { demoSite } from '../../support/demo-site.ts';

const bayside = demoSite('bayside-mazda');
const withOverride = (override: string) =>
  demoSite('bayside-mazda', (config) => {
    config.models![0]!.override_url = override;
  });

test.each([
  [{ slug: 'cx-5' }, '/cx-5', '/cx-5'],
  [{ slug: 'mazda2', override_url: '/new-mazda2' }, '/new-mazda2', '/new-mazda2'],
  [
    { slug: 'mazda2', override_url: '/pages/mazda2/?ref=menu' },
    '/pages/mazda2',
    '/pages/mazda2/?ref=menu',
  ],
  [
    { slug: 'mazda2', override_url: 'https://www.mazda.com.au/cars/mazda2/' },
    '/mazda2',
    'https://www.mazda.com.au/cars/mazda2/',
  ],
])('product rule 2.3: %o has its page at %s, menus link %s', (model, page, href) => {
  expect(modelPagePath(model)).toBe(page);
  expect(modelHref(model)).toBe(href);
});

describe('which one-segment paths are model pages', () => {
  test('/{model-slug} is the page of a model without an override', () => {
    expect(matchModelPath(bayside, '/cx-5')).toMatchObject({
      model: { slug: 'cx-5', name: 'CX-5' },
      pagePath: '/cx-5',
      isPagePath: true,
    });
    expect(matchModelPath(bayside, '/cx-50')).toBeUndefined();
    expect(matchModelPath(bayside, '/models')).toBeUndefined();
  });

  test('an internal override URL is the page; /{model-slug} then redirects to it', () => {
    const site = withOverride('/new-mazda2');
    expect(matchModelPath(site, '/new-mazda2')).toMatchObject({ isPagePath: true });
    expect(matchModelPath(site, '/mazda2')).toMatchObject({
      pagePath: '/new-mazda2',
      isPagePath: false,
    });
  });

  test('the site-page dispatcher knows model pages, and sitemaps list only their page path', () => {
    const site = withOverride('/new-mazda2');
    expect(matchSitePage(site, '/new-mazda2/')?.kind).toBe('model');
    expect(matchSitePage(site, '/mazda2')?.kind).toBe('model');
    expect(isSitemapSitePage(site, '/new-mazda2')).toBe(true);
    expect(isSitemapSitePage(site, '/mazda2')).toBe(false);
  });

  test('sites without model pages have none, whatever their data lists', () => {
    const off = demoSite('bayside-mazda', (config) => {
      config.features.model_pages = false;
    });
    expect(offersModelPages(off)).toBe(false);
    expect(matchModelPath(off, '/cx-5')).toBeUndefined();
    expect(findModelBySlug(off, 'cx-5')).toBeUndefined();
    expect(offersModelPages(demoSite('coastal-used-cars'))).toBe(false);
    expect(findModelBySlug(bayside, 'cx-5')?.id).toBe(4006);
    expect(findModelBySlug(bayside, 'CX-5')).toBeUndefined();
  });
});
