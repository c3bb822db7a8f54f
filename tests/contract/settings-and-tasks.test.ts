import { beforeAll, expect, it } from 'vitest';
import { CAR_SETTINGS, createCarsIndex } from './support/cars-fixture.ts';
import { describeEachTarget } from './support/targets.ts';
import { expectApiError } from './support/expect-api-error.ts';

const sorted = (values: readonly string[]) => [...values].sort();

describeEachTarget('settings', (target) => {
  it('has Meilisearch’s defaults on a new index', async () => {
    const uid = target().uid('settings_defaults');
    await target().client.createIndex(uid).waitTask();
    const settings = await target().client.index(uid).getSettings();
    expect(settings).toMatchObject({
      displayedAttributes: ['*'],
      searchableAttributes: ['*'],
      filterableAttributes: [],
      sortableAttributes: [],
      rankingRules: ['words', 'typo', 'proximity', 'attribute', 'sort', 'exactness'],
      stopWords: [],
      synonyms: {},
      distinctAttribute: null,
      typoTolerance: {
        enabled: true,
        minWordSizeForTypos: { oneTypo: 5, twoTypos: 9 },
        disableOnWords: [],
        disableOnAttributes: [],
      },
      faceting: { maxValuesPerFacet: 100 },
      pagination: { maxTotalHits: 1000 },
    });
  });

  it('updates, reads and resets the whole settings object', async () => {
    const uid = target().uid('settings_whole');
    await target().client.createIndex(uid).waitTask();
    const index = target().client.index(uid);
    const task = await index.updateSettings(CAR_SETTINGS).waitTask();
    expect(task).toMatchObject({ status: 'succeeded', type: 'settingsUpdate', indexUid: uid });
    const settings = await index.getSettings();
    expect(sorted(settings.filterableAttributes as string[])).toEqual(
      sorted(CAR_SETTINGS.filterableAttributes),
    );
    expect(sorted(settings.sortableAttributes ?? [])).toEqual(
      sorted(CAR_SETTINGS.sortableAttributes),
    );
    expect(settings.searchableAttributes).toEqual(CAR_SETTINGS.searchableAttributes);
    expect(settings.typoTolerance?.disableOnAttributes).toEqual(['stock_number']);
    expect(settings.typoTolerance?.minWordSizeForTypos).toEqual({ oneTypo: 5, twoTypos: 9 });
    await index.resetSettings().waitTask();
    expect((await index.getSettings()).filterableAttributes).toEqual([]);
  });

  it('serves each sub-route with Meilisearch’s verbs', async () => {
    const uid = target().uid('settings_sub');
    await target().client.createIndex(uid).waitTask();
    const index = target().client.index(uid);

    await index.updateFilterableAttributes(['make', 'price']).waitTask();
    expect(sorted((await index.getFilterableAttributes()) as string[])).toEqual(['make', 'price']);
    await index.updateSortableAttributes(['price', 'year']).waitTask();
    expect(sorted(await index.getSortableAttributes())).toEqual(['price', 'year']);
    await index.updateSearchableAttributes(['title', 'make']).waitTask();
    expect(await index.getSearchableAttributes()).toEqual(['title', 'make']);
    await index.updateDisplayedAttributes(['id', 'title']).waitTask();
    expect(await index.getDisplayedAttributes()).toEqual(['id', 'title']);
    const rules = [
      'sort',
      'words',
      'typo',
      'proximity',
      'attribute',
      'exactness',
      'custom_rank:desc',
    ];
    await index.updateRankingRules(rules).waitTask();
    expect(await index.getRankingRules()).toEqual(rules);
    await index.updateSynonyms({ ute: ['pickup'], pickup: ['ute'] }).waitTask();
    expect(await index.getSynonyms()).toEqual({ ute: ['pickup'], pickup: ['ute'] });
    await index.updateTypoTolerance({ minWordSizeForTypos: { oneTypo: 4 } }).waitTask();
    expect(await index.getTypoTolerance()).toMatchObject({
      enabled: true,
      minWordSizeForTypos: { oneTypo: 4, twoTypos: 9 },
    });
    await index.updatePagination({ maxTotalHits: 50 }).waitTask();
    expect(await index.getPagination()).toEqual({ maxTotalHits: 50 });
    await index.updateFaceting({ maxValuesPerFacet: 10 }).waitTask();
    expect(await index.getFaceting()).toMatchObject({ maxValuesPerFacet: 10 });

    await index.resetFilterableAttributes().waitTask();
    await index.resetSortableAttributes().waitTask();
    await index.resetSearchableAttributes().waitTask();
    await index.resetDisplayedAttributes().waitTask();
    await index.resetRankingRules().waitTask();
    await index.resetSynonyms().waitTask();
    await index.resetTypoTolerance().waitTask();
    await index.resetPagination().waitTask();
    await index.resetFaceting().waitTask();
    expect(await index.getFilterableAttributes()).toEqual([]);
    expect(await index.getSortableAttributes()).toEqual([]);
    expect(await index.getSearchableAttributes()).toEqual(['*']);
    expect(await index.getDisplayedAttributes()).toEqual(['*']);
    expect(await index.getRankingRules()).toEqual([
      'words',
      'typo',
      'proximity',
      'attribute',
      'sort',
      'exactness',
    ]);
    expect(await index.getSynonyms()).toEqual({});
    expect((await index.getTypoTolerance())?.minWordSizeForTypos).toEqual({
      oneTypo: 5,
      twoTypos: 9,
    });
    expect(await index.getPagination()).toEqual({ maxTotalHits: 1000 });
    expect((await index.getFaceting()).maxValuesPerFacet).toBe(100);
  });

  it('answers index_not_found for the settings of an unknown index', async () => {
    await expectApiError(target().client.index(target().uid('nope')).getSettings(), {
      status: 404,
      code: 'index_not_found',
    });
  });
});

describeEachTarget('indexes and tasks', (target) => {
  let uid = '';
  beforeAll(async () => {
    uid = target().uid('tasks');
    await createCarsIndex(target().client, uid);
  });

  it('returns an enqueued task for every write and reaches succeeded', async () => {
    const enqueued = await target().client.index(uid).updateFaceting({ maxValuesPerFacet: 20 });
    expect(enqueued).toMatchObject({ indexUid: uid, status: 'enqueued', type: 'settingsUpdate' });
    expect(typeof enqueued.taskUid).toBe('number');
    expect(Number.isNaN(Date.parse(enqueued.enqueuedAt))).toBe(false);
    const done = await target().client.tasks.waitForTask(enqueued.taskUid);
    expect(done).toMatchObject({
      uid: enqueued.taskUid,
      indexUid: uid,
      status: 'succeeded',
      type: 'settingsUpdate',
      error: null,
    });
    expect(typeof done.duration).toBe('string');
    expect(done.finishedAt).not.toBeNull();
    const again = await target().client.tasks.getTask(enqueued.taskUid);
    expect(again.status).toBe('succeeded');
  });

  it('reaches failed with Meilisearch’s error shape', async () => {
    const task = await target().client.createIndex(uid).waitTask();
    expect(task).toMatchObject({
      status: 'failed',
      type: 'indexCreation',
      error: {
        code: 'index_already_exists',
        type: 'invalid_request',
        link: 'https://docs.meilisearch.com/errors#index_already_exists',
      },
    });
  });

  it('lists tasks newest first, filtered by index and status', async () => {
    const list = await target().client.tasks.getTasks({ indexUids: [uid], limit: 3 });
    expect(list.limit).toBe(3);
    expect(list.results.length).toBeGreaterThan(0);
    expect(list.results.length).toBeLessThanOrEqual(3);
    for (const task of list.results) expect(task.indexUid).toBe(uid);
    const uids = list.results.map((task) => task.uid);
    expect(uids).toEqual([...uids].sort((a, b) => b - a));
    const failed = await target().client.tasks.getTasks({ indexUids: [uid], statuses: ['failed'] });
    expect(failed.results.length).toBeGreaterThan(0);
    for (const task of failed.results) expect(task.status).toBe('failed');
    if (list.next !== null) {
      const next = await target().client.tasks.getTasks({
        indexUids: [uid],
        limit: 3,
        from: list.next,
      });
      expect(next.results[0]?.uid).toBeLessThan(uids[uids.length - 1] ?? 0);
    }
  });

  it('answers task_not_found for an unknown task', async () => {
    await expectApiError(target().client.tasks.getTask(987_654_321), {
      status: 404,
      code: 'task_not_found',
    });
  });

  it('gets, lists, updates and deletes indexes', async () => {
    const info = await target().client.getRawIndex(uid);
    expect(info).toMatchObject({ uid, primaryKey: 'id' });
    expect(Number.isNaN(Date.parse(info.createdAt))).toBe(false);
    const list = await target().client.getRawIndexes({ limit: 1000 });
    expect(list.results.map((index) => index.uid)).toContain(uid);
    expect(list).toMatchObject({ offset: 0, limit: 1000 });

    const scratch = target().uid('index_crud');
    await target().client.createIndex(scratch).waitTask();
    const update = await target().client.updateIndex(scratch, { primaryKey: 'vin' }).waitTask();
    expect(update).toMatchObject({ status: 'succeeded', type: 'indexUpdate' });
    expect((await target().client.getIndex(scratch)).primaryKey).toBe('vin');
    const removed = await target().client.deleteIndex(scratch).waitTask();
    expect(removed).toMatchObject({ status: 'succeeded', type: 'indexDeletion' });
    await expectApiError(target().client.getIndex(scratch), {
      status: 404,
      code: 'index_not_found',
    });
    // Deleting a missing index is accepted and its task fails (as in Meilisearch).
    const missing = await target().client.deleteIndex(scratch).waitTask();
    expect(missing).toMatchObject({ status: 'failed', error: { code: 'index_not_found' } });
  });
});
