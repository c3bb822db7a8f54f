import { afterAll, describe, expect, test } from 'vitest';
import { jsonTargets } from '../support/fuzz/json-targets.ts';
import { startFuzzPlatform } from '../support/fuzz/fuzz-platform.ts';
import { runFuzzTarget } from '../support/fuzz/run-fuzz.ts';

// A bounded run for `npm test`; `npm run fuzz -- --cases 50000` is the long one.
const CASES_PER_TARGET = 120;
const FRONT_ONLY = new Set([400, 405, 413, 414, 415, 431]);

// Started before the tests are declared: the targets' generators are built from its sites.
const fuzz = await startFuzzPlatform();
afterAll(() => fuzz.close());

describe('hostile requests to every JSON endpoint of every demo site', () => {
  test.each(jsonTargets(fuzz.context.jsonSites).map((target) => [target.name, target] as const))(
    '%s: never a 5xx, always an answer, nothing stored on a 4xx, /healthz still answers',
    async (_name, target) => {
      const report = await runFuzzTarget(fuzz, target, CASES_PER_TARGET);
      expect(report.failure).toBeUndefined();
      expect(report.cases).toBe(CASES_PER_TARGET);
      // The run reached the endpoint itself, not only the HTTP parser and body reader in front
      // of it (which answer 400, 405, 413, 414, 415 and 431 alone).
      const statuses = Object.keys(report.statuses).map(Number);
      expect(
        statuses.filter((status) => !FRONT_ONLY.has(status)),
        target.name,
      ).not.toEqual([]);
    },
    60_000,
  );
});
