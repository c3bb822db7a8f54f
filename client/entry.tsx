import { startTransition } from 'react';
import { createBrowserRouter, matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { BOOT_GLOBAL, Document, type BootData } from '#shared/app/document.tsx';
import { nextTask } from '#shared/app/next-task.ts';
import { routes } from '#shared/routes.tsx';
import { withRouteDataFetch } from './route-data.client.ts';

const boot = (window as unknown as Record<string, BootData>)[BOOT_GLOBAL]!;
const browserRoutes = withRouteDataFetch(routes);

// Lazy pages matching the first URL must be loaded before hydrating, or React
// would hydrate a fallback against the server's HTML.
const matches = matchRoutes(browserRoutes, window.location) ?? [];
await Promise.all(
  matches
    .filter((match) => typeof match.route.lazy === 'function')
    .map(async ({ route }) => {
      const resolved = await (route.lazy as () => Promise<object>)();
      Object.assign(route, resolved, { lazy: undefined });
    }),
);

// React DOM's client, the largest module every page loads, is evaluated in a task of its own
// after the browser has had the main thread back: evaluated with the rest of the core it made
// one task of about 225 ms on a listing at 4x CPU slowdown, a page's longest (decision 0044).
// Its chunk is preloaded with the core (esbuild.config.ts), so this costs no round trip.
await nextTask();
const { hydrateRoot } = await import('./react-dom-client.ts');

// The same nonce the server rendered with; only the property exposes it.
const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;
const router = createBrowserRouter(browserRoutes, { hydrationData: boot.hydrationData });

// In a transition, hydration yields to the browser every few milliseconds instead of one
// long task (a listing's was about 400 ms on a throttled phone); a click meanwhile makes
// React hydrate that part first and replay it.
startTransition(() => {
  hydrateRoot(
    document,
    <Document data={boot.document} nonce={nonce}>
      <RouterProvider router={router} />
    </Document>,
  );
});
