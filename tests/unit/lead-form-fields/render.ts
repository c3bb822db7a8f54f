import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { parse, type HTMLElement } from 'node-html-parser';

export function render(element: ReactElement): { html: string; root: HTMLElement } {
  const html = renderToString(element);
  return { html, root: parse(html) };
}
