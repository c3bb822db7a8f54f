import { beforeAll, expect, it } from 'vitest';
import { idsOf } from './support/cars-fixture.ts';
import { describeEachTarget } from './support/targets.ts';

// Meilisearch's search parameter `q`: a quoted phrase matches only documents
// holding its words one after the other in one attribute; `-word` and
// `-"phrase"` exclude the documents containing them (v1.10+).
const CARS = [
  { id: 1, title: 'Red Toyota Corolla', description: 'Low kilometres, one owner' },
  { id: 2, title: 'Toyota red Corolla', description: 'Service history' },
  { id: 3, title: 'Blue Mazda 3', description: 'red interior, Toyota service' },
  { id: 4, title: 'Ford Ranger', description: 'red toyota trade-in' },
  { id: 5, title: 'Toyota Hilux', description: 'one owner, low kilometres' },
  { id: 6, title: 'Red', description: 'Toyota Corolla' },
  { id: 7, title: 'Kia Sportage', description: 'Blue, one owner' },
];

const sorted = (hits: ReadonlyArray<Record<string, unknown>>) => idsOf(hits).sort((a, b) => a - b);

describeEachTarget('phrase and negative search', (target) => {
  let uid = '';
  const index = () => target().client.index(uid);
  const search = async (q: string, options: Record<string, unknown> = {}) =>
    index().search(q, { limit: 100, ...options });

  beforeAll(async () => {
    uid = target().uid('phrase-negative');
    await target().client.createIndex(uid, { primaryKey: 'id' }).waitTask();
    const settings = await index()
      .updateSettings({ searchableAttributes: ['title', 'description'] })
      .waitTask();
    expect(settings.status).toBe('succeeded');
    const added = await index().addDocuments(CARS).waitTask();
    expect(added.status).toBe('succeeded');
  });

  it('matches a phrase only where its words follow each other in one attribute', async () => {
    // 2 has both words apart, 3 across a comma, 6 in two attributes.
    expect(sorted((await search('"red toyota"')).hits)).toEqual([1, 4]);
    expect(sorted((await search('"one owner"')).hits)).toEqual([1, 5, 7]);
    expect((await search('"red toyota"')).estimatedTotalHits).toBe(2);
  });

  it('ranks an attribute equal to the phrase first (exactness)', async () => {
    // 6's description is exactly "Toyota Corolla"; 1's title only holds it.
    const result = await search('"toyota corolla"', { attributesToSearchOn: ['description'] });
    expect(idsOf(result.hits)).toEqual([6]);
    const both = await search('"toyota corolla"', { showRankingScoreDetails: true });
    const details = both.hits.find((hit) => hit.id === 6)!._rankingScoreDetails as Record<
      string,
      { matchType?: string }
    >;
    expect(details.exactness!.matchType).toBe('exactMatch');
  });

  it('keeps the phrase required while other query words may be dropped', async () => {
    const result = await search('"red toyota" corolla');
    expect(sorted(result.hits)).toEqual([1, 4]);
    // 1 also matches "corolla": it ranks first.
    expect(idsOf(result.hits)[0]).toBe(1);
  });

  it('keeps the phrase required under every matching strategy', async () => {
    const all = await search('"red toyota" corolla', { matchingStrategy: 'all' });
    expect(idsOf(all.hits)).toEqual([1]);
    const frequency = await search('"red toyota" corolla', { matchingStrategy: 'frequency' });
    expect(sorted(frequency.hits)).toEqual([1, 4]);
  });

  it('matches phrase words exactly: no typo, and the last one is no prefix', async () => {
    expect((await search('"toyta corolla"')).hits).toEqual([]);
    expect((await search('"toyota corol"')).hits).toEqual([]);
  });

  it('reads an unclosed quote as a phrase running to the end of the query', async () => {
    expect(sorted((await search('"toyota corolla')).hits)).toEqual([1, 6]);
  });

  it('excludes the documents holding a negated word', async () => {
    expect(sorted((await search('toyota -red')).hits)).toEqual([5]);
    expect(sorted((await search('owner -kilometres')).hits)).toEqual([7]);
  });

  it('answers a query of negations only like a placeholder search without them', async () => {
    const result = await search('-toyota');
    expect(idsOf(result.hits)).toEqual([7]);
    expect(result.estimatedTotalHits).toBe(1);
    expect(sorted((await search('-"red toyota"')).hits)).toEqual([2, 3, 5, 6, 7]);
  });

  it('excludes the documents holding a negated phrase', async () => {
    expect(sorted((await search('toyota -"red toyota"')).hits)).toEqual([2, 3, 5, 6]);
  });

  it('negates only a "-" that starts a word after a space or at the start', async () => {
    // "- red" and "toyota-red" are the words "toyota" and "red", nothing negated.
    const both = [1, 2, 3, 4, 6];
    expect(sorted((await search('toyota - red', { matchingStrategy: 'all' })).hits)).toEqual(both);
    expect(sorted((await search('toyota-red', { matchingStrategy: 'all' })).hits)).toEqual(both);
  });

  it('matches a negated word as typed: not as a prefix', async () => {
    const toyota = [1, 2, 3, 4, 5, 6];
    expect(sorted((await search('toyota -re')).hits)).toEqual(toyota);
  });

  it('tells a one-word phrase from the same word typed plainly', async () => {
    // The plain word is a prefix and typo tolerant; the phrase is neither.
    expect(sorted((await search('kilometre ')).hits)).toEqual([1, 5]);
    expect((await search('"kilometre"')).hits).toEqual([]);
    expect(sorted((await search('kilometre ')).hits)).toEqual([1, 5]);
  });

  it('combines a phrase and a negation', async () => {
    expect(sorted((await search('"one owner" -kia')).hits)).toEqual([1, 5]);
  });
});
