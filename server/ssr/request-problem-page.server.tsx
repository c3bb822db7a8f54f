import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';
import {
  createStaticHandler,
  data,
  type NonIndexRouteObject,
  type RouteObject,
  type StaticHandler,
} from 'react-router';
import { routes } from '#shared/routes.tsx';
import type { RouteContext, RouteServices } from '#shared/app/route-context.ts';
import {
  RequestProblemPage,
  type RequestProblemData,
} from '#shared/pages/request-problem.page.tsx';
import type { ResolvedTenant } from '#server/tenancy/tenant-registry.server.ts';
import type { RequestProblem } from '#server/http/request-problems/request-problem.ts';
import { newResponseToken } from './page-cache.server.ts';
import { streamPage, type StreamPageOptions } from './render-page.server.tsx';

interface ProblemContext extends RouteContext {
  problem: RequestProblem;
}

/** The site's root route (header, footer) around one page that states the problem. */
const root = routes[0] as NonIndexRouteObject;
const problemRoutes: RouteObject[] = [
  {
    ...root,
    children: [
      {
        // Rendered for '/', which only an index route matches.
        id: 'request-problem',
        index: true,
        loader: ({ context }) => {
          const { problem } = context as ProblemContext;
          return data<RequestProblemData>(
            { title: problem.title, message: problem.message },
            problem.status,
          );
        },
        Component: RequestProblemPage,
      },
    ],
  },
];

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The problem without any site's chrome: for a host with no site, or a file path. */
export function renderPlainProblemPage(problem: RequestProblem): string {
  return `<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(problem.title)}</title></head><body><main><h1>${escapeHtml(problem.title)}</h1><p>${escapeHtml(problem.message)}</p></main></body></html>`;
}

export type SendRequestProblem = (
  req: ExpressRequest,
  res: ExpressResponse,
  problem: RequestProblem,
  tenant: ResolvedTenant | undefined,
) => Promise<void>;

/**
 * Answers a refused page request with its 4xx: in the site's chrome when the request is
 * for a site, plainly otherwise. The page is not hydrated: the browser's router would read
 * the same unreadable address and ask again. It renders for the address '/', never the
 * refused one, so nothing of the bad input reaches a loader.
 */
export function requestProblemPages(
  options: Omit<StreamPageOptions, 'handler'> & {
    /** The pages' services (read when a page renders: the app builds them after this). */
    services: () => RouteServices;
  },
): SendRequestProblem {
  const problemHandler = createStaticHandler(problemRoutes);
  // When the chrome cannot load (search down), the problem is still a 4xx: said plainly.
  const handler: StaticHandler = {
    ...problemHandler,
    async query(request, queryOptions) {
      const context = await problemHandler.query(request, queryOptions);
      if (!(context instanceof Response) && context.errors) throw new Error('no site chrome');
      return context;
    },
  };
  const sendPlain = (res: ExpressResponse, problem: RequestProblem) =>
    res.status(problem.status).type('html').send(renderPlainProblemPage(problem));
  return async (req, res, problem, tenant) => {
    res.setHeader('Cache-Control', 'no-store');
    if (!tenant || req.method === 'HEAD') {
      sendPlain(res, problem);
      return;
    }
    const context: ProblemContext = {
      site: tenant.site,
      services: options.services(),
      requestId: res.locals.requestId,
      responseToken: newResponseToken(),
      problem,
    };
    const request = new Request(`${req.protocol}://${res.locals.host as string}/`);
    const rendered = streamPage(
      { ...options, handler },
      {
        req,
        res,
        request,
        tenant,
        context,
        nonce: res.locals.nonce,
        hydrate: false,
      },
    );
    await rendered.catch(() => {
      if (!res.headersSent) sendPlain(res, problem);
    });
  };
}
