/** Where the footer's subscribe form posts without JavaScript: a page of its own. */
export const SUBSCRIBE_PATH = '/subscribe';
