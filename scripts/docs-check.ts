// `npm run docs:check`: every relative link and every repository path named in README.md and
// docs/**/*.md exists, and a link's #anchor is a heading of the document it points at. Run in
// `npm test` by tests/unit/docs/docs-check.test.ts, so a moved file or section breaks the build
// instead of a reader's link.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoPath } from '#server/repo-path.server.ts';
import { docReferences, documentAnchors } from './docs/doc-links.ts';

/** README.md and every Markdown file under docs/, relative to the repository root. */
export function documentFiles(root: string): string[] {
  const docs = fs
    .readdirSync(path.join(root, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .map((file) => path.posix.join('docs', file.split(path.sep).join('/')))
    .sort();
  return ['README.md', ...docs];
}

function anchorProblem(root: string, file: string, anchor: string): string | null {
  if (!file.endsWith('.md') || !fs.statSync(path.join(root, file)).isFile()) return null;
  const anchors = documentAnchors(fs.readFileSync(path.join(root, file), 'utf8'));
  return anchors.has(decodeURIComponent(anchor)) ? null : `#${anchor} is not a heading of ${file}`;
}

/** One line per broken reference: `file:line: what is wrong`. Empty when all resolve. */
export function checkDocs(root: string = repoPath()): string[] {
  return documentFiles(root).flatMap((file) => {
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    return docReferences(text).flatMap(({ line, kind, target }) => {
      const [pathPart = '', anchor] = target.split('#');
      const resolved =
        kind === 'path'
          ? pathPart
          : pathPart === ''
            ? file
            : path.posix.normalize(path.posix.join(path.posix.dirname(file), pathPart));
      const where = `${file}:${line}`;
      if (resolved.startsWith('..') || !fs.existsSync(path.join(root, resolved))) {
        return [`${where}: ${kind} ${target}: no such file or folder in the repository`];
      }
      const problem = anchor ? anchorProblem(root, resolved, anchor) : null;
      return problem ? [`${where}: link ${target}: ${problem}`] : [];
    });
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const problems = checkDocs();
  for (const problem of problems) console.error(problem);
  console.log(
    problems.length === 0
      ? `docs:check: every link and path in ${documentFiles(repoPath()).length} documents exists`
      : `docs:check: ${problems.length} broken (fix the document or the path it names)`,
  );
  process.exitCode = problems.length === 0 ? 0 : 1;
}
