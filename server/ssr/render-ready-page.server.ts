import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';

export interface PageScripts {
  nonce: string;
  /** The inline script that hands the page's data to the browser (before the module). */
  bootContent: string;
  /** The module that hydrates the page. */
  entry: string;
}

// React's own output for `bootstrapScriptContent` and `bootstrapModules` in a stream (its
// modulepreload goes after the stylesheets, ahead of the first hoisted element, which is the
// document's icon link). tests/api/ready-page-render.test.ts holds both renders of every page
// kind to the same bytes.
const ICON_LINK = '<link rel="icon"';
const END = '</body></html>';
// A Suspense boundary React could not fill synchronously: a component suspended or threw.
const UNFINISHED_BOUNDARY = /<!--\$[!?]-->/;

/**
 * A page whose data is all loaded, rendered in one synchronous pass, with the scripts a
 * stream would carry. A stream encodes each of a page's thousands of small string pieces
 * into bytes on its own; this pass joins them and encodes once, which halved React's part of
 * a listing render (docs/decisions/0039-pages-rendered-in-one-pass.md). Undefined when
 * something did not render (a suspended or failing part, or a shell error): the stream then
 * renders it, reports what failed and waits for what suspended.
 */
export function renderReadyPage(element: ReactNode, scripts: PageScripts | undefined) {
  let html: string;
  try {
    html = renderToString(element);
  } catch {
    return undefined;
  }
  if (UNFINISHED_BOUNDARY.test(html) || !html.endsWith(END)) return undefined;
  if (!scripts) return `<!DOCTYPE html>${html}`;
  const icon = html.indexOf(ICON_LINK);
  if (icon < 0) return undefined;
  const { nonce, bootContent, entry } = scripts;
  const preload = `<link rel="modulepreload" fetchPriority="low" nonce="${nonce}" href="${entry}"/>`;
  const boot =
    `<script nonce="${nonce}" id="_R_">${bootContent}</script>` +
    `<script type="module" src="${entry}" nonce="${nonce}" async=""></script>`;
  return `<!DOCTYPE html>${html.slice(0, icon)}${preload}${html.slice(icon, -END.length)}${boot}${END}`;
}
