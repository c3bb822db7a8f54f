import type { LoaderFunctionArgs } from 'react-router';
import { getRouteContext } from './route-context.ts';

export function loadRoot(args: LoaderFunctionArgs) {
  return { site: getRouteContext(args).site };
}

export type RootData = ReturnType<typeof loadRoot>;
