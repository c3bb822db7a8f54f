// The contract between the client build (esbuild.config.ts writes it) and the server (reads it):
// declared on the server's side, as the server may import only shared/ and server/.

/** What the server needs to reference the hashed bundle. */
export interface ClientManifest {
  entry: string;
  styles: string[];
  /** The hydrating module and the chunks it imports statically: preloaded on every page. */
  entryImports: string[];
  /**
   * A name a lazily loaded module exports (a page route's `handle.page`) -> that module's chunk
   * and the chunk's static imports.
   */
  pages: Record<string, { file: string; imports: string[] }>;
}
