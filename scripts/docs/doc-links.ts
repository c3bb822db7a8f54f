// What a Markdown document points at: its relative links and the repository paths it names,
// and the anchors its headings make. Pure text in, lists out; scripts/docs-check.ts resolves
// them against the repository.

/** Top-level folders (and the CI folder) a path named in prose is taken to start from. */
export const REPO_FOLDERS = [
  '.ci',
  'client',
  'docs',
  'scripts',
  'seed',
  'server',
  'shared',
  'tenants',
  'tests',
] as const;

export interface DocReference {
  line: number;
  kind: 'link' | 'path';
  /** A link's target as written (`../README.md#tests`), or a path from the repository root. */
  target: string;
}

const FENCE = /^\s*(```|~~~)/;
const LINK = /\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g;
const PATH = new RegExp(
  `(?<![\\w./#~-])((?:${REPO_FOLDERS.map((folder) => folder.replace('.', '\\.')).join('|')})/[\\w.@/-]*)`,
  'g',
);
// A path followed by one of these is a pattern (`tenants/<slug>.json`, `tests/unit/**`), not a file.
const PATTERN_NEXT = /^[<{*…[]/;
const CODE_SPAN = /`([^`]*)`/g;
const WHOLE_PATH = /^[\w.@/-]+$/;
const EXTERNAL = /^[a-z][a-z0-9+.-]*:/i;

/** Every relative link and every repository path in a document, with its line (1-based). */
export function docReferences(text: string): DocReference[] {
  const references: DocReference[] = [];
  text.split('\n').forEach((content, index) => {
    const line = index + 1;
    for (const match of content.replace(CODE_SPAN, '').matchAll(LINK)) {
      const target = match[1]!;
      if (!EXTERNAL.test(target)) references.push({ line, kind: 'link', target });
    }
    // Link targets were taken above; blank them so their paths are not counted twice. A code
    // span names a path only when it is one whole: `server/app.server.ts`, not an example
    // command or error message that mentions one.
    const prose = content
      .replace(LINK, '](#)')
      .replace(CODE_SPAN, (span, inner: string) =>
        WHOLE_PATH.test(inner) ? inner : ' '.repeat(span.length),
      );
    for (const match of prose.matchAll(PATH)) {
      const next = prose.slice(match.index + match[0].length);
      if (PATTERN_NEXT.test(next)) continue;
      const target = match[1]!.replace(/[.,:;-]+$/, '');
      if (/\bNNNN\b/.test(target)) continue;
      references.push({ line, kind: 'path', target });
    }
  });
  return references;
}

/** The anchor GitHub gives a heading: lower case, punctuation dropped, spaces to hyphens. */
export function headingAnchor(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .trim()
    .replace(/\s/g, '-');
}

/** The anchors of a document's headings (fenced code skipped), repeats numbered as GitHub does. */
export function documentAnchors(text: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const content of text.split('\n')) {
    if (FENCE.test(content)) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(content);
    if (!heading) continue;
    const anchor = headingAnchor(heading[1]!);
    const count = seen.get(anchor) ?? 0;
    seen.set(anchor, count + 1);
    anchors.add(count === 0 ? anchor : `${anchor}-${count}`);
  }
  return anchors;
}
