// Every site file of a folder checked on its own, then against each other (hostnames):
// what `npm run sites -- check` prints and what the server refuses.
import path from 'node:path';
import {
  createSiteValidator,
  hostnameClashes,
  siteFileNames,
} from '../tenancy/load-tenants.server.ts';
import {
  loadSiteFile,
  toSiteProblem,
  type LoadedSite,
  type SiteProblem,
} from './load-site.server.ts';

export interface CheckedSites {
  /** The sites that passed every check, in file-name order. */
  sites: LoadedSite[];
  problems: SiteProblem[];
}

export function checkSitesFolder(tenantsDir: string): CheckedSites {
  const validate = createSiteValidator();
  const loaded: LoadedSite[] = [];
  const problems: SiteProblem[] = [];
  for (const name of siteFileNames(tenantsDir)) {
    try {
      loaded.push(loadSiteFile(tenantsDir, name, validate));
    } catch (error) {
      const problem = toSiteProblem(error);
      if (!problem) throw error;
      problems.push(problem);
    }
  }
  const refused = refuseClashes(loaded, problems, path.basename(tenantsDir));
  return { sites: loaded.filter((site) => !refused.has(site.tenant.slug)), problems };
}

/**
 * Adds a problem for each site claiming a hostname an earlier site has, and returns their
 * slugs (the whole site is refused: half its hostnames would send shoppers elsewhere).
 */
export function refuseClashes(
  sites: readonly LoadedSite[],
  problems: SiteProblem[],
  folder: string,
): Set<string> {
  const refused = new Set<string>();
  for (const clash of hostnameClashes(
    sites.map((site) => site.tenant),
    folder,
  )) {
    problems.push(toSiteProblem(clash)!);
    refused.add(clash.file.replace(/^.*\//, '').replace(/\.json$/, ''));
  }
  return refused;
}
