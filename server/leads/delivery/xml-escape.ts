// Text that goes into XML (ADF) or HTML (the email): markup characters become entities and
// characters XML 1.0 cannot carry are dropped, so a hostile form value can neither break the
// document nor make a receiver's parser reject it.

// XML 1.0 Char production, minus the C0/C1 controls other than tab, line feed and carriage
// return; lone surrogates are code points in D800-DFFF under the `u` flag, so they go too.
const NOT_XML_CHAR = /[^\t\n\r\u0020-\u007E\u00A0-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Drops control characters and anything else XML 1.0 cannot represent. */
export function stripControlCharacters(value: string): string {
  return value.replace(NOT_XML_CHAR, '');
}

/** Safe as element text and as a double- or single-quoted attribute value. */
export function escapeXml(value: string): string {
  return stripControlCharacters(value).replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}

/** HTML escaping for the email body; `&apos;` is HTML5 and every mail client reads it. */
export const escapeHtml = escapeXml;
