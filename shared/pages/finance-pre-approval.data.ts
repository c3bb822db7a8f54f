import { data, type LoaderFunctionArgs } from 'react-router';
import { getRouteContext } from '../app/route-context.ts';
import type { SiteData } from '../tenant/site-data.ts';

export const offersPreApproval = (site: SiteData) => site.features.finance_pre_approval;

/** /finance-pre-approval exists only where the site offers pre-approval (features.finance_pre_approval). */
export function loadFinancePreApproval(args: LoaderFunctionArgs) {
  const { site } = getRouteContext(args);
  if (!offersPreApproval(site)) {
    return data({ isFound: false as const }, { status: 404 });
  }
  return { isFound: true as const };
}
