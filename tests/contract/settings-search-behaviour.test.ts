import { beforeAll, expect, it } from 'vitest';
import { describeEachTarget } from './support/targets.ts';
import { expectApiError } from './support/expect-api-error.ts';

// Index settings that change how a search matches and ranks: prefixSearch,
// proximityPrecision, searchCutoffMs and typoTolerance.disableOnNumbers.
const DOCUMENTS = [
  { id: 1, title: 'toyota corolla', body: 'reliable family car' },
  // "red" and "car" side by side in one attribute.
  { id: 2, title: 'red car', body: 'sporty' },
  // "red" and "car" in one attribute, far apart.
  { id: 3, title: 'red paint on a very old and rusty but running car', body: 'cheap' },
  // "red" and "car" in different attributes.
  { id: 4, title: 'red', body: 'car' },
  { id: 5, title: 'model 12345', body: 'stock' },
  // "red" and "car" close (3 words apart) in the less important attribute.
  { id: 6, title: 'wagon', body: 'red big shiny car' },
];

const idsOf = (hits: ReadonlyArray<Record<string, unknown>>) => hits.map((hit) => hit.id);
async function putRaw(
  fetcher: (path: string, init?: RequestInit) => Promise<Response>,
  path: string,
  body: unknown,
) {
  const response = await fetcher(path, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describeEachTarget('search behaviour settings', (target) => {
  let uid = '';
  const index = () => target().client.index(uid);

  beforeAll(async () => {
    uid = target().uid('search_behaviour');
    await target().client.createIndex(uid, { primaryKey: 'id' }).waitTask();
    await index().addDocuments(DOCUMENTS).waitTask();
    await index().updateSearchableAttributes(['title', 'body']).waitTask();
  });

  it('has Meilisearch’s defaults', async () => {
    expect(await index().getSettings()).toMatchObject({
      prefixSearch: 'indexingTime',
      proximityPrecision: 'byWord',
      searchCutoffMs: null,
      facetSearch: true,
      typoTolerance: { disableOnNumbers: false },
    });
    expect(await index().getPrefixSearch()).toBe('indexingTime');
    expect(await index().getProximityPrecision()).toBe('byWord');
    expect(await index().getSearchCutoffMs()).toBeNull();
    expect(await index().getFacetSearch()).toBe(true);
  });

  it('prefixSearch disabled matches only complete words', async () => {
    expect(idsOf((await index().search('toyo')).hits)).toEqual([1]);
    await index().updatePrefixSearch('disabled').waitTask();
    expect(await index().getPrefixSearch()).toBe('disabled');
    expect((await index().search('toyo')).hits).toEqual([]);
    expect(idsOf((await index().search('toyota')).hits)).toEqual([1]);
    await index().resetPrefixSearch().waitTask();
    expect(await index().getPrefixSearch()).toBe('indexingTime');
    expect(idsOf((await index().search('toyo')).hits)).toEqual([1]);
  });

  it('proximityPrecision byAttribute only tells same attribute from different ones', async () => {
    // byWord: adjacent, then 3 words apart, then further than 7 apart (same
    // attribute before different attributes, by the attribute rule).
    expect(idsOf((await index().search('red car ')).hits)).toEqual([2, 6, 3, 4]);
    await index().updateProximityPrecision('byAttribute').waitTask();
    expect(await index().getProximityPrecision()).toBe('byAttribute');
    // byAttribute: 2, 3 and 6 tie on proximity (each has both words in one
    // attribute) and the attribute rule puts the title matches first; 4 is last.
    expect(idsOf((await index().search('red car ')).hits)).toEqual([2, 3, 6, 4]);
    await index().resetProximityPrecision().waitTask();
    expect(await index().getProximityPrecision()).toBe('byWord');
    expect(idsOf((await index().search('red car ')).hits)).toEqual([2, 6, 3, 4]);
  });

  it('accepts searchCutoffMs as a non-negative integer or null, and still answers searches', async () => {
    await index().updateSearchCutoffMs(150).waitTask();
    expect(await index().getSearchCutoffMs()).toBe(150);
    expect((await index().getSettings()).searchCutoffMs).toBe(150);
    expect(idsOf((await index().search('toyota')).hits)).toEqual([1]);
    await index().resetSearchCutoffMs().waitTask();
    expect(await index().getSearchCutoffMs()).toBeNull();
    await index().updateSettings({ searchCutoffMs: 20 }).waitTask();
    await index().updateSettings({ searchCutoffMs: null }).waitTask();
    expect(await index().getSearchCutoffMs()).toBeNull();
  });

  it('facetSearch is a boolean setting with its own route', async () => {
    await index().updateFacetSearch(false).waitTask();
    expect(await index().getFacetSearch()).toBe(false);
    expect((await index().getSettings()).facetSearch).toBe(false);
    await index().resetFacetSearch().waitTask();
    expect(await index().getFacetSearch()).toBe(true);
  });

  it('typoTolerance.disableOnNumbers stops typos on numbers and is returned', async () => {
    expect(idsOf((await index().search('12346')).hits)).toEqual([5]);
    await index().updateTypoTolerance({ disableOnNumbers: true }).waitTask();
    expect(await index().getTypoTolerance()).toMatchObject({
      enabled: true,
      disableOnNumbers: true,
    });
    expect((await index().search('12346')).hits).toEqual([]);
    expect(idsOf((await index().search('12345')).hits)).toEqual([5]);
    await index()
      .updateSettings({ typoTolerance: { disableOnNumbers: null } })
      .waitTask();
    expect((await index().getTypoTolerance())?.disableOnNumbers).toBe(false);
    expect(idsOf((await index().search('12346')).hits)).toEqual([5]);
  });

  it('refuses invalid values with each setting’s error code', async () => {
    const fetcher = target().fetch;
    for (const [route, value, code] of [
      ['prefix-search', 'sometimes', 'invalid_settings_prefix_search'],
      ['proximity-precision', 'byLetter', 'invalid_settings_proximity_precision'],
      ['search-cutoff-ms', -1, 'invalid_settings_search_cutoff_ms'],
      ['search-cutoff-ms', 'fast', 'invalid_settings_search_cutoff_ms'],
      ['facet-search', 'yes', 'invalid_settings_facet_search'],
    ] as const) {
      const { status, body } = await putRaw(fetcher, `/indexes/${uid}/settings/${route}`, value);
      expect(status).toBe(400);
      expect(body).toMatchObject({ code, type: 'invalid_request' });
    }
    await expectApiError(index().updateTypoTolerance({ disableOnNumbers: 'yes' as never }), {
      status: 400,
      code: 'invalid_settings_typo_tolerance',
    });
    const error = await expectApiError(
      index().updateSettings({ prefixSearch: 'sometimes' as never }),
      { status: 400, code: 'invalid_settings_prefix_search' },
    );
    expect(error.message).toContain('`indexingTime`');
    expect(error.message).toContain('`disabled`');
  });
});
