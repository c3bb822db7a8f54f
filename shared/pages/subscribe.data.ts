import { flaggedLeadFormPage } from '../forms/flagged-lead-form-page.ts';
import { SUBSCRIBED_PATH } from '../forms/subscription.ts';

/**
 * /subscribe: where the footer's subscribe form posts without JavaScript (and
 * shows its errors), on sites with the footer form (features.subscribe_form).
 */
const subscribePage = flaggedLeadFormPage((site) => site.features.subscribe_form, SUBSCRIBED_PATH);

export const loadSubscribe = subscribePage.loader;
export const subscribeAction = subscribePage.action;
