import type { LoaderFunctionArgs } from 'react-router';
import { getRouteContext } from './route-context.ts';
import { leadFormKey } from '../forms/lead-form-action.ts';

/**
 * Site config plus the stock figures the chrome needs (stock and brand menus), and the key
 * the footer's subscribe form posts with when it is sent without JavaScript.
 */
export async function loadRoot(args: LoaderFunctionArgs) {
  const { site, services } = getRouteContext(args);
  const stock = await services.inventory.stockSummary(site);
  return { site, stock, subscribeFormKey: leadFormKey(args, 'footer') };
}

export type RootData = Awaited<ReturnType<typeof loadRoot>>;
