-- Several feeds per site (product rule 4.16): pulls, validators, approvals and the import lease
-- go by site and feed. A site's only feed without an id in its tenant file is 'main', so the
-- rows of one-feed sites keep their meaning.
alter table feed_pulls add column feed_id text not null default 'main';
drop index feed_pulls_by_tenant;
create index feed_pulls_by_feed on feed_pulls (tenant_slug, feed_id, started_at desc, id desc);

alter table feed_states add column feed_id text not null default 'main';
alter table feed_states drop constraint feed_states_pkey;
alter table feed_states add primary key (tenant_slug, feed_id);
