import type { MouseEvent } from 'react';

/** A plain click refines in place; modified clicks (new tab, new window) follow the link. */
export function isPlainClick(event: MouseEvent): boolean {
  return !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0);
}
