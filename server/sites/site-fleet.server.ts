// The sites a running server serves, kept in step with TENANTS_DIR: a file watch and a
// periodic rescan (network filesystems miss events) apply added, changed and removed site
// files without a restart. A file is checked as at startup first; a refused one is logged
// with its file, pointer and reason, and its site keeps its last good version (decision 0027).
import fs from 'node:fs';
import path from 'node:path';
import type { Logger } from 'pino';
import { EnvError } from '../env.server.ts';
import { CONTENT_DIR } from '../content/load-content-pages.server.ts';
import {
  loadSiteFile,
  loadSiteText,
  siteFileLabel,
  toSiteProblem,
  type LoadedSite,
  type SiteProblem,
} from './load-site.server.ts';
import { createSiteFileScan, siteSignature, type FileSignature } from './site-file-scan.server.ts';
import {
  checkSiteSecrets,
  type FleetSnapshot,
  type ServedSite,
  type SnapshotSecrets,
} from './fleet-snapshot.server.ts';
import {
  createSiteValidator,
  hostnameClashes,
  siteFileNames,
} from '../tenancy/load-tenants.server.ts';

export interface SiteFleetOptions {
  tenantsDir: string;
  logger: Logger;
  secrets: SnapshotSecrets;
  build: (sites: ReadonlyMap<string, ServedSite>) => FleetSnapshot;
  /** After a swap: the sites added or changed (their stock is loaded), and those removed. */
  afterSwap?: (change: { loaded: string[]; removed: string[] }) => void;
  /** The rescan for filesystems that miss events (default 30 s). */
  rescanMs?: number;
  /** How long a changed file must stay the same before it is read (default 250 ms). */
  settleMs?: number;
}

export interface SiteFleet {
  current(): FleetSnapshot;
  /** Looks at the folder now (a peer instance said it changed); applies what is steady. */
  rescan(): void;
  close(): void;
}

/** The site files as startup reads them: the first bad one (or a hostname clash) throws. */
export function loadStartupSites(tenantsDir: string, secrets: SnapshotSecrets, logger: Logger) {
  const validate = createSiteValidator();
  const sites = new Map<string, ServedSite>();
  const signatures = new Map<string, FileSignature | undefined>();
  for (const name of siteFileNames(tenantsDir)) {
    signatures.set(name, siteSignature(tenantsDir, name));
    const site = loadSiteFile(tenantsDir, name, validate);
    checkSiteSecrets(site.tenant, secrets);
    logSiteWarnings(site, logger);
    sites.set(site.tenant.slug, { ...site, revision: 0 });
  }
  const tenants = [...sites.values()].map((site) => site.tenant);
  const [clash] = hostnameClashes(tenants, path.basename(tenantsDir));
  if (clash) throw clash;
  logger.info({ sites: sites.size, folder: tenantsDir }, 'site files loaded');
  return { sites, signatures, tenants };
}

/** What is worth fixing in a site that does not refuse it: links to pages it does not serve. */
function logSiteWarnings(site: LoadedSite, logger: Logger) {
  for (const { file, pointer, url } of site.unservedLinks) {
    logger.warn(
      { file, pointer, url },
      'link to a path this site does not serve: shoppers who follow it get a 404',
    );
  }
  for (const { file, line, message } of site.content.warnings) {
    logger.warn({ file, line }, `content page ${message}`);
  }
}

/** Serves the sites startup loaded, then keeps them in step with the folder. */
export function startSiteFleet(
  startup: ReturnType<typeof loadStartupSites>,
  options: SiteFleetOptions,
): SiteFleet {
  const { tenantsDir, logger } = options;
  const settleMs = options.settleMs ?? 250;
  const validate = createSiteValidator();
  const files = createSiteFileScan(tenantsDir, settleMs);
  for (const [name, signature] of startup.signatures) files.markRead(name, signature);
  let revision = 0;
  let snapshot = options.build(startup.sites);
  let closed = false;
  let timer: NodeJS.Timeout | undefined;

  function refuse(problem: SiteProblem) {
    logger.warn(
      problem,
      'site file refused: the site keeps its last good version (npm run sites -- check)',
    );
  }

  function loadChanged(name: string, sites: Map<string, ServedSite>): string | undefined {
    let site;
    try {
      site = loadSiteText(
        tenantsDir,
        name,
        fs.readFileSync(path.join(tenantsDir, name), 'utf8'),
        validate,
      );
      checkSiteSecrets(site.tenant, options.secrets);
    } catch (error) {
      const file = siteFileLabel(tenantsDir, name);
      if (error instanceof EnvError) refuse({ file, pointer: '/', reason: error.message });
      else if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      else refuse(toSiteProblem(error) ?? { file, pointer: '/', reason: String(error) });
      return undefined;
    }
    const slug = site.tenant.slug;
    const others = [...sites.values()].filter((other) => other.tenant.slug !== slug);
    const [clash] = hostnameClashes(
      [...others.map((other) => other.tenant), site.tenant],
      path.basename(tenantsDir),
    );
    if (clash) {
      refuse(toSiteProblem(clash)!);
      return undefined;
    }
    logSiteWarnings(site, logger);
    sites.set(slug, { ...site, revision: ++revision });
    return slug;
  }

  function apply() {
    if (closed) return;
    let scan;
    try {
      scan = files.scan();
    } catch (error) {
      logger.error(
        { err: error, folder: tenantsDir },
        'site folder unreadable: serving the sites loaded before',
      );
      return;
    }
    if (scan.settling) later(settleMs + 10);
    if (scan.ready.size === 0 && scan.removed.length === 0) return;
    const sites = new Map(snapshot.sites);
    const removed: string[] = [];
    for (const name of scan.removed) {
      files.markRead(name, undefined);
      const slug = path.basename(name, '.json');
      if (sites.delete(slug)) removed.push(slug);
    }
    const loaded: string[] = [];
    for (const [name, signature] of scan.ready) {
      files.markRead(name, signature);
      const slug = loadChanged(name, sites);
      if (slug) loaded.push(slug);
    }
    if (loaded.length === 0 && removed.length === 0) return;
    try {
      snapshot = options.build(sites);
    } catch (error) {
      logger.error(
        { err: error, loaded, removed },
        'sites not swapped: serving the sites loaded before',
      );
      return;
    }
    logger.info({ loaded, removed, sites: sites.size }, 'site files applied');
    options.afterSwap?.({ loaded, removed });
  }

  function later(delayMs: number) {
    if (closed) return;
    clearTimeout(timer);
    timer = setTimeout(apply, delayMs);
    timer.unref();
  }

  const watchers = [
    fs.watch(tenantsDir, (_event, name) => {
      if (name && !String(name).endsWith('.json')) return;
      later(50);
    }),
    // A content page edited alone reloads its site (its signature covers content/<slug>/).
    ...watchContentFolder(path.join(tenantsDir, CONTENT_DIR), () => later(50), logger),
  ];
  for (const watcher of watchers) {
    watcher.on('error', (error) =>
      logger.warn({ err: error }, 'site folder watch failed: the rescan goes on'),
    );
  }
  const rescan = setInterval(apply, options.rescanMs ?? 30_000);
  rescan.unref();
  return {
    current: () => snapshot,
    rescan: () => later(0),
    close() {
      closed = true;
      for (const watcher of watchers) watcher.close();
      clearInterval(rescan);
      clearTimeout(timer);
    },
  };
}

/** Watches every site's content folder; none yet (or unwatchable) is left to the rescan. */
function watchContentFolder(dir: string, onChange: () => void, logger: Logger): fs.FSWatcher[] {
  try {
    return [fs.watch(dir, { recursive: true }, onChange)];
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      logger.warn({ err: error, folder: dir }, 'content folder not watched: the rescan goes on');
    }
    return [];
  }
}
