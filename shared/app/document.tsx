import type { ReactNode } from 'react';
import type { HydrationState } from 'react-router';
import { PHOTO_FALLBACK_SCRIPT } from '../images/photo-fallback.ts';
import { NonceContext } from './nonce.tsx';

/** Everything the <html> shell needs; sent to the browser so it renders the same shell. */
export interface DocumentData {
  themeCss: string;
  faviconUrl: string;
  styles: string[];
  /** The bundle files this URL's pages run: the module script (client/boot.ts) preloads them. */
  modulePreloads: string[];
}

export interface BootData {
  document: DocumentData;
  hydrationData: HydrationState;
}

export const BOOT_GLOBAL = '__BOOT__';

/**
 * The whole HTML document, rendered by React on the server and hydrated as-is in
 * the browser. The photo fallback script comes first in <head> (before any picture can
 * fail), then the theme variables, so the first paint is themed.
 * Page titles and meta tags are rendered by pages and hoisted here by React.
 */
interface DocumentProps {
  data: DocumentData;
  nonce: string | undefined;
  children: ReactNode;
}

export function Document({ data, nonce, children }: DocumentProps) {
  return (
    <html lang="en-AU">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Before any <img>: a photo may fail before the bundle arrives (product rule 8.4). The
            browser hides the nonce after parsing, hence suppressHydrationWarning. */}
        <script
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: PHOTO_FALLBACK_SCRIPT }}
        />
        <style dangerouslySetInnerHTML={{ __html: data.themeCss }} />
        {/* With a precedence React writes it ahead of its own preload of the module
            script, so the one render-blocking request comes first. */}
        {data.styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} precedence="default" />
        ))}
        <link rel="icon" href={data.faviconUrl} type="image/svg+xml" />
      </head>
      <body>
        <NonceContext value={nonce}>{children}</NonceContext>
      </body>
    </html>
  );
}
