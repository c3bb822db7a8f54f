-- Leads (spec 3 lead form fields, spec 4 multi-step state), their delivery
-- outbox and attempt log (issue 7), and phone reveals. Portable Postgres SQL:
-- it runs unchanged on PGlite and on a Postgres server.

create table leads (
  id uuid primary key default gen_random_uuid(),
  tenant_slug text not null,
  -- SHA-256 of the token handed to the browser; the token itself is never stored.
  token_hash text not null,
  status text not null default 'Incomplete' check (status in ('Incomplete', 'Complete')),
  form_completed boolean not null default false,
  step_number integer,
  skipped_steps jsonb,
  -- Spec 3 lead form fields, under their spec names.
  name text,
  last_name text,
  -- Stored normalised (the AU/NZ phone rules), so duplicate lookups compare like with like.
  phone text,
  email text,
  postcode text,
  message text,
  category text,
  subcategory text,
  opt_in boolean not null default true,
  dealership_slug text,
  location_id bigint,
  rego text,
  car_id bigint,
  stock_number text,
  vehicle_make text,
  vehicle_model text,
  car_type text,
  vehicle_status text,
  manufacturer_slug text,
  page_id text,
  -- The test drive time as the shopper chose it, in the dealer's local time.
  date_time text,
  terms_conditions boolean,
  -- The finance disclaimer.
  terms_agreed boolean,
  source_page text,
  -- Spec 4: a repeat enquiry (same person, same car, within 24 hours) links to the first.
  duplicate_of uuid references leads (id),
  -- Makes a repeated final submission (double click, retry) return the first result.
  idempotency_key text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  completed_at timestamptz
);

create index leads_tenant_created on leads (tenant_slug, created_at desc);
create unique index leads_tenant_idempotency_key on leads (tenant_slug, idempotency_key)
  where idempotency_key is not null;
create index leads_duplicate_email on leads (tenant_slug, lower(email), car_id, created_at)
  where email is not null;
create index leads_duplicate_phone on leads (tenant_slug, phone, car_id, created_at)
  where phone is not null;
-- Multi-step leads left Incomplete, for the optional follow-up delivery.
create index leads_incomplete_updated on leads (updated_at) where status = 'Incomplete';

-- The outbox: written in the same transaction as the lead, drained by the relay.
create table lead_deliveries (
  id uuid primary key default gen_random_uuid(),
  lead_id uuid not null references leads (id),
  channel text not null check (channel in ('email', 'webhook')),
  -- An email address or a webhook URL.
  target text not null,
  -- Sent to receivers so they can drop duplicates.
  idempotency_key text not null unique,
  state text not null default 'pending' check (state in ('pending', 'delivered', 'dead')),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  last_error text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index lead_deliveries_due on lead_deliveries (next_attempt_at) where state = 'pending';
create index lead_deliveries_lead on lead_deliveries (lead_id);

create table lead_delivery_attempts (
  id bigint generated always as identity primary key,
  delivery_id uuid not null references lead_deliveries (id),
  attempt_number integer not null,
  started_at timestamptz not null default now(),
  finished_at timestamptz,
  -- Null while the attempt is under way (or when the process died during it).
  outcome text check (outcome in ('delivered', 'failed')),
  detail text,
  unique (delivery_id, attempt_number)
);

create table phone_reveals (
  id bigint generated always as identity primary key,
  car_id bigint not null,
  dealership_id bigint not null,
  -- The site the shopper was on: its tenant slug.
  website_id text not null,
  request_id text,
  revealed_at timestamptz not null default now()
);

create index phone_reveals_site_revealed on phone_reveals (website_id, revealed_at);
create index phone_reveals_car on phone_reveals (car_id, revealed_at);
