import { describe, expect, test } from 'vitest';
import { buildStockMenu, type StockMenuInput } from '#shared/navigation/stock-menu.ts';
import {
  brandMenuSourceProblem,
  buildBrandMenu,
  type BrandMenuInput,
} from '#shared/navigation/brand-menu.ts';
import { buildModelMenu, modelHref } from '#shared/navigation/model-menu.ts';

describe('stock dropdown (product rule 5.9)', () => {
  const base: StockMenuInput = {
    counts: { new: 3, used: 5, demo: 2 },
    labels: { used_cars: 'Used Cars' },
    features: { electric_cars_link: false, all_cars_link: false },
    listingPath: '/search/new-used-and-demo-cars/',
  };
  const labels = (input: StockMenuInput) => buildStockMenu(input).map((link) => link.label);

  test.each([
    [{ new: 3, used: 5, demo: 2 }, ['New Cars', 'Demo Cars', 'Used Cars']],
    [{ new: 0, used: 5, demo: 2 }, ['Demo Cars', 'Used Cars']],
    [{ new: 3, used: 5, demo: 0 }, ['New Cars', 'Used Cars']],
    [{ new: 0, used: 0, demo: 0 }, ['Used Cars']],
  ])('counts %o -> %o', (counts, expected) => {
    expect(labels({ ...base, counts })).toEqual(expected);
  });

  test('Pre-Owned Cars label replaces Used Cars and links to its own path', () => {
    const links = buildStockMenu({ ...base, labels: { used_cars: 'Pre-Owned Cars' } });
    expect(links.at(-1)).toEqual({ label: 'Pre-Owned Cars', href: '/search/pre-owned-cars' });
  });

  test('Electric Cars and All Cars only when switched on', () => {
    const links = buildStockMenu({
      ...base,
      features: { electric_cars_link: true, all_cars_link: true },
    });
    expect(links.slice(-2)).toEqual([
      { label: 'Electric Cars', href: '/electric-cars' },
      { label: 'All Cars', href: '/search/new-used-and-demo-cars/' },
    ]);
  });
});

describe('brand dropdown (product rule 5.9)', () => {
  const site = (make: string, name: string, url: string) => ({
    make,
    name,
    url,
    logo: { url: `/${make}.svg` },
  });
  const base: BrandMenuInput = {
    websites: [
      site('Toyota', 'Harbour Toyota', 'https://www.harbourtoyota.com.au'),
      site('Mazda', 'Harbour Mazda', 'https://www.harbourmazda.com.au'),
      site('Kia', 'Harbour Kia', 'https://www.harbourkia.com.au'),
      site('Group', 'Harbour Group', 'https://WWW.HARBOURGROUP.COM.AU/'),
      site('Bad', 'Broken Site', 'not a url'),
      site('Hyundai', '  ', 'https://www.harbourhyundai.com.au'),
    ],
    manufacturers: [
      { name: 'Mazda', slug: 'mazda' },
      { name: 'Fuso', slug: 'fuso' },
    ],
    features: {
      custom_brand_list: false,
      excluded_brands: [],
      hide_empty_makes: false,
      sort_brands_alphabetically: false,
    },
    makeCounts: { Toyota: 4, Mazda: 0, Kia: 2 },
    primaryHostname: 'www.harbourgroup.com.au',
  };
  const labels = (input: BrandMenuInput) => buildBrandMenu(input).map((link) => link.label);

  test('excludes this site itself and sites without a valid URL or name', () => {
    expect(labels(base)).toEqual(['Harbour Toyota', 'Harbour Mazda', 'Harbour Kia']);
  });

  test('excluded brand names, by make or by site name, case-insensitive', () => {
    const features = { ...base.features, excluded_brands: ['toyota', 'Harbour Kia'] };
    expect(labels({ ...base, features })).toEqual(['Harbour Mazda']);
  });

  test('empty makes hidden only when configured', () => {
    const features = { ...base.features, hide_empty_makes: true };
    expect(labels({ ...base, features })).toEqual(['Harbour Toyota', 'Harbour Kia']);
  });

  test('stock is matched to makes whatever their spelling', () => {
    const features = { ...base.features, hide_empty_makes: true };
    const websites = [
      site('Mercedes Benz', 'Harbour Mercedes', 'https://www.harbourmercedes.com.au'),
    ];
    const makeCounts = { 'Mercedes-Benz': 3 };
    expect(labels({ ...base, features, websites, makeCounts })).toEqual(['Harbour Mercedes']);
  });

  test('optional alphabetical sort', () => {
    const features = { ...base.features, sort_brands_alphabetically: true };
    expect(labels({ ...base, features })).toEqual([
      'Harbour Kia',
      'Harbour Mazda',
      'Harbour Toyota',
    ]);
  });

  test('a custom manufacturer list replaces the websites and links to brand pages', () => {
    const features = { ...base.features, custom_brand_list: true };
    expect(buildBrandMenu({ ...base, features })).toEqual([
      { label: 'Mazda', href: '/brands/mazda', imgSrc: undefined },
      { label: 'Fuso', href: '/brands/fuso', imgSrc: undefined },
    ]);
  });

  test('external sister sites are marked external', () => {
    expect(buildBrandMenu(base).every((link) => link.external)).toBe(true);
  });
});

describe('a brand dropdown that could never list a brand', () => {
  const features = {
    custom_brand_list: false,
    excluded_brands: [],
    hide_empty_makes: true,
    sort_brands_alphabetically: false,
  };
  const own = 'www.harbourgroup.com.au';
  const website = (url: string, make = 'Kia') => ({
    make,
    name: `Harbour ${make}`,
    url,
    logo: { url: '/k.svg' },
  });
  const kia = { id: 14, name: 'Kia', slug: 'kia' };

  test.each([
    ['no websites, no custom list', {}, features, true],
    [
      'only this site itself',
      { dealership_websites: [website(`https://${own}/`)] },
      features,
      true,
    ],
    ['only an invalid site', { dealership_websites: [website('not a url')] }, features, true],
    [
      'every brand excluded',
      { dealership_websites: [website('https://www.harbourkia.com.au')] },
      { ...features, excluded_brands: ['Kia'] },
      true,
    ],
    ['custom list without manufacturers', {}, { ...features, custom_brand_list: true }, true],
    [
      'a sister site (stock is not known at startup)',
      { dealership_websites: [website('https://www.harbourkia.com.au')] },
      features,
      false,
    ],
    [
      'custom list with a manufacturer',
      { manufacturers: [kia] },
      { ...features, custom_brand_list: true },
      false,
    ],
  ])('%s -> problem: %s', (_case, data, siteFeatures, hasProblem) => {
    const problem = brandMenuSourceProblem({
      ...data,
      features: siteFeatures as never,
      primary_hostname: own,
    });
    expect(problem !== undefined).toBe(hasProblem);
  });
});

describe('model dropdown', () => {
  test('configured order, renamed (product rule 9.7), override URL wins, body picture when the model has no image', () => {
    const links = buildModelMenu({
      models: [
        { id: 2, name: 'CX-5', slug: 'cx-5', position: 2, body: 'suv', manufacturer_name: 'Mazda' },
        {
          id: 1,
          name: '2',
          slug: 'mazda2',
          position: 1,
          manufacturer_name: 'Mazda',
          override_url: '/new-mazda2',
        },
        {
          id: 3,
          name: 'Concept',
          slug: 'concept',
          manufacturer_name: 'Mazda',
          override_url: 'https://www.mazda.com.au/concept',
        },
      ],
      model_renames: { '2': 'Mazda2' },
    });
    expect(links.map((link) => [link.label, link.href, link.imgSrc, link.external])).toEqual([
      ['Mazda2', '/new-mazda2', '/images/vehicles/image-not-found.svg', undefined],
      ['CX-5', '/cx-5', '/images/vehicles/suv-white.svg', undefined],
      ['Concept', 'https://www.mazda.com.au/concept', '/images/vehicles/image-not-found.svg', true],
    ]);
    expect(modelHref({ slug: 'bt-50' })).toBe('/bt-50');
  });

  test('descriptions are cut to 75 characters on a word boundary (product rule 9.7)', () => {
    const [link] = buildModelMenu({
      models: [
        {
          id: 1,
          name: 'CX-60',
          slug: 'cx-60',
          manufacturer_name: 'Mazda',
          short_description:
            'Large SUV with a plug-in hybrid option, a rear-wheel-drive platform and a premium cabin.',
        },
      ],
    });
    expect(link?.description).toBe(
      'Large SUV with a plug-in hybrid option, a rear-wheel-drive platform and a…',
    );
  });
});
