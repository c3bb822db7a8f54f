import { describe, expect, test } from 'vitest';
import { createSearchEngine } from '#server/search/engine/search-engine.ts';
import { isoDuration } from '#server/search/engine/search-engine.ts';
import { SearchError } from '#server/search/engine/search-error.ts';

function codeOf(run: () => unknown): { code: string; status: number; message: string } {
  try {
    run();
  } catch (error) {
    if (error instanceof SearchError) {
      return { code: error.code, status: error.httpStatus, message: error.message };
    }
    throw error;
  }
  throw new Error('expected a SearchError');
}

const cars = [
  { id: 1, make: 'Toyota', model: 'Corolla', price: 20000 },
  { id: 2, make: 'Honda', model: 'Civic', price: 22000 },
  { id: 'a-3', make: 'Ford', model: 'Focus', price: 18000 },
];

describe('tasks', () => {
  test('a write returns an enqueued summary at once and is processed later', async () => {
    const engine = createSearchEngine({ now: () => new Date('2026-01-01T00:00:00.000Z') });
    const summary = engine.createIndex('cars', { primaryKey: 'id' });
    expect(summary).toEqual({
      taskUid: 0,
      indexUid: 'cars',
      status: 'enqueued',
      type: 'indexCreation',
      enqueuedAt: '2026-01-01T00:00:00.000Z',
    });
    expect(engine.getTask(0).status).toBe('enqueued');
    expect(() => engine.getIndex('cars')).toThrow(SearchError);
    await engine.waitForTasks();
    const task = engine.getTask(0);
    expect(task).toMatchObject({
      uid: 0,
      indexUid: 'cars',
      status: 'succeeded',
      type: 'indexCreation',
      canceledBy: null,
      details: { primaryKey: 'id' },
      error: null,
      enqueuedAt: '2026-01-01T00:00:00.000Z',
      startedAt: '2026-01-01T00:00:00.000Z',
      finishedAt: '2026-01-01T00:00:00.000Z',
    });
    expect(task.duration).toMatch(/^PT\d+(\.\d+)?S$/);
    expect(engine.getIndex('cars')).toMatchObject({ uid: 'cars', primaryKey: 'id' });
  });

  test('tasks run in order and a failing one gets the Meilisearch error object', async () => {
    const engine = createSearchEngine();
    engine.createIndex('cars');
    const second = engine.createIndex('cars');
    await engine.waitForTasks();
    const task = engine.getTask(second.taskUid);
    expect(task.status).toBe('failed');
    expect(task.error).toEqual({
      message: 'Index `cars` already exists.',
      code: 'index_already_exists',
      type: 'invalid_request',
      link: 'https://docs.meilisearch.com/errors#index_already_exists',
    });
  });

  test('unknown task and index', () => {
    const engine = createSearchEngine();
    expect(codeOf(() => engine.getTask(42))).toMatchObject({ code: 'task_not_found', status: 404 });
    expect(codeOf(() => engine.getIndex('nope'))).toMatchObject({
      code: 'index_not_found',
      status: 404,
      message: 'Index `nope` not found.',
    });
    expect(codeOf(() => engine.createIndex('bad uid'))).toMatchObject({
      code: 'invalid_index_uid',
    });
  });

  test('listTasks is newest first with from / next and filters', async () => {
    const engine = createSearchEngine();
    engine.createIndex('a');
    engine.createIndex('b');
    engine.createIndex('a');
    await engine.waitForTasks();
    const page = engine.listTasks({ limit: 2 });
    expect(page.results.map((task) => task.uid)).toEqual([2, 1]);
    expect(page).toMatchObject({ limit: 2, from: 2, next: 0, total: 3 });
    expect(engine.listTasks({ limit: 2, from: 0 })).toMatchObject({ from: 0, next: null });
    expect(engine.listTasks({ indexUids: ['a'] }).total).toBe(2);
    expect(engine.listTasks({ statuses: ['failed'] }).results.map((task) => task.uid)).toEqual([2]);
  });

  test('deleteIndex and listIndexes', async () => {
    const engine = createSearchEngine();
    engine.createIndex('b');
    engine.createIndex('a');
    await engine.waitForTasks();
    expect(engine.listIndexes().results.map((index) => index.uid)).toEqual(['a', 'b']);
    expect(engine.listIndexes({ limit: 1, offset: 1 })).toMatchObject({
      offset: 1,
      limit: 1,
      total: 2,
    });
    const task = engine.deleteIndex('a');
    const missing = engine.deleteIndex('zzz');
    await engine.waitForTasks();
    expect(engine.getTask(task.taskUid).status).toBe('succeeded');
    expect(engine.getTask(missing.taskUid).error?.code).toBe('index_not_found');
    expect(engine.listIndexes().total).toBe(1);
  });

  test('isoDuration', () => {
    expect(isoDuration(12)).toBe('PT0.012S');
    expect(isoDuration(1500)).toBe('PT1.5S');
  });
});

describe('documents and primary key', () => {
  test('addDocuments creates the index and infers the primary key', async () => {
    const engine = createSearchEngine();
    const task = engine.addDocuments('cars', cars, { mode: 'replace' });
    expect(task.type).toBe('documentAdditionOrUpdate');
    await engine.waitForTasks();
    expect(engine.getTask(task.taskUid)).toMatchObject({
      status: 'succeeded',
      details: { receivedDocuments: 3, indexedDocuments: 3 },
    });
    expect(engine.getIndex('cars').primaryKey).toBe('id');
    expect(engine.getDocument('cars', 1)).toEqual(cars[0]);
    expect(engine.getDocument('cars', '1')).toEqual(cars[0]);
    expect(engine.getDocument('cars', 'a-3', ['make'])).toEqual({ make: 'Ford' });
  });

  test('inference errors: no candidate, several candidates', async () => {
    const engine = createSearchEngine();
    const none = engine.addDocuments('a', [{ title: 'x' }], { mode: 'replace' });
    const many = engine.addDocuments('b', [{ id: 1, car_id: 2 }], { mode: 'replace' });
    await engine.waitForTasks();
    expect(engine.getTask(none.taskUid).error?.code).toBe('index_primary_key_no_candidate_found');
    expect(engine.getTask(many.taskUid).error?.code).toBe(
      'index_primary_key_multiple_candidates_found',
    );
    // A failed addition changes nothing, not even the index's existence.
    expect(engine.listIndexes().total).toBe(0);
  });

  test('an explicit primary key wins; another one later is refused', async () => {
    const engine = createSearchEngine();
    engine.addDocuments('cars', [{ id: 1, stock: 'S1' }], { primaryKey: 'stock', mode: 'replace' });
    const other = engine.addDocuments('cars', [{ id: 2, stock: 'S2' }], {
      primaryKey: 'id',
      mode: 'replace',
    });
    await engine.waitForTasks();
    expect(engine.getIndex('cars').primaryKey).toBe('stock');
    expect(engine.getDocument('cars', 'S1')).toEqual({ id: 1, stock: 'S1' });
    expect(engine.getTask(other.taskUid).error?.code).toBe('index_primary_key_already_exists');
  });

  test('a batch with one bad document fails whole (atomic)', async () => {
    const engine = createSearchEngine();
    engine.addDocuments('cars', cars, { mode: 'replace' });
    const missing = engine.addDocuments('cars', [{ id: 9, make: 'Kia' }, { make: 'Audi' }], {
      mode: 'replace',
    });
    const invalid = engine.addDocuments('cars', [{ id: 10 }, { id: 'not valid!' }], {
      mode: 'replace',
    });
    await engine.waitForTasks();
    const missingTask = engine.getTask(missing.taskUid);
    expect(missingTask.status).toBe('failed');
    expect(missingTask.error).toMatchObject({
      code: 'missing_document_id',
      message: 'Document doesn\'t have a `id` attribute: `{"make":"Audi"}`.',
    });
    expect(missingTask.details).toEqual({ receivedDocuments: 2, indexedDocuments: 0 });
    expect(engine.getTask(invalid.taskUid).error?.code).toBe('invalid_document_id');
    expect(engine.getDocuments('cars', {}).total).toBe(3);
    expect(codeOf(() => engine.getDocument('cars', 9))).toMatchObject({
      code: 'document_not_found',
      status: 404,
    });
  });

  test('a payload that is not objects is rejected at once', () => {
    const engine = createSearchEngine();
    expect(codeOf(() => engine.addDocuments('cars', [1, 2], { mode: 'replace' })).code).toBe(
      'malformed_payload',
    );
  });

  test('replace swaps the whole document, update merges fields', async () => {
    const engine = createSearchEngine();
    engine.addDocuments('cars', cars, { mode: 'replace' });
    engine.addDocuments('cars', [{ id: 1, price: 19000 }], { mode: 'update' });
    engine.addDocuments('cars', [{ id: 2, make: 'Honda' }], { mode: 'replace' });
    await engine.waitForTasks();
    expect(engine.getDocument('cars', 1)).toEqual({ ...cars[0], price: 19000 });
    expect(engine.getDocument('cars', 2)).toEqual({ id: 2, make: 'Honda' });
  });

  test('getDocuments: pagination, fields, filter', async () => {
    const engine = createSearchEngine();
    engine.addDocuments('cars', cars, { mode: 'replace' });
    engine.updateSettings('cars', { filterableAttributes: ['price'] });
    await engine.waitForTasks();
    const page = engine.getDocuments('cars', { offset: 1, limit: 1, fields: ['id'] });
    expect(page).toEqual({ results: [{ id: 2 }], offset: 1, limit: 1, total: 3 });
    const cheap = engine.getDocuments('cars', { filter: 'price < 21000', fields: ['id'] });
    expect(cheap.results).toEqual([{ id: 1 }, { id: 'a-3' }]);
    expect(cheap.total).toBe(2);
    expect(codeOf(() => engine.getDocuments('cars', { filter: 'make = Ford' })).code).toBe(
      'invalid_document_filter',
    );
    expect(codeOf(() => engine.getDocuments('cars', { filter: 'price >' })).code).toBe(
      'invalid_document_filter',
    );
  });

  test('delete by id, ids, filter and all', async () => {
    const engine = createSearchEngine();
    engine.addDocuments('cars', [...cars, { id: 4, price: 50000 }, { id: 5, price: 60000 }], {
      mode: 'replace',
    });
    engine.updateSettings('cars', { filterableAttributes: ['price'] });
    const one = engine.deleteDocument('cars', 1);
    const batch = engine.deleteDocuments('cars', [2, 'nope']);
    const byFilter = engine.deleteDocumentsByFilter('cars', 'price >= 50000');
    await engine.waitForTasks();
    expect(engine.getTask(one.taskUid).details).toMatchObject({ deletedDocuments: 1 });
    expect(engine.getTask(batch.taskUid).details).toMatchObject({
      providedIds: 2,
      deletedDocuments: 1,
    });
    expect(engine.getTask(byFilter.taskUid).details).toMatchObject({
      deletedDocuments: 2,
      originalFilter: '"price >= 50000"',
    });
    expect(engine.getDocuments('cars', {}).results).toEqual([cars[2]]);
    const all = engine.deleteAllDocuments('cars');
    await engine.waitForTasks();
    expect(engine.getTask(all.taskUid).details).toEqual({ deletedDocuments: 1 });
    expect(engine.getDocuments('cars', {}).total).toBe(0);
    expect(engine.search('cars', {}).hits).toEqual([]);
  });

  test('delete by a non-filterable attribute fails the task; an empty filter is refused', async () => {
    const engine = createSearchEngine();
    engine.addDocuments('cars', cars, { mode: 'replace' });
    const task = engine.deleteDocumentsByFilter('cars', 'make = Ford');
    await engine.waitForTasks();
    expect(engine.getTask(task.taskUid).error?.code).toBe('invalid_document_filter');
    expect(engine.getDocuments('cars', {}).total).toBe(3);
    expect(codeOf(() => engine.deleteDocumentsByFilter('cars', null)).code).toBe(
      'missing_document_filter',
    );
  });
});

describe('settings', () => {
  test('defaults are Meilisearch defaults', async () => {
    const engine = createSearchEngine();
    engine.createIndex('cars');
    await engine.waitForTasks();
    expect(engine.getSettings('cars')).toEqual({
      displayedAttributes: ['*'],
      searchableAttributes: ['*'],
      filterableAttributes: [],
      sortableAttributes: [],
      rankingRules: ['words', 'typo', 'proximity', 'attribute', 'sort', 'exactness'],
      stopWords: [],
      nonSeparatorTokens: [],
      separatorTokens: [],
      dictionary: [],
      synonyms: {},
      distinctAttribute: null,
      proximityPrecision: 'byWord',
      typoTolerance: {
        enabled: true,
        minWordSizeForTypos: { oneTypo: 5, twoTypos: 9 },
        disableOnWords: [],
        disableOnAttributes: [],
        disableOnNumbers: false,
      },
      faceting: { maxValuesPerFacet: 100, sortFacetValuesBy: { '*': 'alpha' } },
      pagination: { maxTotalHits: 1000 },
      embedders: {},
      searchCutoffMs: null,
      localizedAttributes: null,
      facetSearch: true,
      prefixSearch: 'indexingTime',
    });
  });

  test('update merges nested objects; reset restores defaults', async () => {
    const engine = createSearchEngine();
    engine.createIndex('cars');
    engine.updateSettings('cars', {
      filterableAttributes: ['make'],
      typoTolerance: { disableOnAttributes: ['vin'] } as never,
      pagination: { maxTotalHits: 50 },
    });
    await engine.waitForTasks();
    const settings = engine.getSettings('cars');
    expect(settings.filterableAttributes).toEqual(['make']);
    expect(settings.typoTolerance).toMatchObject({
      enabled: true,
      disableOnAttributes: ['vin'],
    });
    expect(settings.pagination.maxTotalHits).toBe(50);
    engine.resetSettings('cars', ['pagination']);
    await engine.waitForTasks();
    expect(engine.getSettings('cars').pagination.maxTotalHits).toBe(1000);
    expect(engine.getSettings('cars').filterableAttributes).toEqual(['make']);
    engine.resetSettings('cars');
    await engine.waitForTasks();
    expect(engine.getSettings('cars').filterableAttributes).toEqual([]);
  });

  test('updateSettings creates a missing index', async () => {
    const engine = createSearchEngine();
    engine.updateSettings('new', { sortableAttributes: ['price'] });
    await engine.waitForTasks();
    expect(engine.getSettings('new').sortableAttributes).toEqual(['price']);
  });

  test('invalid settings are refused before enqueueing', () => {
    const engine = createSearchEngine();
    const cases: [unknown, string][] = [
      [{ filterableAttributes: 'make' }, 'invalid_settings_filterable_attributes'],
      [{ rankingRules: ['words', 'magic'] }, 'invalid_settings_ranking_rules'],
      [{ pagination: { maxTotalHits: -1 } }, 'invalid_settings_pagination'],
      [{ faceting: { maxValuesPerFacet: 'x' } }, 'invalid_settings_faceting'],
      [
        { typoTolerance: { minWordSizeForTypos: { oneTypo: 6, twoTypos: 3 } } },
        'invalid_settings_typo_tolerance',
      ],
      [{ synonyms: { a: 'b' } }, 'invalid_settings_synonyms'],
      [{ colour: [] }, 'bad_request'],
    ];
    for (const [settings, code] of cases) {
      expect(codeOf(() => engine.updateSettings('cars', settings as never))).toMatchObject({
        code,
        status: 400,
      });
    }
    expect(engine.listTasks().total).toBe(0);
    expect(
      codeOf(() => engine.updateSettings('cars', { rankingRules: ['magic'] })).message,
    ).toContain('`magic` ranking rule is invalid');
  });
});
