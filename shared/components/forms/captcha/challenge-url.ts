import type { LeadFormKind } from '../../../leads/lead-forms.ts';

/** Where the widget fetches a challenge for one form; the server binds it to the site too. */
export function captchaChallengeUrl(form: LeadFormKind): string {
  return `/api/captcha/challenge?form=${encodeURIComponent(form)}`;
}
