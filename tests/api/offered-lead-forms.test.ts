import request from 'supertest';
import { describe, expect, test } from 'vitest';
import { captchaChallengeUrl } from '#shared/components/forms/captcha/challenge-url.ts';
import { LEAD_FORM_KINDS } from '#shared/leads/lead-forms.ts';
import { offersLeadForm } from '#shared/leads/offered-lead-forms.ts';
import { toSiteData } from '#shared/tenant/site-data.ts';
import { LeadApiClient } from '../support/lead-api-client.ts';
import { postPageForm } from '../support/lead-form-html.ts';
import { DEMO_SLUGS, useTestPlatform } from '../support/test-platform.ts';

const CONTACT = { name: 'Alex Citizen', email: 'alex@example.com', phone: '0412 345 678' };
const HARBOUR = 'harbour-city-motors';
const TRUCKS = 'southern-cross-trucks';

// Every demo site, every form: an offered form is taken up and checked by its own rules
// (here: an empty form, so its field errors); an unoffered one is a 404 before anything
// else, through the captcha challenge, the lead API and the no-JavaScript form post.
// lead-forms-every-tenant.test.ts sends each page's offered form in full (201).
describe('lead forms a site does not offer', () => {
  const fixture = useTestPlatform();
  const api = () => new LeadApiClient(fixture.current.app, fixture.current.database);

  test.each(DEMO_SLUGS)('%s: offered forms are checked, the others are 404', async (slug) => {
    const site = toSiteData(fixture.tenant(slug));
    const before = await api().count();
    for (const kind of LEAD_FORM_KINDS) {
      const offered = offersLeadForm(site, kind);
      const challenge = await request(fixture.current.app)
        .get(captchaChallengeUrl(kind))
        .set('Host', `${slug}.localhost`);
      const byApi = await api().create(slug, { form: kind, fields: {} });
      const byPost = await postPageForm(fixture.current.app, slug, '/contact', {
        form: kind,
        idempotency_key: api().newKey(),
      });
      if (offered) {
        expect(challenge.status, kind).toBe(200);
        expect(byApi.status, kind).toBe(400);
        expect(byApi.body.error.code, kind).toBe('invalid_lead');
        expect(byPost.status, kind).toBe(400);
      } else {
        const notOffered = {
          code: 'form_not_offered',
          message: `This site has no ${kind} form`,
        };
        expect(challenge.status, kind).toBe(404);
        expect(challenge.body.error, kind).toMatchObject(notOffered);
        expect(byApi.status, kind).toBe(404);
        expect(byApi.body.error, kind).toMatchObject(notOffered);
        expect(byPost.status, kind).toBe(404);
        expect(byPost.text, kind).toContain(notOffered.message);
      }
    }
    expect(await api().count()).toBe(before);
  });

  test('an offered form with a captcha for it is stored', async () => {
    const captcha = await api().solveCaptcha(HARBOUR, 'subscribe');
    const res = await api().create(HARBOUR, { form: 'subscribe', fields: CONTACT, captcha });
    expect(res.status).toBe(201);
  });
});

describe('a captcha is for one site and one form', () => {
  const fixture = useTestPlatform();
  const api = () => new LeadApiClient(fixture.current.app, fixture.current.database);
  const subscribe = (captcha: string) => ({ form: 'subscribe', fields: CONTACT, captcha });

  test('another site’s or another form’s solution is refused, and stays good for its own', async () => {
    const before = await api().count();
    const harbours = await api().solveCaptcha(HARBOUR, 'subscribe');
    const otherSite = await api().create(TRUCKS, subscribe(harbours));
    expect(otherSite.status).toBe(400);
    expect(otherSite.body.error).toMatchObject({
      code: 'captcha_other_site',
      fields: { captcha: 'This robot check was made for another website; please try it again.' },
    });

    const forEnquiry = await api().solveCaptcha(HARBOUR, 'general-enquiry');
    const otherForm = await api().create(HARBOUR, subscribe(forEnquiry));
    expect(otherForm.status).toBe(400);
    expect(otherForm.body.error).toMatchObject({
      code: 'captcha_other_form',
      fields: { captcha: 'This robot check was made for another form; please try it again.' },
    });
    expect(await api().count()).toBe(before);

    // Neither refusal spent the solutions.
    expect((await api().create(HARBOUR, subscribe(harbours))).status).toBe(201);
    const replayed = await api().create(HARBOUR, subscribe(harbours));
    expect(replayed.body.error.code).toBe('captcha_reused');
  });

  test('a changed site or form in the challenge breaks its signature', async () => {
    const payload = await api().solveCaptcha(TRUCKS, 'subscribe');
    const decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
    decoded.challenge.parameters.data = { site: HARBOUR, form: 'subscribe' };
    const moved = Buffer.from(JSON.stringify(decoded)).toString('base64');
    const res = await api().create(HARBOUR, subscribe(moved));
    expect(res.body.error.code).toBe('captcha_failed');
    // The untouched one still passes where it was issued.
    expect((await api().create(TRUCKS, subscribe(payload))).status).toBe(201);
  });
});
