import { MAX_URL_LENGTH } from '#shared/search-url/listing-path.ts';
import { badRequest, INVALID_ADDRESS, type RequestProblem } from './request-problem.ts';
import {
  decodeStrictly,
  hasControlCharacter,
  quotedName,
  DECODE_FAILURE_WORDS,
} from './strict-decoding.server.ts';

const invalid = (what: string) => badRequest(INVALID_ADDRESS, what);

function pathProblem(path: string): RequestProblem | undefined {
  if (path.includes('\\')) return invalid('its path contains a backslash');
  const segments = path.split('/').slice(1);
  for (const [index, raw] of segments.entries()) {
    const segment = decodeStrictly(raw, false);
    if (segment === 'percent' || segment === 'utf8')
      return invalid(`its path ${DECODE_FAILURE_WORDS[segment]}`);
    if (hasControlCharacter(segment)) return invalid('its path contains a control character');
    if (segment.includes('/') || segment.includes('\\')) {
      return invalid('its path contains an encoded slash or backslash');
    }
    if (segment === '.' || segment === '..') {
      return invalid("its path contains a '.' or '..' segment");
    }
    // A trailing '/' leaves one empty last segment; an empty one inside is '//'.
    if (segment === '' && index < segments.length - 1) {
      return invalid("its path contains an empty segment ('//')");
    }
  }
  return undefined;
}

function queryProblem(query: string): RequestProblem | undefined {
  for (const pair of query.split('&')) {
    if (pair === '') continue;
    const equals = pair.indexOf('=');
    const name = decodeStrictly(equals < 0 ? pair : pair.slice(0, equals), true);
    if (name === 'percent' || name === 'utf8') {
      return invalid(`the name of a query parameter ${DECODE_FAILURE_WORDS[name]}`);
    }
    if (hasControlCharacter(name)) {
      return invalid('the name of a query parameter contains a control character');
    }
    const value = decodeStrictly(equals < 0 ? '' : pair.slice(equals + 1), true);
    if (value === 'percent' || value === 'utf8') {
      return invalid(`the query parameter ${quotedName(name)} ${DECODE_FAILURE_WORDS[value]}`);
    }
    if (hasControlCharacter(value)) {
      return invalid(`the query parameter ${quotedName(name)} contains a control character`);
    }
  }
  return undefined;
}

/**
 * What is wrong with a page request's target (path and query exactly as on the request
 * line), or undefined when it can be read. Pages never answer such a target with content:
 * a path trick could otherwise reach a file, and a bad value would be echoed on the page.
 */
export function findTargetProblem(target: string): RequestProblem | undefined {
  if (target.length > MAX_URL_LENGTH) {
    return {
      status: 414,
      title: 'This web address is too long',
      message: `This web address is too long: it has more than ${MAX_URL_LENGTH} characters.`,
    };
  }
  if (!target.startsWith('/')) return invalid("it must be a path starting with '/'");
  const queryAt = target.indexOf('?');
  const path = queryAt < 0 ? target : target.slice(0, queryAt);
  return pathProblem(path) ?? (queryAt < 0 ? undefined : queryProblem(target.slice(queryAt + 1)));
}
