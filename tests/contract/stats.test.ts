import { expect, it } from 'vitest';
import { describeEachTarget } from './support/targets.ts';
import { expectApiError } from './support/expect-api-error.ts';

describeEachTarget('stats', (target) => {
  const documents = [
    { id: 1, title: 'Corolla', make: 'Toyota' },
    { id: 2, title: 'Hilux', make: 'Toyota', km: 12_000 },
    { id: 3, title: 'Ranger' },
  ];

  it('reports an index’s documents and field distribution (GET /indexes/:uid/stats)', async () => {
    const uid = target().uid('stats_index');
    const index = target().client.index(uid);
    await index.addDocuments(documents, { primaryKey: 'id' }).waitTask();
    const stats = await index.getStats();
    expect(stats).toMatchObject({
      numberOfDocuments: 3,
      isIndexing: false,
      fieldDistribution: { id: 3, title: 3, make: 2, km: 1 },
    });
    expect(Object.keys(stats.fieldDistribution).sort()).toEqual(['id', 'km', 'make', 'title']);
    expect(stats.rawDocumentDbSize).toBeGreaterThan(0);
    expect(stats.avgDocumentSize).toBeGreaterThan(0);
    expect(stats.avgDocumentSize).toBeLessThanOrEqual(stats.rawDocumentDbSize);
  });

  it('counts what deletions leave', async () => {
    const uid = target().uid('stats_delete');
    const index = target().client.index(uid);
    await index.addDocuments(documents, { primaryKey: 'id' }).waitTask();
    await index.deleteDocuments([2, 3]).waitTask();
    const stats = await index.getStats();
    expect(stats.numberOfDocuments).toBe(1);
    expect(stats.fieldDistribution).toMatchObject({ id: 1, title: 1, make: 1 });
    expect(stats.fieldDistribution.km ?? 0).toBe(0);
  });

  it('reports an empty index with zero documents', async () => {
    const uid = target().uid('stats_empty');
    await target().client.createIndex(uid).waitTask();
    const stats = await target().client.index(uid).getStats();
    expect(stats).toMatchObject({ numberOfDocuments: 0, isIndexing: false, fieldDistribution: {} });
  });

  it('reports every index and the last update (GET /stats)', async () => {
    const uid = target().uid('stats_all');
    const index = target().client.index(uid);
    await index.addDocuments(documents, { primaryKey: 'id' }).waitTask();
    const { updatedAt } = await target().client.getRawIndex(uid);
    const stats = await target().client.getStats();
    expect(typeof stats.databaseSize).toBe('number');
    expect(stats.databaseSize).toBeGreaterThan(0);
    expect(typeof stats.lastUpdate).toBe('string');
    expect(Date.parse(stats.lastUpdate)).toBeGreaterThanOrEqual(Date.parse(updatedAt));
    expect(stats.indexes[uid]).toMatchObject({
      numberOfDocuments: 3,
      isIndexing: false,
      fieldDistribution: { id: 3, title: 3, make: 2, km: 1 },
    });
  });

  it('answers index_not_found for the stats of a missing index', async () => {
    const uid = target().uid('stats_missing');
    await expectApiError(target().client.index(uid).getStats(), {
      status: 404,
      code: 'index_not_found',
    });
  });
});
