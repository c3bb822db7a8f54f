import { describe, expect, test } from 'vitest';
import { buildAdfXml } from '#server/leads/delivery/adf-xml.ts';
import { buildEmail } from '#server/leads/delivery/lead-email.ts';
import { tradeInEstimateNote } from '#server/leads/delivery/lead-facts.ts';
import { buildLeadJson } from '#server/leads/delivery/lead-json.ts';
import type { LeadForDelivery } from '#server/leads/delivery/lead-for-delivery.ts';
import { leadFixture } from './lead-fixture.ts';

const TRADE_IN = {
  year: 2021,
  make: 'Toyota',
  model: 'RAV4',
  badge: null,
  km: 60_000,
  rego: 'ABC12D',
  vin: null,
  colour: null,
};

function tradeInLead(estimate: LeadForDelivery['trade_in_estimate']): LeadForDelivery {
  return leadFixture({
    form_kind: 'trade-in',
    category: 'Trade-In Valuation',
    car: null,
    trade_in: TRADE_IN,
    trade_in_estimate: estimate,
  });
}

describe('the trade-in estimate reaches the dealer', () => {
  test('a range: figures, the number of comparables and the caveat', () => {
    expect(
      tradeInEstimateNote(
        tradeInLead({ outcome: 'estimate', low: 15_800, high: 19_300, comparables: 20 }),
      ),
    ).toBe(
      'Online trade-in estimate: $15,800 to $19,300, from 20 comparable cars (indicative only, subject to inspection).',
    );
    expect(
      tradeInEstimateNote(
        tradeInLead({ outcome: 'estimate', low: 9_000, high: 12_000, comparables: 1 }),
      ),
    ).toContain('from 1 comparable car (');
  });

  test('no comparables, outside the rule, or none worked out: valued in person', () => {
    expect(tradeInEstimateNote(tradeInLead({ outcome: 'no-comparables', comparables: 0 }))).toBe(
      'No online trade-in estimate: no comparable cars in stock or recently sold; value this vehicle in person.',
    );
    expect(
      tradeInEstimateNote(tradeInLead({ outcome: 'outside-rule', reasons: ['age', 'km'] })),
    ).toBe(
      'No online trade-in estimate: the vehicle is over 7 years old and over 100,000 km; value it in person.',
    );
    expect(tradeInEstimateNote(tradeInLead(null))).toBe(
      'No online trade-in estimate was worked out; value this vehicle in person.',
    );
  });

  test('other leads say nothing about it', () => {
    expect(tradeInEstimateNote(leadFixture())).toBeNull();
  });

  test('the email, the ADF comments and the JSON all carry it', () => {
    const lead = tradeInLead({ outcome: 'estimate', low: 15_800, high: 19_300, comparables: 20 });
    const note = tradeInEstimateNote(lead)!;
    expect(buildEmail(lead).text).toContain(note);
    expect(buildAdfXml(lead)).toContain(note);
    const json = buildLeadJson(lead);
    expect(json.notes).toContain(note);
    expect(json.trade_in_estimate).toEqual({
      outcome: 'estimate',
      low: 15_800,
      high: 19_300,
      comparables: 20,
      currency: 'AUD',
    });
  });
});
