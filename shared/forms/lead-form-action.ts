import { data, redirect, type ActionFunctionArgs } from 'react-router';
import { getRouteContext } from '../app/route-context.ts';
import { SUCCESS_PATH } from './after-lead-submitted.ts';

/**
 * The action of a page with a single-step lead form, for browsers without
 * JavaScript: the posted form goes through the lead service; then /success, or
 * the page again (400) with the messages and what was typed.
 */
export async function leadFormAction(args: ActionFunctionArgs) {
  return submitLeadForm(args, SUCCESS_PATH);
}

/** A posted lead form through the lead service: See Other to `then`, or 400 with what failed. */
export async function submitLeadForm({ request, context }: ActionFunctionArgs, then: string) {
  const { site, services } = getRouteContext({ context });
  const form = await request.formData().catch(() => undefined);
  const outcome = form
    ? await services.leads.submit(site, form, new URL(request.url).pathname)
    : undefined;
  if (outcome?.ok) return redirect(then, 303);
  const failed = outcome ?? {
    ok: false as const,
    message: 'Send the form as a web form.',
    fieldErrors: {},
    values: {},
  };
  return data(failed, { status: failed.status ?? 400 });
}

export type LeadFormActionData = Awaited<ReturnType<typeof leadFormAction>>;

/**
 * The key a page's loader renders into its plain form (a resubmitted page replays). It is
 * made of the response's own token, which the page cache replaces in a stored page, so no two
 * responses share a key (docs/decisions/0020-page-cache.md); `form` tells the footer's form
 * from the page's.
 */
export function leadFormKey(args: { context?: unknown }, form: 'page' | 'footer' = 'page'): string {
  return `lead-${getRouteContext(args).responseToken}-${form}`;
}
