import { data, type LoaderFunctionArgs } from 'react-router';
import { getRouteContext } from '../app/route-context.ts';

/** /finance-pre-approval exists only where the site offers pre-approval (features.finance_pre_approval). */
export function loadFinancePreApproval(args: LoaderFunctionArgs) {
  const { site } = getRouteContext(args);
  if (!site.features.finance_pre_approval) {
    return data({ isFound: false as const }, { status: 404 });
  }
  return { isFound: true as const };
}
