import type { MouseEvent } from 'react';

/** A plain click refines in place; modified clicks (new tab, new window) follow the link. */
export function isPlainClick(event: MouseEvent): boolean {
  return !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0);
}

/**
 * Applies a tap's refinement in a task of its own. React renders the updates a click makes
 * at once, in the click's own microtasks, ahead of the search client's promise chain: the
 * listing's pending render (every widget, the URL) ran before the search request was sent.
 * From a task of its own the render is scheduled after the request has gone.
 */
export function refineAfterClick(refine: () => void): void {
  setTimeout(refine, 0);
}
