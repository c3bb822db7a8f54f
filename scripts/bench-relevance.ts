// The relevance set (tests/relevance/relevance-set.json) as figures: precision at 5 and the
// zero-result rate of plain car queries, and the queries that fail, read as the listing reads
// them (product rule 9.15) and, for comparison, searched as typed (the listing before it).
// Usage: npm run bench:relevance [-- --inventory 600]
import { parseArgs } from 'node:util';
import { readTenantDocuments } from '../server/inventory/tenant-documents.server.ts';
import buildBundles from '../tests/support/build-client.global.ts';
import {
  readRelevanceSet,
  runRelevanceSet,
  vocabularyOf,
  type RelevanceFigures,
} from '../tests/support/relevance-runner.ts';
import { createTestPlatform, DEMO_SLUGS } from '../tests/support/test-platform.ts';

const { values } = parseArgs({ options: { inventory: { type: 'string', default: '600' } } });

await buildBundles();
const platform = await createTestPlatform({}, { inventoryCount: Number(values.inventory) });
try {
  const sites = new Map(
    DEMO_SLUGS.map((slug) => {
      const tenant = platform.tenants.find((candidate) => candidate.slug === slug)!;
      const stock = readTenantDocuments(platform.env.DATA_DIR, tenant).filter((car) => !car.sold);
      return [slug, { tenant, stock, vocabulary: vocabularyOf(tenant, stock) }] as const;
    }),
  );
  const entries = readRelevanceSet();
  const print = (name: string, figures: RelevanceFigures) => {
    console.log(
      `${name}: ${figures.cases} queries, precision@5 ${(figures.precisionAt5 * 100).toFixed(1)}%,` +
        ` zero-result rate (plain car queries) ${(figures.zeroResultRate * 100).toFixed(1)}%,` +
        ` ${figures.failures.length} failing`,
    );
    for (const { entry, failure, hits } of figures.failures) {
      console.log(`  ${entry.site} '${entry.query}' (${entry.kind}, ${hits} hits): ${failure}`);
    }
  };
  print('searched as typed (before)', await runRelevanceSet(platform.app, sites, entries, false));
  print('read, then searched (after)', await runRelevanceSet(platform.app, sites, entries, true));
} finally {
  await platform.cleanup();
}
