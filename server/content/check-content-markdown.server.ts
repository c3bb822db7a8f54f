import type { Token } from 'markdown-it';
import { createCheckingMarkdown, isExternalHref } from './content-markdown.server.ts';

/** Something wrong in a content page's Markdown, at a 1-based line of its file. */
export interface ContentProblem {
  line: number;
  message: string;
}

export interface ContentCheck {
  /** Each stops startup. */
  errors: ContentProblem[];
  /** Each is logged at startup. */
  warnings: ContentProblem[];
}

export interface ContentCheckInput {
  source: string;
  /** The page's own path, against which relative links resolve. */
  pagePath: string;
  /** Whether a page of this site answers a site path (isServedPath with the site). */
  isServedPath(path: string): boolean;
}

const md = createCheckingMarkdown();
// Links that need no page of this site: in-page anchors, phone numbers and email.
const NOT_A_PAGE = /^(#|tel:|mailto:)/i;

/**
 * docs/content-pages.md: a content page's Markdown is the dealer's prose, checked once at startup.
 * Errors: an empty file, raw HTML (it would be shown as text, so it is refused rather
 * than dropped), no level-1 heading or more than one. Warning: a link to a path of this
 * site that no page serves.
 */
export function checkContentMarkdown(input: ContentCheckInput): ContentCheck {
  const { source, pagePath } = input;
  const errors: ContentProblem[] = [];
  const warnings: ContentProblem[] = [];
  if (source.trim() === '') {
    errors.push({ line: 1, message: "is empty: write the page, starting with '# Its Title'" });
    return { errors, warnings };
  }
  const lines = source.split(/\r?\n/);
  const titleLines: number[] = [];
  // The lines of the block being read: table cells and inline tokens carry no map.
  let block: [number, number] = [0, lines.length];
  for (const token of md.parse(source, {})) {
    if (token.map) block = token.map;
    if (token.type === 'html_block') {
      errors.push({ line: block[0] + 1, message: rawHtmlMessage(token.content) });
    }
    if (token.type === 'heading_open' && token.tag === 'h1') titleLines.push(block[0] + 1);
    for (const child of token.children ?? []) {
      if (child.type === 'html_inline') {
        const line = findLine(lines, block, child.content);
        errors.push({ line, message: rawHtmlMessage(child.content) });
      }
      if (child.type === 'link_open') {
        const warning = checkLink(child, lines, block, pagePath, input.isServedPath);
        if (warning) warnings.push(warning);
      }
    }
  }
  if (titleLines.length === 0) {
    errors.push({ line: 1, message: "has no level-1 heading: start it with '# Its Title'" });
  }
  for (const line of titleLines.slice(1)) {
    errors.push({
      line,
      message: `has a second level-1 heading (the first is on line ${titleLines[0]}): make it '## …'`,
    });
  }
  errors.sort((a, b) => a.line - b.line);
  return { errors, warnings };
}

function rawHtmlMessage(html: string): string {
  const tag = html.trim().split(/\s/)[0]?.slice(0, 40) ?? '';
  return `has raw HTML (${tag}), which content pages do not allow: write it in Markdown`;
}

function checkLink(
  link: Token,
  lines: readonly string[],
  block: [number, number],
  pagePath: string,
  isServedPath: (path: string) => boolean,
): ContentProblem | undefined {
  const href = String(link.attrGet('href') ?? '');
  if (NOT_A_PAGE.test(href) || isExternalHref(href)) return;
  const path = new URL(href, `https://site.invalid${pagePath}`).pathname;
  if (isServedPath(path)) return;
  return {
    line: findLine(lines, block, rawHref(href)),
    message: `links to ${href}, which no page of this site serves: shoppers who follow it get a 404`,
  };
}

/** markdown-it percent-encodes hrefs; the file has them as written. */
function rawHref(href: string): string {
  try {
    return decodeURI(href);
  } catch {
    return href;
  }
}

/** The 1-based line of the block's first line holding the text, else its first line. */
function findLine(lines: readonly string[], [start, end]: [number, number], text: string) {
  const firstLine = text.split('\n')[0] ?? text;
  for (let index = start; index < end; index += 1) {
    if (lines[index]?.includes(firstLine)) return index + 1;
  }
  return start + 1;
}
