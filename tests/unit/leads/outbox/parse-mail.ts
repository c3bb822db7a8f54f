// Reads a raw RFC 5322 message the way a mail client would, enough for the tests: unfolded
// headers with encoded words decoded, and the text and HTML parts of a multipart message with
// their quoted-printable or base64 transfer encoding undone. No attachments, no nesting rules
// beyond multipart/*.

export interface ParsedMail {
  /** Lower-case names; a repeated header keeps its first value. */
  headers: Record<string, string>;
  text: string | undefined;
  html: string | undefined;
}

const ENCODED_WORD = /=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g;

function decodeWords(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[QqBb]\?[^?]*\?=)\s+(?==\?)/g, '$1')
    .replace(ENCODED_WORD, (_, charset: string, encoding: string, text: string) => {
      const bytes =
        encoding.toUpperCase() === 'B'
          ? Buffer.from(text, 'base64')
          : quotedPrintableBytes(text.replace(/_/g, ' '));
      return bytes.toString(charset.toLowerCase() === 'utf-8' ? 'utf8' : 'latin1');
    });
}

function quotedPrintableBytes(text: string): Buffer {
  const bytes: number[] = [];
  const input = text.replace(/=\r?\n/g, '');
  for (let index = 0; index < input.length; index += 1) {
    const hex = input.slice(index + 1, index + 3);
    if (input[index] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(input[index] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

function splitEntity(raw: string): { headers: Record<string, string>; body: string } {
  const match = /\r?\n\r?\n/.exec(raw);
  const head = match ? raw.slice(0, match.index) : raw;
  const body = match ? raw.slice(match.index + match[0].length) : '';
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    headers[name] ??= decodeWords(line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(body: string, transferEncoding: string | undefined): string {
  const encoding = transferEncoding?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return quotedPrintableBytes(body).toString('utf8');
  return body;
}

function collect(raw: string, into: ParsedMail): void {
  const { headers, body } = splitEntity(raw);
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const parts = body.split(`--${boundary}`).slice(1);
    for (const part of parts) {
      if (part.startsWith('--')) break;
      collect(part.replace(/^\r?\n/, ''), into);
    }
    return;
  }
  const content = decodeBody(body, headers['content-transfer-encoding']);
  if (/^text\/html/i.test(type)) into.html ??= content;
  else if (/^text\/plain/i.test(type)) into.text ??= content;
}

export function parseMail(raw: string): ParsedMail {
  const { headers } = splitEntity(raw);
  const parsed: ParsedMail = { headers, text: undefined, html: undefined };
  collect(raw, parsed);
  return parsed;
}
