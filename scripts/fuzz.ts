// Hostile requests against the real app on every demo site: every fuzz target of
// tests/support/fuzz/all-targets.ts, the cases spread evenly over them. Prints the cases
// run, the time, each target's answers by status, and every 5xx, unanswered request or
// row written on a 4xx with the smallest request fast-check shrank it to; exits 1 on any.
// Usage: npm run fuzz -- [--cases 50000] [--seed 42] [--target <name substring>]
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { allTargets } from '../tests/support/fuzz/all-targets.ts';
import { startFuzzPlatform } from '../tests/support/fuzz/fuzz-platform.ts';
import { runFuzzTarget, type TargetReport } from '../tests/support/fuzz/run-fuzz.ts';

const { values } = parseArgs({
  options: {
    cases: { type: 'string', default: '50000' },
    seed: { type: 'string' },
    target: { type: 'string', default: '' },
  },
});
const cases = Number(values.cases);
if (!Number.isInteger(cases) || cases < 1) throw new Error('--cases: a whole number from 1');
const seed = values.seed === undefined ? undefined : Number(values.seed);

const fuzz = await startFuzzPlatform();
const targets = allTargets(fuzz.context).filter((target) => target.name.includes(values.target!));
if (targets.length === 0) throw new Error(`no fuzz target matches ${values.target}`);
const started = performance.now();
const reports: TargetReport[] = [];
for (const [index, target] of targets.entries()) {
  // Even spread; the first targets take the remainder.
  const share = Math.floor(cases / targets.length) + (index < cases % targets.length ? 1 : 0);
  const targetStarted = performance.now();
  const report = await runFuzzTarget(fuzz, target, share, seed);
  reports.push(report);
  const histogram = Object.entries(report.statuses)
    .map(([status, count]) => `${status}:${count}`)
    .join(' ');
  const seconds = ((performance.now() - targetStarted) / 1000).toFixed(1);
  console.log(
    `${report.failure ? 'FAIL' : 'ok  '} ${target.name}: ${report.cases} cases in ${seconds} s; ${histogram}`,
  );
}
const total = reports.reduce((sum, report) => sum + report.cases, 0);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
const failures = reports.filter((report) => report.failure);
console.log(
  `\n${total} cases over ${reports.length} targets in ${seconds} s; ${failures.length} failing targets`,
);
for (const report of failures) {
  const failure = report.failure!;
  console.log(
    `\n${report.name}: ${failure.reason}\n  replay with --seed ${failure.seed}\n${failure.request.replace(/^/gm, '  ')}`,
  );
}
await fuzz.close();
process.exit(failures.length > 0 ? 1 : 0);
