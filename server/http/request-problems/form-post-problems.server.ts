import { badRequest, type RequestProblem } from './request-problem.ts';
import { DECODE_FAILURE_WORDS, decodeStrictly, quotedName } from './strict-decoding.server.ts';

export const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';
const NOT_SENT = 'This form could not be sent';

const invalid = (what: string) => badRequest(NOT_SENT, what);

/** A page's form post must be a plain web form; anything else is 415. */
export function contentTypeProblem(contentType: string | undefined): RequestProblem | undefined {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === FORM_CONTENT_TYPE) return undefined;
  return {
    status: 415,
    title: NOT_SENT,
    message: `${NOT_SENT}: a form on this site is sent as ${FORM_CONTENT_TYPE}, not ${type ? `'${type.slice(0, 60)}'` : 'without a Content-Type'}.`,
  };
}

/**
 * What is wrong with a urlencoded form body, or undefined. Each field is sent once (no
 * form on the site repeats a name, so a repeat is refused rather than one copy guessed at);
 * control characters in values are the lead rules' business (shared/leads/validate-lead.ts).
 */
export function formBodyProblem(body: Buffer): RequestProblem | undefined {
  const seen = new Set<string>();
  for (const pair of body.toString('latin1').split('&')) {
    if (pair === '') continue;
    const equals = pair.indexOf('=');
    const name = decodeStrictly(equals < 0 ? pair : pair.slice(0, equals), true);
    if (name === 'percent' || name === 'utf8')
      return invalid(`the name of a field ${DECODE_FAILURE_WORDS[name]}`);
    const value = decodeStrictly(equals < 0 ? '' : pair.slice(equals + 1), true);
    if (value === 'percent' || value === 'utf8') {
      return invalid(`the field ${quotedName(name)} ${DECODE_FAILURE_WORDS[value]}`);
    }
    if (seen.has(name)) return invalid(`the field ${quotedName(name)} was sent more than once`);
    seen.add(name);
  }
  return undefined;
}
