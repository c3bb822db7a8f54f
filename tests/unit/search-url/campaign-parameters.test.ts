import { describe, expect, test } from 'vitest';
import {
  isCampaignParameter,
  splitCampaignParameters,
  withoutCampaignParameters,
} from '#shared/search-url/campaign-parameters.ts';

describe('isCampaignParameter', () => {
  test.each([
    'utm_source',
    'utm_medium',
    'utm_campaign',
    'utm_content',
    'utm_term',
    'gclid',
    'gbraid',
    'wbraid',
    'dclid',
    'srsltid',
    'fbclid',
    'igshid',
    'msclkid',
    'ttclid',
    'twclid',
    'li_fat_id',
    'mc_cid',
    'mc_eid',
    '_gl',
  ])('%s is one', (name) => expect(isCampaignParameter(name)).toBe(true));
  test.each(['utm', 'utm_', 'UTM_SOURCE', 'make', 'page', 'query', 'gclid2', 'xgclid', ''])(
    '"%s" is not',
    (name) => expect(isCampaignParameter(name)).toBe(false),
  );
});

describe('splitCampaignParameters', () => {
  test('keeps the other pairs as spelt, in their order', () => {
    expect(
      splitCampaignParameters(
        "?make=Kia&utm_source=google&query=o'brien&refinementList%5Bmake%5D%5B0%5D=Kia&gclid=AbC",
      ),
    ).toEqual({
      kept: "make=Kia&query=o'brien&refinementList%5Bmake%5D%5B0%5D=Kia",
      campaign: 'utm_source=google&gclid=AbC',
    });
  });

  test('reads an encoded name as its name', () => {
    expect(splitCampaignParameters('utm%5Fsource=x&a=1')).toEqual({
      kept: 'a=1',
      campaign: 'utm_source=x',
    });
  });

  test('an empty query or only campaign parameters', () => {
    expect(splitCampaignParameters('')).toEqual({ kept: '', campaign: '' });
    expect(splitCampaignParameters('?fbclid=1&&msclkid=2')).toEqual({
      kept: '',
      campaign: 'fbclid=1&msclkid=2',
    });
  });
});

describe('withoutCampaignParameters', () => {
  test.each([
    [
      '/cars/2024-kia-sportage-s-hcm1?utm_source=google&gclid=EAIa',
      '/cars/2024-kia-sportage-s-hcm1',
    ],
    ['/?utm_campaign=spring&r=2', '/?r=2'],
    [
      'https://example.com.au/search/suv?page=2&fbclid=x#top',
      'https://example.com.au/search/suv?page=2',
    ],
    ['/contact', '/contact'],
    ['/search/used-cars?make=Kia', '/search/used-cars?make=Kia'],
  ])('%s → %s', (url, expected) => expect(withoutCampaignParameters(url)).toBe(expected));
});
