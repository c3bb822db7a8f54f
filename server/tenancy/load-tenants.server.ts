import fs from 'node:fs';
import path from 'node:path';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { financeStyleProblem } from '#shared/finance/finance-styles.ts';
import { brandMenuSourceProblem } from '#shared/navigation/brand-menu.ts';
import { offerConfigProblems } from '#shared/offers/offer-config-problems.ts';
import { feedConfigProblems } from '#server/inventory/feeds/feed-config-problems.ts';
import { TenantConfigSchema } from '#shared/tenant/schema/index.ts';
import type { TenantConfig } from '#shared/tenant/tenant-config.ts';
import { themeContrastProblems } from '#shared/tenant/theme-contrast.ts';

/** Generated from the TypeScript schema for editors (`npm run tenant-schema`); not a tenant. */
export const SCHEMA_FILE = 'tenant.schema.json';

export class TenantConfigError extends Error {
  constructor(
    readonly file: string,
    readonly pointer: string,
    readonly rule: string,
  ) {
    super(`${file}: ${pointer || '/'} ${rule}`);
  }
}

function describeRule(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'additionalProperties') {
    return `must NOT have additional property "${String(params.additionalProperty)}" (additionalProperties)`;
  }
  if (error.keyword === 'enum') {
    return `must be one of ${JSON.stringify(params.allowedValues)} (enum)`;
  }
  return `${error.message ?? 'is invalid'} (${error.keyword})`;
}

let compiled: ValidateFunction<TenantConfig> | undefined;

/** Compiled once per process (100 to 200 ms; start-up and the site watcher each ask for it). */
function compileValidator(): ValidateFunction<TenantConfig> {
  if (compiled) return compiled;
  const ajv = new Ajv({ allErrors: false, strict: true });
  addFormats.default(ajv);
  return (compiled = ajv.compile<TenantConfig>(TenantConfigSchema));
}

// product rule 5.10: the header refuses to run without navigation; we refuse at startup instead.
function checkNavigation(file: string, doc: Record<string, unknown>) {
  const navigation = doc.navigation as Record<string, unknown> | undefined;
  if (!navigation || !Array.isArray(navigation.header) || navigation.footer === undefined) {
    const pointer = !navigation
      ? '/navigation'
      : !Array.isArray(navigation.header)
        ? '/navigation/header'
        : '/navigation/footer';
    throw new TenantConfigError(file, pointer, 'Cannot run without navigation');
  }
}

function checkIdentity(file: string, tenant: TenantConfig) {
  const expected = path.basename(file, '.json');
  if (tenant.slug !== expected) {
    throw new TenantConfigError(file, '/slug', `must equal the file name "${expected}"`);
  }
}

/** The site files of a folder (`<slug>.json`, not the schema), sorted by name. */
export function siteFileNames(tenantsDir: string): string[] {
  return fs
    .readdirSync(tenantsDir)
    .filter((name) => isSiteFileName(name))
    .sort();
}

/** Whether a name in the tenants folder is a site file (an editor's `.swp`, `~` or `.#` file is not). */
export function isSiteFileName(name: string): boolean {
  return name.endsWith('.json') && !name.startsWith('.') && name !== SCHEMA_FILE;
}

export type SiteValidator = (file: string, text: string) => TenantConfig;

/**
 * The checks of one site file's text, in the order startup runs them: JSON, then the
 * schema, then the rules the schema cannot say. Throws TenantConfigError (file, pointer, rule).
 */
export function createSiteValidator(): SiteValidator {
  const validate = compileValidator();
  return (file, text) => {
    let doc: unknown;
    try {
      doc = JSON.parse(text);
    } catch (error) {
      throw new TenantConfigError(file, '', `is not valid JSON: ${(error as Error).message}`);
    }
    if (doc && typeof doc === 'object') checkNavigation(file, doc as Record<string, unknown>);
    if (!validate(doc)) {
      const first = validate.errors?.[0];
      throw new TenantConfigError(
        file,
        first?.instancePath ?? '',
        first ? describeRule(first) : 'is invalid',
      );
    }
    checkRules(file, doc);
    return doc;
  };
}

function checkRules(file: string, doc: TenantConfig) {
  checkIdentity(file, doc);
  const [contrastProblem] = themeContrastProblems(doc.theme.colors);
  if (contrastProblem) {
    throw new TenantConfigError(file, '/theme/colors', `must meet WCAG AA: ${contrastProblem}`);
  }
  // A finance provider's card style must match the deposit and final payment it shows.
  const financeProblem = financeStyleProblem(doc.finance);
  if (financeProblem) throw new TenantConfigError(file, '/finance', financeProblem);
  checkLeadDeliveryLocations(file, doc);
  checkBrandMenu(file, doc);
  const [feedProblem] = feedConfigProblems(doc.feeds);
  if (feedProblem) throw new TenantConfigError(file, feedProblem.pointer, feedProblem.rule);
  const [offerProblem] = offerConfigProblems(doc);
  if (offerProblem) throw new TenantConfigError(file, offerProblem.pointer, offerProblem.rule);
  if (doc.features.reserve && doc.payment_processors.length > 0 && !doc.reservation) {
    throw new TenantConfigError(
      file,
      '/reservation',
      'is required when features.reserve is on: add { "hold_days", "refundable_days" }',
    );
  }
}

/** Reads every tenants/*.json, validates each against the schema; throws on the first broken file. */
export function loadTenants(tenantsDir: string): TenantConfig[] {
  const validate = createSiteValidator();
  const tenants = siteFileNames(tenantsDir).map((name) =>
    validate(
      path.join(path.basename(tenantsDir), name),
      fs.readFileSync(path.join(tenantsDir, name), 'utf8'),
    ),
  );
  const [clash] = hostnameClashes(tenants, path.basename(tenantsDir));
  if (clash) throw clash;
  return tenants;
}

/** Lead recipients per location name only this site's locations. */
function checkLeadDeliveryLocations(file: string, tenant: TenantConfig) {
  const ids = new Set(tenant.locations.map((location) => String(location.id)));
  for (const id of Object.keys(tenant.lead_delivery.email.locations ?? {})) {
    if (!ids.has(id)) {
      throw new TenantConfigError(
        file,
        `/lead_delivery/email/locations/${id}`,
        `location ${id} is not one of this site's locations`,
      );
    }
  }
}

/** A header brands dropdown without a URL of its own needs brands to list, or it vanishes. */
function checkBrandMenu(file: string, tenant: TenantConfig) {
  tenant.navigation.header.forEach((item, index) => {
    if (item.dynamicDropdown !== 'brands' || item.url) return;
    const problem = brandMenuSourceProblem(tenant);
    if (problem) {
      throw new TenantConfigError(
        file,
        `/navigation/header/${index}`,
        `(a brands dropdown) ${problem}`,
      );
    }
  });
}

/**
 * Every hostname a site claims that an earlier site (in the order given) already has: the
 * later site is the one refused.
 */
export function hostnameClashes(
  tenants: readonly TenantConfig[],
  folder = 'tenants',
): TenantConfigError[] {
  const owner = new Map<string, string>();
  const clashes: TenantConfigError[] = [];
  for (const tenant of tenants) {
    tenant.hostnames.forEach((hostname, index) => {
      const key = hostname.toLowerCase();
      const other = owner.get(key);
      if (other && other !== tenant.slug) {
        clashes.push(
          new TenantConfigError(
            `${folder}/${tenant.slug}.json`,
            `/hostnames/${index}`,
            `hostname "${hostname}" is already used by ${folder}/${other}.json (unique hostnames)`,
          ),
        );
      } else owner.set(key, tenant.slug);
    });
  }
  return clashes;
}
