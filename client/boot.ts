import type { BOOT_GLOBAL, BootData } from '#shared/app/document.tsx';
import '#shared/styles/app.css';

// Written out, not imported: importing document.tsx would make this file share a chunk with
// the bundle it is here to fetch. The type makes the compiler check it is the same name.
const bootGlobal: typeof BOOT_GLOBAL = '__BOOT__';

/**
 * The page's module script. It asks for the matched pages' chunks and the shared core in
 * parallel, then hydrates (entry.tsx). As <link rel="modulepreload"> in <head> those
 * requests started while the HTML was still arriving and slowed the first paint on a slow
 * connection (Lighthouse mobile: FCP about 1.9 s against 0.8 s); from here they start
 * once the document has been parsed (docs/decisions/0022-client-chunks.md).
 */
const boot = (window as unknown as Record<string, BootData>)[bootGlobal]!;
for (const href of boot.document.modulePreloads) {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = href;
  document.head.append(link);
}
await import('./entry.tsx');
