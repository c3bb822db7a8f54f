import { describe, expect, test } from 'vitest';
import { useTestPlatform } from '../support/test-platform.ts';
import { LeadApiClient } from '../support/lead-api-client.ts';

// harbour-city-motors shows a captcha (the default); coastal-used-cars does not.
const HARBOUR = 'harbour-city-motors';
const COASTAL = 'coastal-used-cars';
const SUBSCRIBE = {
  form: 'subscribe',
  fields: { name: 'Alex Citizen', email: 'alex@example.com', phone: '0412 345 678' },
};

describe('the captcha on lead creation', () => {
  const fixture = useTestPlatform();
  const api = () => new LeadApiClient(fixture.current.app, fixture.current.database);

  test('required where the site shows it, checked server-side, usable once', async () => {
    const before = await api().count();
    const missing = await api().create(HARBOUR, SUBSCRIBE);
    expect(missing.status).toBe(400);
    expect(missing.body.error).toMatchObject({
      code: 'captcha_required',
      fields: { captcha: 'Please confirm you are not a robot.' },
    });
    const forged = await api().create(HARBOUR, { ...SUBSCRIBE, captcha: 'eyJmb3JnZWQiOnRydWV9' });
    expect(forged.body.error.code).toBe('captcha_failed');
    expect(await api().count()).toBe(before);

    const captcha = await api().solveCaptcha(HARBOUR, 'subscribe');
    const key = api().newKey();
    const ok = await api().create(HARBOUR, { ...SUBSCRIBE, captcha }, key);
    expect(ok.status).toBe(201);
    // A retry of the same submission is answered from the store, its spent captcha and all.
    const retry = await api().create(HARBOUR, { ...SUBSCRIBE, captcha }, key);
    expect(retry.status).toBe(201);
    expect(retry.body.lead_id).toBe(ok.body.lead_id);
    // The same solution on a new submission is refused.
    const reused = await api().create(HARBOUR, { ...SUBSCRIBE, captcha });
    expect(reused.body.error.code).toBe('captcha_reused');
    expect(await api().count()).toBe(before + 1);
  });

  test('a bad body does not spend the solution', async () => {
    const captcha = await api().solveCaptcha(HARBOUR, 'subscribe');
    const bad = await api().create(HARBOUR, { ...SUBSCRIBE, fields: {}, captcha });
    expect(bad.body.error.code).toBe('invalid_lead');
    const good = await api().create(HARBOUR, { ...SUBSCRIBE, captcha });
    expect(good.status).toBe(201);
  });

  test('a further step needs the token, not another captcha', async () => {
    const captcha = await api().solveCaptcha(HARBOUR, 'subscribe');
    const first = await api().create(HARBOUR, {
      form: 'subscribe',
      form_completed: false,
      fields: { name: 'Jo' },
      captcha,
    });
    const final = await api().update(HARBOUR, first.body.lead_id, first.body.token, {
      fields: { email: 'jo@example.com', phone: '0412345678' },
    });
    expect(final.body.status).toBe('Complete');
  });
});

describe('rate limits on the write endpoints', () => {
  const fixture = useTestPlatform({ RATE_LIMIT_IP_PER_MINUTE: '3' });
  const api = () => new LeadApiClient(fixture.current.app, fixture.current.database);

  test('past the per-client limit: a plain 429, nothing stored', async () => {
    for (let sent = 0; sent < 3; sent += 1) {
      expect((await api().create(COASTAL, SUBSCRIBE)).status).toBe(201);
    }
    const before = await api().count();
    const refused = await api().create(COASTAL, SUBSCRIBE);
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused.body.error.code).toBe('rate_limited');
    expect(await api().count()).toBe(before);
  });
});
