// What the page benchmarks share: the demo sites and their listing paths, and a page
// fetched as one of those sites' browsers would (fetch() may not set Host; node:http may).
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

export interface DemoSite {
  slug: string;
  host: string;
  listingPath: string;
}

/** Every site in tenants/, reached as <slug>.localhost. */
export function demoSites(): DemoSite[] {
  return fs
    .readdirSync('tenants')
    .filter((file) => file.endsWith('.json') && file !== 'tenant.schema.json')
    .map((file) => {
      const config = JSON.parse(fs.readFileSync(path.join('tenants', file), 'utf8'));
      const slug = config.slug as string;
      return { slug, host: `${slug}.localhost`, listingPath: config.search.listing_path as string };
    });
}

/** A page's bytes from `origin` for the site at `host`; rejects unless it answers 200. */
export function getPage(origin: string, host: string, pagePath: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    http
      .get(`${origin}${pagePath}`, { headers: { host } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          response.statusCode === 200
            ? resolve(Buffer.concat(chunks))
            : reject(new Error(`${host}${pagePath} answered ${response.statusCode}`)),
        );
      })
      .on('error', reject);
  });
}

/** The command-line options of a benchmark that visits the demo sites' pages one by one. */
export const PAGE_VISIT_OPTIONS = {
  runs: { type: 'string' },
  sites: { type: 'string' },
  pages: { type: 'string' },
  port: { type: 'string' },
  'no-build': { type: 'boolean' },
} as const;

/** The sites `--sites` names (slugs, comma-separated), or every demo site. */
export function selectedSites(names: string | undefined): DemoSite[] {
  const wanted = names?.split(',');
  const sites = wanted ? demoSites().filter((site) => wanted.includes(site.slug)) : demoSites();
  if (wanted && sites.length !== wanted.length) {
    throw new Error(`--sites: unknown slug among ${wanted.join(', ')}`);
  }
  return sites;
}

/** A site's home page, listing and the listing's first car, by kind (as `--pages` names them). */
export async function visitedPages(
  origin: string,
  site: DemoSite,
): Promise<Record<string, string | undefined>> {
  const listing = (await getPage(origin, site.host, site.listingPath)).toString();
  const car = /href="(\/cars\/[a-z0-9-]+)"/.exec(listing)?.[1];
  return { home: '/', listing: site.listingPath, car };
}
