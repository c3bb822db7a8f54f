import { beforeAll, expect, it } from 'vitest';
import { describeEachTarget } from './support/targets.ts';

/**
 * `_matchesPosition` as Meilisearch 1.15 reports it (milli's `MatchBounds`):
 * per field path, `start` and `length` in UTF-8 bytes, and for a match inside
 * arrays `indices`, the index in each array on the way down; a match outside
 * any array has no `indices`.
 */
describeEachTarget('matches position', (target) => {
  let uid = '';
  beforeAll(async () => {
    uid = target().uid('matches_position');
    await target().client.createIndex(uid, { primaryKey: 'id' }).waitTask();
    const added = await target()
      .client.index(uid)
      .addDocuments([
        {
          id: 1,
          title: 'Red ute',
          features: ['bluetooth', 'red seats', 'tow bar'],
          trims: [{ names: ['base', 'red line'] }, { names: ['sport'], colour: 'red' }],
          grid: [['blue'], ['green', 'red']],
        },
      ])
      .waitTask();
    expect(added.status).toBe('succeeded');
  });

  it('gives the array indices of a match inside arrays', async () => {
    const { hits } = await target().client.index(uid).search('red', { showMatchesPosition: true });
    const positions = hits[0]?._matchesPosition ?? {};
    expect(Object.keys(positions)).toEqual([
      'features',
      'grid',
      'title',
      'trims.colour',
      'trims.names',
    ]);
    expect(positions).toEqual({
      title: [{ start: 0, length: 3 }],
      features: [{ start: 0, length: 3, indices: [1] }],
      'trims.names': [{ start: 0, length: 3, indices: [0, 1] }],
      'trims.colour': [{ start: 0, length: 3, indices: [1] }],
      grid: [{ start: 0, length: 3, indices: [1, 1] }],
    });
  });
});
