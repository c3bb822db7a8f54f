import fs from 'node:fs';
import type { StaticHandlerContext } from 'react-router';
import type { DocumentData } from '#shared/app/document.tsx';
import type { ResolvedTenant } from '#server/tenancy/tenant-registry.server.ts';
import type { ClientManifest } from './client-manifest.ts';

export interface ClientAssets {
  entry: string;
  documentData(tenant: ResolvedTenant, context: StaticHandlerContext): DocumentData;
}

export function loadClientManifest(file: string): ClientManifest {
  if (!fs.existsSync(file)) {
    throw new Error(
      `Client bundle not built: ${file} is missing. Run "npm run build" (npm start builds it for you).`,
    );
  }
  return JSON.parse(fs.readFileSync(file, 'utf8')) as ClientManifest;
}

export function createClientAssets(manifest: ClientManifest): ClientAssets {
  return {
    entry: manifest.entry,
    documentData(tenant, context) {
      // Preload the chunks of the pages matched by this URL, so hydration does not wait on a waterfall.
      const preloads = new Set(manifest.entryImports);
      for (const match of context.matches) {
        const page = (match.route.handle as { page?: string } | undefined)?.page;
        const chunk = page ? manifest.pages[page] : undefined;
        if (!chunk) continue;
        preloads.add(chunk.file);
        chunk.imports.forEach((file) => preloads.add(file));
      }
      return {
        themeCss: tenant.themeCss,
        faviconUrl: tenant.config.theme.favicon.url,
        styles: manifest.styles,
        modulePreloads: [...preloads],
      };
    },
  };
}
