-- The online trade-in estimate a trade-in lead was given (docs/decisions/0019-trade-in-estimate.md):
-- { outcome: 'estimate', low, high, comparables }, { outcome: 'no-comparables', comparables: 0 }
-- or { outcome: 'outside-rule', reasons }; null where none was worked out.
alter table leads add column trade_in_estimate jsonb;
