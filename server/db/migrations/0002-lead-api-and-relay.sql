-- What the lead API and the delivery relay need beyond 0001 (issue 7).

alter table leads
  -- Which form sent it (shared/leads LEAD_FORM_KINDS): decides the delivery's wording.
  add column form_kind text not null default 'general-enquiry',
  -- The analytics event the lead fires (spec 9), kept for reports.
  add column event_id integer,
  -- Trade-in valuation fields (spec 3 'Vehicle Make'/'Vehicle Model' plus issue 8's).
  add column vehicle_year integer,
  add column vehicle_kms integer,
  add column vehicle_condition text,
  -- The stock car as it was when the lead came in, so a delivery after the car is sold
  -- or removed from the feed still says which car it was.
  add column car_snapshot jsonb,
  -- SHA-256 of the create request, so an Idempotency-Key reused with another body is refused.
  add column request_fingerprint text,
  -- Set when a filter (the honeypot) took the lead for a bot: stored, never delivered.
  add column spam_reason text,
  -- When the optional incomplete-lead delivery was queued (at most once per lead).
  add column incomplete_delivery_at timestamptz;

create index leads_tenant_status_created on leads (tenant_slug, status, created_at desc);

alter table lead_deliveries
  -- 'lead': the submitted lead; 'incomplete': a multi-step lead left unfinished;
  -- 'redelivery': asked for again by an operator.
  add column purpose text not null default 'lead'
    check (purpose in ('lead', 'incomplete', 'redelivery')),
  -- Webhook body format ('adf-xml' or 'json'); null for email.
  add column format text check (format in ('adf-xml', 'json')),
  add column delivered_at timestamptz;

-- Captcha solutions already accepted: each one is usable once (issue 7 item 6). Rows past
-- expires_at can be deleted; the challenge they answer has expired by then.
create table used_captcha_solutions (
  solution_hash text primary key,
  expires_at timestamptz not null
);

create index used_captcha_solutions_expires on used_captcha_solutions (expires_at);

-- Keys the platform makes for itself when the environment gives none (the captcha's HMAC
-- key): kept here so every instance sharing the database signs and verifies alike.
create table platform_secrets (
  name text primary key,
  value text not null,
  created_at timestamptz not null default now()
);
