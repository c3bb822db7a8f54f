-- Dealer feeds (product rule 4.16): every pull with what it did or why it was held, and per
-- site what the next pull needs (the validators of the last imported file, an operator's
-- approval, the lease that lets one instance import a site at a time).
create table feed_pulls (
  id bigint generated always as identity primary key,
  tenant_slug text not null,
  started_at timestamptz not null,
  duration_ms integer not null,
  trigger text not null check (trigger in ('schedule', 'command')),
  source text not null,
  http_status integer,
  outcome text not null check (outcome in ('imported', 'unchanged', 'held', 'failed')),
  reason text,
  message text not null,
  rows_read integer,
  rows_added integer,
  rows_updated integer,
  rows_removed integer,
  rows_bad integer,
  bad_rows jsonb not null default '[]'::jsonb,
  ignored_columns jsonb not null default '[]'::jsonb
);
create index feed_pulls_by_tenant on feed_pulls (tenant_slug, started_at desc, id desc);

create table feed_states (
  tenant_slug text primary key,
  etag text,
  last_modified text,
  approved_at timestamptz,
  lease_owner text,
  lease_until timestamptz
);
