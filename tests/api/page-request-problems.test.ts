import request from 'supertest';
import { describe, expect, test } from 'vitest';
import { useTestPlatform } from '../support/test-platform.ts';

const fixture = useTestPlatform({}, { inventoryCount: 100 });
const HOST = 'coastal-used-cars.localhost';
const get = (path: string) => request(fixture.current.app).get(path).set('Host', HOST);

async function leadCount(): Promise<number> {
  const { rows } = await fixture.current.database.query<{ count: string | number }>(
    'select count(*) as count from leads',
  );
  return Number(rows[0]?.count);
}

describe('an address a page cannot read is refused in the site’s chrome, saying what is wrong', () => {
  test.each([
    ['/%E0%A4%A', "its path has a '%' that is not followed by two hexadecimal digits"],
    ['/vehicle/%ff', 'its path is not UTF-8 text'],
    ['/search/used-cars?query=%ff', "the query parameter 'query' is not UTF-8 text"],
    ['/search/used-cars?make=%01', "the query parameter 'make' contains a control character"],
    ['/cars/%2e%2e/x', "its path contains a '.' or '..' segment"],
  ])('%s', async (path, what) => {
    const res = await get(path);
    expect(res.status).toBe(400);
    expect(res.text).toContain(`This web address is not valid: ${what}.`.replace(/'/g, '&#x27;'));
    expect(res.text).not.toContain('try again in a moment');
    // The site's own header and footer, not indexed, and no scripts to take the page over.
    expect(res.text).toContain('class="site-footer"');
    expect(res.text).toContain('Coastal Used Cars');
    expect(res.text).toContain('noindex');
    expect(res.text).not.toContain('type="module"');
  });

  test('a file path gets the same words on a plain page', async () => {
    const res = await get('/images/vehicles/..%2f..%2fpackage.json');
    expect(res.status).toBe(400);
    expect(res.text).toContain('its path contains an encoded slash or backslash');
    expect(res.text).not.toContain('site-footer');
  });

  test('a listing URL with repeated and huge parameters redirects to its one URL instead', async () => {
    const res = await get('/search/used-cars?query=a&query=b&page=1e400&price=1e400-');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/search/used-cars?query=a');
  });
});

describe('a plain form post that cannot be read is refused and stores nothing', () => {
  const post = (body: string, type = 'application/x-www-form-urlencoded') =>
    request(fixture.current.app).post('/contact').set('Host', HOST).type(type).send(body);

  test.each([
    [
      'form=contact&name=a&name=b',
      'application/x-www-form-urlencoded',
      400,
      "the field 'name' was sent more than once",
    ],
    [
      'form=contact&name=%ff',
      'application/x-www-form-urlencoded',
      400,
      "the field 'name' is not UTF-8 text",
    ],
    [
      '{"form":"contact"}',
      'application/json',
      415,
      'a form on this site is sent as application/x-www-form-urlencoded',
    ],
    [
      `form=contact&message=${'a'.repeat(40_000)}`,
      'application/x-www-form-urlencoded',
      413,
      'it is larger than 32 kB',
    ],
  ])('%#: %s', async (body, type, status, what) => {
    const before = await leadCount();
    const res = await post(body, type);
    expect(res.status).toBe(status);
    expect(res.text.replace(/&#x27;/g, "'")).toContain(what);
    expect(res.text).toContain('class="site-footer"');
    expect(await leadCount()).toBe(before);
  });
});
