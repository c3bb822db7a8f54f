// The fleet benchmark's sites and stock: `sites` site files made from the demo templates (the
// five demo sites themselves, then copies under new slugs and hostnames) and a generated stock
// of `cars` spread over them, imported as a dealer's feed is.
import fs from 'node:fs';
import path from 'node:path';
import { carSlug, carUrl } from '#shared/inventory/car-identity.ts';
import { readTenantInventory } from '#server/inventory/tenant-inventory-files.server.ts';
import { repoPath } from '#server/repo-path.server.ts';
import { siteFileNames } from '#server/tenancy/load-tenants.server.ts';
import { seedDemoInventory } from '../demo-inventory.ts';

export interface BenchSite {
  slug: string;
  host: string;
  listingPath: string;
}

/** Copies the demo folder into `tenantsDir` and adds clones until there are `count` sites. */
export function generateSites(tenantsDir: string, count: number): BenchSite[] {
  const demo = repoPath('tenants');
  fs.cpSync(demo, tenantsDir, { recursive: true });
  const templates = siteFileNames(demo).map((name) => path.basename(name, '.json'));
  for (let index = templates.length; index < count; index += 1) {
    const template = templates[index % templates.length]!;
    const slug = `fleet-${String(index).padStart(4, '0')}-${template}`;
    const text = fs
      .readFileSync(path.join(demo, `${template}.json`), 'utf8')
      .replaceAll(template, slug);
    const doc = JSON.parse(text);
    doc.hostnames = [`${slug}.localhost`];
    doc.primary_hostname = `${slug}.localhost`;
    fs.writeFileSync(path.join(tenantsDir, `${slug}.json`), JSON.stringify(doc));
    for (const folder of ['assets', 'content']) {
      const from = path.join(demo, folder, template);
      if (fs.existsSync(from))
        fs.cpSync(from, path.join(tenantsDir, folder, slug), { recursive: true });
    }
  }
  return readSites(tenantsDir);
}

export function readSites(tenantsDir: string): BenchSite[] {
  return siteFileNames(tenantsDir).map((name) => {
    const doc = JSON.parse(fs.readFileSync(path.join(tenantsDir, name), 'utf8'));
    return { slug: doc.slug, host: `${doc.slug}.localhost`, listingPath: doc.search.listing_path };
  });
}

export async function seedStock(tenantsDir: string, dataDir: string, cars: number) {
  await seedDemoInventory({ dataDir, tenantsDir, count: cars, now: new Date() });
}

/** The car page paths of a site's stock (unsold first: a sold car's page is noindex but 200). */
export function carPaths(dataDir: string, slug: string, limit: number): string[] {
  const cars = readTenantInventory(dataDir, slug)?.cars ?? [];
  return cars.slice(0, limit).map((car) => carUrl(carSlug(car as never)));
}
