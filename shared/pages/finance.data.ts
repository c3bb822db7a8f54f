import { flaggedLeadFormPage } from '../forms/flagged-lead-form-page.ts';

/** product rule 2.3: /finance exists only on sites with finance; its enquiry posts without JavaScript too. */
const financePage = flaggedLeadFormPage((site) => site.features.finance);

export const offersFinancePage = financePage.isOffered;
export const loadFinance = financePage.loader;
export const financeAction = financePage.action;
