/** An operator's request the leads cannot do (unknown lead, another site's lead, refused redelivery). */
export class LeadAdminError extends Error {}
