// `npm run sites -- new SLUG --from TEMPLATE`: a new site file copied from a template site,
// its identity blanked so that `check` refuses it until someone fills it in.
import fs from 'node:fs';
import path from 'node:path';
import { CONTENT_DIR } from '#server/content/load-content-pages.server.ts';
import { CommandFailure } from '../leads/cli-outcome.ts';

/** What must be the new dealer's own: blanked (""), and listed as to-do. */
const IDENTITY_FIELDS = [
  '/primary_hostname',
  '/dealership/name',
  '/dealership/phone',
  '/dealership/email',
  '/dealership/facebook_url',
  '/dealership/instagram_url',
  '/dealership/address/street',
  '/dealership/address/city',
  '/dealership/address/postcode',
  '/seo/title',
  '/seo/description',
  '/licence/text',
  '/social/facebook_url',
  '/social/instagram_url',
  '/lead_delivery/email/default/0',
];

/** Kept as copied, but the template's values: to review before going live. */
const REVIEW_FIELDS = [
  '/hostnames (add the production hostnames)',
  '/dealership/id',
  '/locations (addresses, phones, opening hours)',
  '/staff',
  '/lead_delivery (every recipient)',
  "/payment_processors (this dealer's own keys)",
  `assets/<slug>/ (logo, favicon) and ${CONTENT_DIR}/<slug>/ (content pages)`,
];

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export function createSiteFromTemplate(tenantsDir: string, slug: string, template: string) {
  if (!SLUG.test(slug)) {
    throw new CommandFailure(`'${slug}' is not a site slug: lower-case letters, digits and dashes`);
  }
  const source = path.join(tenantsDir, `${template}.json`);
  const target = path.join(tenantsDir, `${slug}.json`);
  if (!fs.existsSync(source)) throw new CommandFailure(`no template site ${source}`);
  if (fs.existsSync(target)) throw new CommandFailure(`${target} exists already`);
  // The template's slug names its scope filter, assets and content folder: all become the new one's.
  const doc = JSON.parse(fs.readFileSync(source, 'utf8').replaceAll(template, slug)) as Record<
    string,
    unknown
  >;
  doc.slug = slug;
  doc.hostnames = [`${slug}.localhost`];
  const todo = IDENTITY_FIELDS.filter((pointer) => blank(doc, pointer));
  for (const folder of ['assets', CONTENT_DIR]) {
    const from = path.join(tenantsDir, folder, template);
    if (fs.existsSync(from))
      fs.cpSync(from, path.join(tenantsDir, folder, slug), { recursive: true });
  }
  // Written whole under another name, then renamed: a watching server never reads half a file.
  const temporary = path.join(tenantsDir, `.${slug}.json.tmp`);
  fs.writeFileSync(temporary, `${JSON.stringify(doc, null, 2)}\n`);
  fs.renameSync(temporary, target);
  return {
    file: target,
    todo,
    review: REVIEW_FIELDS.map((line) => line.replaceAll('<slug>', slug)),
  };
}

/** Sets the string at `pointer` to "" when the template has one there; says whether it did. */
function blank(doc: Record<string, unknown>, pointer: string): boolean {
  const keys = pointer.split('/').slice(1);
  const last = keys.pop()!;
  let node: unknown = doc;
  for (const key of keys) node = (node as Record<string, unknown> | undefined)?.[key];
  if (!node || typeof node !== 'object') return false;
  const holder = node as Record<string, unknown>;
  if (typeof holder[last] !== 'string') return false;
  holder[last] = '';
  return true;
}
