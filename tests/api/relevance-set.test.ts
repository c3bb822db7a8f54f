// product rules 9.15 and 9.16: the relevance set (tests/relevance/relevance-set.json), shoppers'
// words on the five demo sites with the answer each should get, on one platform instance.
import { beforeAll, expect, test } from 'vitest';
import { readTenantDocuments } from '#server/inventory/tenant-documents.server.ts';
import {
  readRelevanceSet,
  runRelevanceSet,
  vocabularyOf,
  type RelevanceFigures,
} from '../support/relevance-runner.ts';
import { DEMO_SLUGS, useTestPlatform } from '../support/test-platform.ts';

const fixture = useTestPlatform();
const entries = readRelevanceSet();
let figures: RelevanceFigures;

beforeAll(async () => {
  const sites = new Map(
    DEMO_SLUGS.map((slug) => {
      const tenant = fixture.tenant(slug);
      const stock = readTenantDocuments(fixture.current.env.DATA_DIR, tenant).filter(
        (car) => !car.sold,
      );
      return [slug, { tenant, stock, vocabulary: vocabularyOf(tenant, stock) }] as const;
    }),
  );
  figures = await runRelevanceSet(fixture.current.app, sites, entries);
}, 120_000);

test('the set holds at least 150 queries over the five demo sites', () => {
  expect(entries.length).toBeGreaterThanOrEqual(150);
  expect(new Set(entries.map((entry) => entry.site))).toEqual(new Set(DEMO_SLUGS));
});

test('every query gets the answer the set writes for it', () => {
  const failing = figures.failures.map(
    ({ entry, failure }) => `${entry.site} '${entry.query}': ${failure}`,
  );
  expect(failing).toEqual([]);
});

test('plain car queries: no empty page, precision at 5 of at least 95%', () => {
  expect(figures.zeroResultRate).toBe(0);
  expect(figures.precisionAt5).toBeGreaterThanOrEqual(0.95);
});
