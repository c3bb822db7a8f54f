import type { LeadFormPosts } from '#shared/app/route-context.ts';
import { isLeadFormKind } from '#shared/leads/lead-forms.ts';
import { LEAD_MESSAGES } from '#shared/leads/lead-messages.ts';
import { offersLeadForm } from '#shared/leads/offered-lead-forms.ts';
import type { TenantConfig } from '#shared/tenant/tenant-config.ts';
import { toSiteData } from '#shared/tenant/site-data.ts';
import type { CreateLeadService } from '#server/leads/intake/create-lead.server.ts';
import { LEAD_ERRORS } from '#server/leads/intake/lead-errors.ts';
import { newIdempotencyKey } from '#shared/forms/idempotency-key.ts';

/** The envelope a plain form post carries around the form's own fields. */
const ENVELOPE = new Set(['form', 'idempotency_key', 'captcha', 'website']);

/**
 * product rule 4.4 without JavaScript: a single-step lead form posted as a plain HTML
 * form. The fields go through the lead API's own service (rules, captcha,
 * honeypot, idempotency: the key is a hidden input rendered with the page, so
 * a resubmitted page replays instead of creating a second lead).
 */
export function createLeadFormPosts(options: {
  tenants: readonly TenantConfig[];
  createLead: CreateLeadService;
}): LeadFormPosts {
  const bySlug = new Map(
    options.tenants.map((config) => [config.slug, { config, site: toSiteData(config) }]),
  );
  return {
    async submit(site, form, sourcePage) {
      const tenant = bySlug.get(site.slug);
      const kind = String(form.get('form') ?? '');
      const fields: Record<string, string> = {};
      for (const [name, value] of form.entries()) {
        if (!ENVELOPE.has(name) && typeof value === 'string') fields[name] = value;
      }
      if (!tenant || !isLeadFormKind(kind)) {
        return { ok: false, message: LEAD_MESSAGES.unexpected, fieldErrors: {}, values: fields };
      }
      if (!offersLeadForm(tenant.site, kind)) {
        const { message, fields: fieldErrors = {} } = LEAD_ERRORS.formNotOffered(kind);
        return { ok: false, status: 404, message, fieldErrors, values: fields };
      }
      const text = (name: string) => {
        const value = form.get(name);
        return typeof value === 'string' && value !== '' ? value : undefined;
      };
      const captcha = text('captcha');
      const website = text('website');
      const body = {
        form: kind,
        fields,
        form_completed: true,
        source_page: sourcePage,
        ...(captcha ? { captcha } : {}),
        ...(website ? { website } : {}),
      };
      let result = await options.createLead(tenant, text('idempotency_key'), body);
      // The page's key went with another body (the shopper corrected the form after an
      // answer they never saw, or a page was served twice): this is a new submission.
      if (!result.ok && result.error.code === LEAD_ERRORS.idempotencyKeyReused.code) {
        result = await options.createLead(tenant, newIdempotencyKey(), body);
      }
      if (result.ok) return { ok: true, leadId: result.lead.lead_id };
      return {
        ok: false,
        message: result.error.message,
        fieldErrors: result.error.fields ?? {},
        values: fields,
      };
    },
  };
}
