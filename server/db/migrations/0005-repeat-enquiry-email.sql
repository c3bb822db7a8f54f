-- An identical repeat enquiry (product rule 4.14) is stored and reaches the webhook, but the
-- dealer is not emailed twice: its email deliveries are recorded as skipped, with the reason.
alter table lead_deliveries drop constraint lead_deliveries_state_check;
alter table lead_deliveries add constraint lead_deliveries_state_check
  check (state in ('pending', 'delivered', 'dead', 'skipped'));
alter table lead_deliveries add column skip_reason text;
