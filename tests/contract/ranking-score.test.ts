import { beforeAll, expect, it } from 'vitest';
import { idsOf } from './support/cars-fixture.ts';
import { describeEachTarget } from './support/targets.ts';
import { expectApiError } from './support/expect-api-error.ts';

// Meilisearch's `showRankingScore` (`_rankingScore`, 0 to 1, ordered as the
// results), `showRankingScoreDetails` (`_rankingScoreDetails`, one entry per
// ranking rule) and `rankingScoreThreshold` (hits below it are left out, and
// not counted in the totals).
const CARS = [
  { id: 1, title: 'Toyota Corolla', description: 'one owner', price: 30000 },
  { id: 2, title: 'Toyota Camry', description: 'corolla trade-in', price: 25000 },
  { id: 3, title: 'Mazda 3', description: 'toyota corolla alternative', price: 20000 },
  { id: 4, title: 'Ford Ranger', description: 'big ute', price: 40000 },
  { id: 5, title: 'Toyota Hilux', description: 'ute', price: 45000 },
];

type Hit = Record<string, unknown> & {
  _rankingScore?: number;
  _rankingScoreDetails?: Record<string, Record<string, unknown>>;
};

describeEachTarget('ranking score', (target) => {
  let uid = '';
  const index = () => target().client.index(uid);
  const search = async (q: string, options: Record<string, unknown> = {}) =>
    (await index().search(q, { limit: 100, ...options })) as unknown as {
      hits: Hit[];
      estimatedTotalHits?: number;
      totalHits?: number;
    };

  beforeAll(async () => {
    uid = target().uid('ranking-score');
    await target().client.createIndex(uid, { primaryKey: 'id' }).waitTask();
    const settings = await index()
      .updateSettings({
        searchableAttributes: ['title', 'description'],
        sortableAttributes: ['price'],
        filterableAttributes: ['price'],
      })
      .waitTask();
    expect(settings.status).toBe('succeeded');
    const added = await index().addDocuments(CARS).waitTask();
    expect(added.status).toBe('succeeded');
  });

  it('adds _rankingScore only when asked', async () => {
    const plain = await search('toyota');
    expect(plain.hits.every((hit) => !('_rankingScore' in hit))).toBe(true);
    expect(plain.hits.every((hit) => !('_rankingScoreDetails' in hit))).toBe(true);
  });

  it('scores every hit from 0 to 1, best first, a perfect match 1', async () => {
    const { hits } = await search('toyota corolla', { showRankingScore: true });
    expect(idsOf(hits)[0]).toBe(1);
    expect(hits[0]!._rankingScore).toBe(1);
    const scores = hits.map((hit) => hit._rankingScore!);
    for (const score of scores) {
      expect(score).toBeGreaterThanOrEqual(0);
      expect(score).toBeLessThanOrEqual(1);
    }
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    // A hit matching fewer query words scores lower than one matching them all.
    const partial = hits.find((hit) => hit.id === 5)!;
    expect(partial._rankingScore!).toBeLessThan(hits[0]!._rankingScore!);
  });

  it('scores every hit of a placeholder search 1', async () => {
    const { hits } = await search('', { showRankingScore: true });
    expect(hits).toHaveLength(5);
    expect(hits.every((hit) => hit._rankingScore === 1)).toBe(true);
  });

  it('details one entry per ranking rule, in order', async () => {
    const { hits } = await search('toyota corolla', { showRankingScoreDetails: true });
    const details = hits.find((hit) => hit.id === 1)!._rankingScoreDetails!;
    expect(Object.keys(details)).toEqual(['words', 'typo', 'proximity', 'attribute', 'exactness']);
    expect(Object.values(details).map((entry) => entry.order)).toEqual([0, 1, 2, 3, 4]);
    expect(details.words).toEqual({ order: 0, matchingWords: 2, maxMatchingWords: 2, score: 1 });
    expect(details.typo).toMatchObject({ order: 1, typoCount: 0, score: 1 });
    expect(details.proximity).toEqual({ order: 2, score: 1 });
    expect(details.attribute).toMatchObject({
      order: 3,
      attributeRankingOrderScore: 1,
      queryWordDistanceScore: 1,
      score: 1,
    });
    expect(details.exactness).toEqual({ order: 4, matchType: 'exactMatch', score: 1 });
    // showRankingScoreDetails alone does not add _rankingScore.
    expect(hits[0]).not.toHaveProperty('_rankingScore');
  });

  it('counts matching words and typos in the details', async () => {
    const { hits } = await search('toyota corolla', {
      showRankingScoreDetails: true,
      showRankingScore: true,
    });
    const hilux = hits.find((hit) => hit.id === 5)!;
    expect(hilux._rankingScoreDetails!.words).toMatchObject({
      matchingWords: 1,
      maxMatchingWords: 2,
      score: 0.5,
    });
    const typo = await search('toyta', { showRankingScoreDetails: true });
    const entry = typo.hits[0]!._rankingScoreDetails!.typo!;
    expect(entry.typoCount).toBe(1);
    expect(entry.maxTypoCount).toBeGreaterThanOrEqual(1);
    expect(entry.score as number).toBeLessThan(1);
  });

  it('shows the sort value where the sort rule sits', async () => {
    const { hits } = await search('toyota', { sort: ['price:asc'], showRankingScoreDetails: true });
    const details = hits[0]!._rankingScoreDetails!;
    expect(Object.keys(details)).toEqual([
      'words',
      'typo',
      'proximity',
      'attribute',
      'price:asc',
      'exactness',
    ]);
    expect(details['price:asc']).toEqual({ order: 4, value: hits[0]!.price });
  });

  it('drops hits below rankingScoreThreshold and counts them out of the totals', async () => {
    const all = await search('toyota corolla', { showRankingScore: true });
    const scores = all.hits.map((hit) => hit._rankingScore!);
    const threshold = (scores[0]! + scores[scores.length - 1]!) / 2;
    const kept = all.hits.filter((hit) => hit._rankingScore! >= threshold);
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.length).toBeLessThan(all.hits.length);

    const result = await search('toyota corolla', { rankingScoreThreshold: threshold });
    expect(idsOf(result.hits)).toEqual(idsOf(kept));
    expect(result.estimatedTotalHits).toBe(kept.length);
    const faceted = await index().search('toyota corolla', {
      rankingScoreThreshold: threshold,
      facets: ['price'],
    });
    const counts = Object.values(faceted.facetDistribution?.price ?? {});
    expect(counts.reduce((total, count) => total + count, 0)).toBe(kept.length);
    const paged = await search('toyota corolla', {
      rankingScoreThreshold: threshold,
      hitsPerPage: 1,
      page: 1,
    });
    expect(paged.totalHits).toBe(kept.length);
    expect(idsOf(paged.hits)).toEqual([idsOf(kept)[0]]);
  });

  it('rejects a threshold outside 0..1 or not a number', async () => {
    const outside = await expectApiError(search('toyota', { rankingScoreThreshold: 42 }), {
      status: 400,
      code: 'invalid_search_ranking_score_threshold',
    });
    expect(outside.cause?.message).toBe(
      'Invalid value at `.rankingScoreThreshold`: the value of `rankingScoreThreshold` is invalid, expected a float between `0.0` and `1.0`.',
    );
    const text = await expectApiError(search('toyota', { rankingScoreThreshold: 'doggo' }), {
      status: 400,
      code: 'invalid_search_ranking_score_threshold',
    });
    expect(text.cause?.message).toBe(
      'Invalid value type at `.rankingScoreThreshold`: expected a number, but found a string: `"doggo"`',
    );
  });

  it('rejects showRankingScore that is not a boolean', async () => {
    await expectApiError(search('toyota', { showRankingScore: 'yes' }), {
      status: 400,
      code: 'invalid_search_show_ranking_score',
    });
  });
});
