import markdownIt, { type MarkdownIt, type MarkdownItOptions, type Token } from 'markdown-it';

/**
 * The content pages' Markdown: CommonMark with tables, and links for bare https URLs and
 * email addresses. Bare host names ('www.example.com') stay text, so a word with a dot in
 * a dealer's prose never turns into a link.
 */
function createMarkdown(options: MarkdownItOptions): MarkdownIt {
  const md = markdownIt({ linkify: true, typographer: false, ...options });
  md.linkify.set({ fuzzyLink: false });
  return md;
}

/** The parser the startup checks read: it recognises raw HTML, so it can be reported. */
export function createCheckingMarkdown(): MarkdownIt {
  return createMarkdown({ html: true });
}

/** A link that leaves the site: an absolute http(s) URL or a protocol-relative one. */
export function isExternalHref(href: string): boolean {
  return /^(https?:)?\/\//i.test(href);
}

/**
 * The renderer of content pages. Raw HTML is off: anything that got past the startup
 * checks would be escaped as text, never passed through. Other sites' links get
 * rel="noopener"; the site's own stay plain hrefs.
 */
export function createContentMarkdown(): MarkdownIt {
  const md = createMarkdown({ html: false });
  md.renderer.rules.link_open = (tokens, index, options, _env, self) => {
    const token = tokens[index]!;
    if (isExternalHref(String(token.attrGet('href') ?? ''))) token.attrSet('rel', 'noopener');
    return self.renderToken(tokens, index, options);
  };
  // A table scrolls sideways inside its own box, never the page (a phone is 360px wide).
  // The box takes focus so keyboard users can scroll it, and is named after the table's
  // header cells so each box on a page says which table it holds.
  md.renderer.rules.table_open = (tokens, index, options, _env, self) => {
    const label = md.utils.escapeHtml(`Table: ${headerCells(tokens, index).join(', ')}`);
    const box = `<div class="content-table" role="region" aria-label="${label}" tabindex="0">`;
    return `${box}\n${self.renderToken(tokens, index, options)}`;
  };
  md.renderer.rules.table_close = (tokens, index, options, _env, self) =>
    `${self.renderToken(tokens, index, options)}</div>\n`;
  return md;
}

/** A table's header cells as written. */
function headerCells(tokens: readonly Token[], tableOpen: number): string[] {
  const cells: string[] = [];
  for (let index = tableOpen + 1; index < tokens.length; index += 1) {
    const token = tokens[index]!;
    if (token.type === 'thead_close' || token.type === 'table_close') break;
    if (token.type === 'inline' && token.content.trim()) cells.push(token.content.trim());
  }
  return cells;
}
