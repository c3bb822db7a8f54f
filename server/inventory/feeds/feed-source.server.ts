// Where one pull reads from: the site's feed (URL with its credential, or the drop folder),
// or what an operator names with `npm run feeds -- pull SLUG --from URL_OR_FILE`.
import path from 'node:path';
import type { FeedSettings } from '#shared/feeds/feed-settings.ts';
import type { FeedConfig } from '#shared/tenant/tenant-config.ts';
import { fetchFeed, type Downloaded, type Validators } from './fetch-feed.server.ts';
import { FeedDownloadError } from './feed-download-error.ts';
import { feedInboxDir, readFeedFile } from './read-feed-file.server.ts';

export interface SourceContext {
  dataDir: string;
  tenantSlug: string;
  feed: FeedConfig | undefined;
  settings: FeedSettings;
  secrets: Record<string, string | undefined>;
  /** A URL or file to read instead of the site's feed, once. */
  from?: string | undefined;
  validators: Validators;
  retryDelayMs?: number;
  inboxSettleMs?: number;
}

const isUrl = (text: string) => /^https?:\/\//i.test(text);

/** The source as history shows it: a URL without its query (it may carry a key), or a path. */
export function describeSource(
  context: Pick<SourceContext, 'dataDir' | 'tenantSlug' | 'feed' | 'from'>,
) {
  const target = context.from ?? context.feed?.url;
  if (target && isUrl(target)) {
    const url = new URL(target);
    return `${url.origin}${url.pathname}${url.search ? '?…' : ''}`;
  }
  if (context.from) return context.from;
  return path.join('feeds', 'inbox', context.tenantSlug, context.feed?.inbox ?? '');
}

function credentialHeaders(feed: FeedConfig, secrets: SourceContext['secrets']) {
  const auth = feed.auth;
  if (!auth) return {};
  const secret = secrets[auth.secret_env];
  if (!secret) {
    throw new FeedDownloadError(
      `the environment variable ${auth.secret_env} (the feed's credential) is not set`,
    );
  }
  if (auth.type === 'header') return { [auth.header ?? 'authorization']: secret };
  const basic = Buffer.from(`${auth.username ?? ''}:${secret}`).toString('base64');
  return { authorization: `Basic ${basic}` };
}

export function downloadFeed(context: SourceContext): Promise<Downloaded> {
  const { settings, feed } = context;
  const common = { maxBytes: settings.maxBytes };
  if (context.from !== undefined) {
    // An operator's one-off source: read whole, whatever the last pull saw.
    if (isUrl(context.from)) {
      return fetchFeed({
        ...common,
        url: context.from,
        headers: {},
        validators: {},
        timeoutMs: settings.timeoutMs,
        ...(context.retryDelayMs !== undefined ? { retryDelayMs: context.retryDelayMs } : {}),
      });
    }
    return readFeedFile(path.resolve(context.from), { ...common, validators: {}, settleMs: 0 });
  }
  if (feed?.url) {
    return fetchFeed({
      ...common,
      url: feed.url,
      headers: credentialHeaders(feed, context.secrets),
      validators: context.validators,
      timeoutMs: settings.timeoutMs,
      ...(context.retryDelayMs !== undefined ? { retryDelayMs: context.retryDelayMs } : {}),
    });
  }
  if (feed?.inbox) {
    const file = path.join(feedInboxDir(context.dataDir, context.tenantSlug), feed.inbox);
    return readFeedFile(file, {
      ...common,
      validators: context.validators,
      ...(context.inboxSettleMs !== undefined ? { settleMs: context.inboxSettleMs } : {}),
    });
  }
  throw new FeedDownloadError('this site has no feed: add one to its tenant file, or pull --from');
}
