import { data, type LoaderFunctionArgs } from 'react-router';
import { getRouteContext } from '../app/route-context.ts';

/** product rule 2.3: the garage page (GARAGE_PATH, where the top banner links) only on garage sites. */
export function loadGarage(args: LoaderFunctionArgs) {
  const { site } = getRouteContext(args);
  if (!site.features.garage) return data({ isFound: false as const }, { status: 404 });
  return { isFound: true as const };
}
