import path from 'node:path';
import { cruise, type ICruiseResult, type IViolation } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import { ROOT } from './repo-files.ts';

/** dependency-cruiser's configuration: the folder rules of docs/architecture.md and no cycles. */
export const DEPENDENCY_CONFIG = '.dependency-cruiser.mjs';
/** The folders whose imports the rules cover (tests/ may import anything, tenants/ is data). */
export const CODE_FOLDERS = ['server', 'shared', 'client', 'scripts', 'seed'];

/**
 * The project's import graph as dependency-cruiser reads it with the project's configuration
 * (static, dynamic and type-only imports, `#alias/` paths resolved), with its rule violations.
 */
export async function cruiseProject(): Promise<ICruiseResult> {
  const options = await extractDepcruiseOptions(path.join(ROOT, DEPENDENCY_CONFIG));
  const { output } = await cruise(CODE_FOLDERS, { ...options, baseDir: ROOT });
  if (typeof output === 'string') throw new Error('dependency-cruiser answered text, not a result');
  return output;
}

/** One line per violation: the rule, then the import (or the cycle) that breaks it. */
export function describeViolation(violation: IViolation): string {
  const cycle = violation.cycle?.map((step) => step.name).join(' -> ');
  const edge = cycle ? `${violation.from} -> ${cycle}` : `${violation.from} -> ${violation.to}`;
  return `${violation.rule.name}: ${edge}`;
}

/** The repository files each cruised file imports (packages and Node built-ins left out). */
export function importsByFile(result: ICruiseResult): Map<string, string[]> {
  return new Map(
    result.modules.map((module) => [
      module.source,
      module.dependencies
        .filter((dependency) => !dependency.coreModule && !dependency.couldNotResolve)
        .map((dependency) => dependency.resolved)
        .filter((resolved) => !resolved.startsWith('node_modules/')),
    ]),
  );
}
