-- Reserve online with a deposit (issue 14; docs/payments.md).

-- A 'Reserve Online' lead carries its deposit: asked for (the dealer calls to take it: Till,
-- St George, or Stripe unavailable), paid through Stripe, or refunded.
alter table leads
  add column deposit_cents integer check (deposit_cents > 0),
  add column deposit_processor text,
  add column deposit_state text check (deposit_state in ('requested', 'paid', 'refunded')),
  add column payment_intent_id text;

-- The shopper's own emails go through the same outbox as the dealer's.
alter table lead_deliveries drop constraint lead_deliveries_purpose_check;
alter table lead_deliveries add constraint lead_deliveries_purpose_check
  check (purpose in ('lead', 'incomplete', 'redelivery', 'shopper-reserved', 'shopper-refunded'));

-- Every Stripe PaymentIntent the platform created, by the browser's lead: a second request
-- for the same lead and car gets the same intent back.
create table payment_intents (
  id text primary key,
  tenant_slug text not null,
  car_id bigint not null,
  lead_id uuid not null references leads (id),
  amount_cents integer not null check (amount_cents > 0),
  currency text not null,
  -- SHA-256 of the intent's client secret: the return page's proof that it is the payer.
  client_secret_hash text not null,
  -- Stripe's status as last seen (created, webhook, return page).
  status text not null,
  -- 'reserved': this payment holds the car; 'refunded': paid after another buyer's
  -- reservation and refunded; null: not settled yet.
  outcome text check (outcome in ('reserved', 'refunded')),
  -- Stripe's message for the last failed attempt (declined card, 3-D Secure not completed).
  last_error text,
  -- The refund of a payment that lost the race for the car (outcome 'refunded').
  refund_id text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create unique index payment_intents_lead_car on payment_intents (tenant_slug, lead_id, car_id);

-- One active reservation per car; a released one (refunded) frees the car again.
create table reservations (
  id uuid primary key default gen_random_uuid(),
  -- What the shopper quotes to the dealer, e.g. R-7KQ2M9.
  reference text not null unique,
  tenant_slug text not null,
  car_id bigint not null,
  lead_id uuid not null references leads (id),
  payment_intent_id text not null unique references payment_intents (id),
  amount_cents integer not null,
  status text not null default 'active' check (status in ('active', 'released')),
  created_at timestamptz not null default now(),
  released_at timestamptz
);

create unique index reservations_active_car on reservations (tenant_slug, car_id)
  where status = 'active';

-- Stripe events already handled: Stripe may deliver one more than once.
create table stripe_events (
  id text primary key,
  tenant_slug text not null,
  type text not null,
  received_at timestamptz not null default now(),
  processed_at timestamptz
);
