import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import { getRouteContext } from '../../app/route-context.ts';
import { findModelBySlug, modelPagePath } from '../../models/model-path.ts';

/**
 * product rule 2.3 /models/{slug}: a permanent redirect to the model's one page (/{model-slug} or its
 * override path), so each model has one URL to share and index. Unknown slugs, and sites
 * without model pages, answer 404.
 */
export function loadModelRedirect(args: LoaderFunctionArgs) {
  const { site } = getRouteContext(args);
  const url = new URL(args.request.url);
  const model = findModelBySlug(site, args.params.slug ?? '');
  if (!model) return data(null, { status: 404 });
  throw redirect(`${modelPagePath(model)}${url.search}`, 301);
}
