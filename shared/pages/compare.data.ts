import { data, type LoaderFunctionArgs } from 'react-router';
import { getRouteContext } from '../app/route-context.ts';

/** product rule 2.3: /compare exists only on sites with compare mode. */
export function loadCompare(args: LoaderFunctionArgs) {
  const { site } = getRouteContext(args);
  if (!site.features.compare) return data({ isFound: false as const }, { status: 404 });
  return { isFound: true as const };
}
