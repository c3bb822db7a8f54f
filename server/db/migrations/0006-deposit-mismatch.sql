-- A succeeded payment whose amount or currency is not the deposit recorded when it was created
-- is refunded and settles nothing (product rule 4.15; docs/payments.md).

-- 'rejected': refunded because Stripe received something other than the deposit.
alter table payment_intents drop constraint payment_intents_outcome_check;
alter table payment_intents add constraint payment_intents_outcome_check
  check (outcome in ('reserved', 'refunded', 'rejected'));

-- Why a payment was refunded: 'car_reserved' (another buyer's payment holds the car),
-- 'amount_mismatch' or 'currency_mismatch'; and, for a mismatch, what was received
-- ('received 1.00 AUD; the deposit is 500.00 AUD').
alter table payment_intents
  add column refund_reason text
    check (refund_reason in ('car_reserved', 'amount_mismatch', 'currency_mismatch')),
  add column refund_detail text;

update payment_intents set refund_reason = 'car_reserved' where outcome = 'refunded';

-- The lead of a rejected payment: the dealer is told the payment did not match.
alter table leads drop constraint leads_deposit_state_check;
alter table leads add constraint leads_deposit_state_check
  check (deposit_state in ('requested', 'paid', 'refunded', 'rejected'));
