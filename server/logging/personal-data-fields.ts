/**
 * Log-object keys whose values are a shopper's personal data: the lead fields (docs/leads.md) and the
 * usual spellings of the same things. Matched at any depth, lower-case without spaces,
 * dashes or underscores.
 */
const PERSONAL_KEYS = [
  'name',
  'first_name',
  'last_name',
  'full_name',
  'email',
  'email_address',
  'phone',
  'phone_number',
  'mobile',
  'postcode',
  'zip',
  'address',
  'message',
  'comment',
  'comments',
  'rego',
  // Where a message is sent: a shopper's address when the mail is theirs.
  'to',
  'recipient',
  'recipients',
  'target',
  // Abuse limits count client addresses in their own store (server/http/rate-limit); logs need none.
  'ip',
  'ips',
  'remote_address',
  'x-forwarded-for',
];

/** Keys holding a whole form or body: every value under them is a shopper's input. */
const INPUT_CONTAINER_KEYS = ['fields', 'values', 'body', 'lead', 'params'];

const normalise = (key: string) => key.toLowerCase().replace(/[\s_-]/g, '');
const personal = new Set(PERSONAL_KEYS.map(normalise));
const containers = new Set(INPUT_CONTAINER_KEYS.map(normalise));

export const isPersonalKey = (key: string) => personal.has(normalise(key));
export const isInputContainerKey = (key: string) => containers.has(normalise(key));

const camel = (key: string) =>
  key.replace(/[_-](\w)/g, (_, letter: string) => letter.toUpperCase());

/**
 * The same keys as pino `redact` paths, top level only: pino applies them to a child
 * logger's bindings too, which its log formatter never sees.
 */
export const PERSONAL_REDACT_PATHS = [
  ...new Set(
    [...PERSONAL_KEYS, ...INPUT_CONTAINER_KEYS].flatMap((key) =>
      [key, camel(key)].map((spelling) =>
        /^[A-Za-z_$][\w$]*$/.test(spelling) ? spelling : `["${spelling}"]`,
      ),
    ),
  ),
];
