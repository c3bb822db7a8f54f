import { SearchError } from '../../search-error.ts';
import { accepted } from '../responses.ts';
import type { RouteHandler } from '../route-context.ts';

/** The body goes to the engine as sent: it validates it as Meilisearch does. */
export const swapIndexes: RouteHandler = async ({ engine, json }) => {
  const body = await json();
  if (body === undefined) throw new SearchError('missing_payload', 'A json payload is missing.');
  return accepted(await engine.swapIndexes(body));
};
