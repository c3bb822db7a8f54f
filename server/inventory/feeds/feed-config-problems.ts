// What the tenant schema cannot say about a site's feed, checked when tenants load so a
// mistake stops startup with the field to fix (the schema checks each value's shape).
import { feedIdOf } from '#shared/feeds/feed-settings.ts';
import type { FeedConfig } from '#shared/tenant/tenant-config.ts';
import { isCarField } from '../import/cell-values.ts';

export interface FeedConfigProblem {
  pointer: string;
  rule: string;
}

export function feedConfigProblems(feeds: readonly FeedConfig[] | undefined): FeedConfigProblem[] {
  const problems: FeedConfigProblem[] = [];
  const several = (feeds?.length ?? 0) > 1;
  const idAt = new Map<string, number>();
  const inboxAt = new Map<string, number>();
  (feeds ?? []).forEach((feed, index) => {
    const at = `/feeds/${index}`;
    const add = (pointer: string, rule: string) =>
      problems.push({ pointer: `${at}${pointer}`, rule });
    if (several && feed.id === undefined) {
      add('', 'needs an "id" (e.g. "new" or "used"): the site has more than one feed');
    }
    const id = feedIdOf(feed);
    if (idAt.has(id)) add('/id', `"${id}" is the id of /feeds/${idAt.get(id)} already`);
    idAt.set(id, index);
    if (feed.inbox !== undefined) {
      const other = inboxAt.get(feed.inbox);
      if (other !== undefined) add('/inbox', `"${feed.inbox}" is read by /feeds/${other} already`);
      inboxAt.set(feed.inbox, index);
    }
    if ((feed.url === undefined) === (feed.inbox === undefined)) {
      add(
        '',
        'needs a source: either "url" (https:// or http://) or "inbox" (a file name in DATA_DIR/feeds/inbox/<slug>/), not both',
      );
    }
    if (feed.auth && !feed.url) add('/auth', 'is only for a feed with a url');
    if (feed.auth?.type === 'header' && !feed.auth.header) {
      add('/auth', 'of type "header" names the header to send in "header" (e.g. "X-Api-Key")');
    }
    if (feed.auth?.type === 'basic' && !feed.auth.username) {
      add('/auth', 'of type "basic" needs a "username"');
    }
    if (feed.auth?.type === 'basic' && feed.auth.header) {
      add('/auth/header', 'is only for auth of type "header"');
    }
    const columnOf = new Map<string, string>();
    for (const [column, field] of Object.entries(feed.mapping?.columns ?? {})) {
      const pointer = `/mapping/columns/${column.replace(/~/g, '~0').replace(/\//g, '~1')}`;
      if (!isCarField(field)) add(pointer, `maps to "${field}", which is not a car field`);
      const other = columnOf.get(field);
      if (other !== undefined) add(pointer, `maps to "${field}" as "${other}" does already`);
      columnOf.set(field, column);
    }
    if (feed.mapping?.xml_record && feed.format !== 'xml') {
      add('/mapping/xml_record', 'is only for a feed of format "xml"');
    }
  });
  return problems;
}
