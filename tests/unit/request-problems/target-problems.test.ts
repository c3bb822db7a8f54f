import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { findTargetProblem } from '#server/http/request-problems/target-problems.server.ts';
import {
  contentTypeProblem,
  formBodyProblem,
} from '#server/http/request-problems/form-post-problems.server.ts';

describe('a page request target is refused with what is wrong, or read', () => {
  test.each([
    ['/%E0%A4%A', 400, "its path has a '%' that is not followed by two hexadecimal digits"],
    ['/vehicle/%ff', 400, 'its path is not UTF-8 text'],
    ['/cars/%E2%82', 400, 'its path is not UTF-8 text'],
    ['/cars/%ED%A0%80', 400, 'its path is not UTF-8 text'],
    ['/a%00b', 400, 'its path contains a control character'],
    [
      '/images/vehicles/..%2f..%2fpackage.json',
      400,
      'its path contains an encoded slash or backslash',
    ],
    ['/x/%5c', 400, 'its path contains an encoded slash or backslash'],
    ['/a\\b', 400, 'its path contains a backslash'],
    ['/search/../../etc/passwd', 400, "its path contains a '.' or '..' segment"],
    ['/%2e%2e/%2E%2e/etc', 400, "its path contains a '.' or '..' segment"],
    ['//evil.example/x', 400, "its path contains an empty segment ('//')"],
    ['http://evil.example/', 400, "it must be a path starting with '/'"],
    ['*', 400, "it must be a path starting with '/'"],
    [
      '/search/used-cars?query=%00',
      400,
      "the query parameter 'query' contains a control character",
    ],
    [
      '/search/used-cars?make=Mazda%0D%0A',
      400,
      "the query parameter 'make' contains a control character",
    ],
    ['/search/used-cars?query=%ff', 400, "the query parameter 'query' is not UTF-8 text"],
    ['/search/used-cars?query=a%2', 400, "the query parameter 'query' has a '%'"],
    ['/?%ff=1', 400, 'the name of a query parameter is not UTF-8 text'],
    [
      `/${'a'.repeat(2100)}`,
      414,
      'This web address is too long: it has more than 2048 characters.',
    ],
  ])('%s -> %i', (target, status, message) => {
    const problem = findTargetProblem(target);
    expect(problem?.status).toBe(status);
    expect(problem?.message).toContain(message);
  });

  test('an address longer than any the site writes is 414', () => {
    expect(findTargetProblem(`/${'a'.repeat(2100)}`)).toMatchObject({
      status: 414,
      message: 'This web address is too long: it has more than 2048 characters.',
    });
  });

  test.each([
    '/',
    '/search/used-cars/',
    '/search/used-cars?query=caf%C3%A9+racer&make=Land+Rover',
    "/search/used-cars?query=o'brien&utm_source=x",
    '/search/used-cars?refinementList[make][0]=Mazda&page=1e400',
    '/cars/2019-isuzu-d-max-ls-u-cuc25875?x',
    '/caf\u00c3\u00a9',
    '/?a=&&b',
  ])('%s is read', (target) => {
    expect(findTargetProblem(target)).toBeUndefined();
  });

  test('any text a browser encodes into a path segment or query value is read', () => {
    const text = fc
      .string({ unit: 'grapheme', minLength: 1, maxLength: 40 })
      .filter((value) => !/[\u0000-\u001f\u007f-\u009f]/.test(value) && !/^\.{1,2}$/.test(value));
    fc.assert(
      // A slash or backslash inside a segment is refused on purpose (encoded slash).
      fc.property(
        text.filter((segment) => !/[/\\]/.test(segment)),
        text,
        (segment, value) => {
          const target = `/${encodeURIComponent(segment)}?q=${new URLSearchParams([['', value]]).toString().slice(1)}`;
          expect(findTargetProblem(target), target).toBeUndefined();
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('a page form post is a readable web form', () => {
  test.each([
    ['application/json', 415, "not 'application/json'"],
    [undefined, 415, 'without a Content-Type'],
    ['multipart/form-data; boundary=x', 415, "not 'multipart/form-data'"],
  ])('Content-Type %s -> %i', (type, status, message) => {
    expect(contentTypeProblem(type)).toMatchObject({ status });
    expect(contentTypeProblem(type)?.message).toContain(message);
  });

  test('a web form, with or without a charset, is accepted', () => {
    expect(contentTypeProblem('application/x-www-form-urlencoded')).toBeUndefined();
    expect(contentTypeProblem('Application/X-WWW-Form-Urlencoded; charset=UTF-8')).toBeUndefined();
  });

  test.each([
    ['form=contact&name=%ff', "the field 'name' is not UTF-8 text"],
    ['form=contact&name=a%2', "the field 'name' has a '%'"],
    ['form=contact&name=a&name=b', "the field 'name' was sent more than once"],
    ['%ff=1', 'the name of a field is not UTF-8 text'],
  ])('%s -> 400', (body, message) => {
    const problem = formBodyProblem(Buffer.from(body, 'latin1'));
    expect(problem?.status).toBe(400);
    expect(problem?.message).toContain(message);
  });

  test('a form as a browser sends it is read, control characters left to the lead rules', () => {
    const body = new URLSearchParams({ form: 'contact', name: 'Zoë O’Brien', message: 'a\u0000b' });
    expect(formBodyProblem(Buffer.from(body.toString()))).toBeUndefined();
  });
});
