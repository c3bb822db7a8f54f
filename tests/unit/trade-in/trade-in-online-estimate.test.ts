import { describe, expect, test } from 'vitest';
import { onlineEstimate, readTypedKm, readTypedYear } from '#shared/trade-in/online-estimate.ts';

// Midday in Sydney, 1 July 2026: a 2019 car is 7 years old, a 2018 car 8.
const NOW = new Date('2026-07-01T02:00:00Z');

describe('the shopper vehicle online estimate (product rule 9.11)', () => {
  test('unknown until a year or km is typed', () => {
    expect(onlineEstimate({}, NOW)).toBe('unknown');
    expect(onlineEstimate({ year: '20', km: '' }, NOW)).toBe('unknown');
  });

  test('available at 7 years and exactly 100,000 km', () => {
    expect(onlineEstimate({ year: '2019', km: '100,000' }, NOW)).toBe('available');
    expect(onlineEstimate({ year: '2027', km: '0' }, NOW)).toBe('available');
  });

  test('over 7 years old or over 100,000 km: no online estimate', () => {
    expect(onlineEstimate({ year: '2018', km: '20000' }, NOW)).toBe('unavailable');
    expect(onlineEstimate({ year: '2024', km: '100001' }, NOW)).toBe('unavailable');
  });

  test('either figure alone can rule it out; alone within the rule it stays unknown', () => {
    expect(onlineEstimate({ year: '2015' }, NOW)).toBe('unavailable');
    expect(onlineEstimate({ km: '150 000' }, NOW)).toBe('unavailable');
    expect(onlineEstimate({ year: '2022' }, NOW)).toBe('unknown');
    expect(onlineEstimate({ km: '45,000' }, NOW)).toBe('unknown');
  });

  test('the model year turns over on Sydney New Year', () => {
    const sydneyNewYear2027 = new Date('2026-12-31T13:30:00Z');
    expect(onlineEstimate({ year: '2019', km: '1' }, new Date('2026-12-31T12:00:00Z'))).toBe(
      'available',
    );
    expect(onlineEstimate({ year: '2019', km: '1' }, sydneyNewYear2027)).toBe('unavailable');
  });
});

describe('typed figures', () => {
  test('years are four digits from 1900 to 2099', () => {
    expect(readTypedYear(' 2019 ')).toBe(2019);
    expect(readTypedYear(2019)).toBe(2019);
    for (const bad of ['19', '1899', '2100', '20a9', '', undefined]) {
      expect(readTypedYear(bad), String(bad)).toBeNull();
    }
  });

  test('km allow thousands separators and nothing else', () => {
    expect(readTypedKm('45,000')).toBe(45000);
    expect(readTypedKm('45 000')).toBe(45000);
    expect(readTypedKm(0)).toBe(0);
    for (const bad of ['-5', '45.5', 'lots', '', '10,000,000', null]) {
      expect(readTypedKm(bad), String(bad)).toBeNull();
    }
  });
});
