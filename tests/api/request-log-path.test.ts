// The request log records the path as the client sent it, for every route (mounted
// routers and rewrites included), without the query string.
import request from 'supertest';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { capturedLogs, type LogLine } from '../support/captured-logs.ts';
import { createTestPlatform } from '../support/test-platform.ts';

const HOST = 'harbour-city-motors.localhost';
const logs = capturedLogs();
let platform: Awaited<ReturnType<typeof createTestPlatform>>;

beforeAll(async () => {
  platform = await createTestPlatform({}, { inventoryCount: 20, logger: logs.logger });
});
afterAll(() => platform?.cleanup());

function requestLine(requestId: string): LogLine {
  return logs.lines().find((line) => line.reqId === requestId && 'path' in line)!;
}

test.each([
  ['POST', '/api/leads', '/api/leads'],
  ['GET', '/api/captcha/challenge', '/api/captcha/challenge'],
  ['POST', '/api/search/multi-search', '/api/search/multi-search'],
  [
    'GET',
    '/tenant-assets/harbour-city-motors/none.svg',
    '/tenant-assets/harbour-city-motors/none.svg',
  ],
  ['GET', '/privacy-policy?email=shopper@example.com', '/privacy-policy'],
  ['GET', '/healthz', '/healthz'],
])('%s %s is logged as %s', async (method, path, logged) => {
  const call =
    method === 'POST' ? request(platform.app).post(path) : request(platform.app).get(path);
  const res = await call
    .set('Host', HOST)
    .set('Content-Type', 'application/json')
    .send(method === 'POST' ? '{}' : undefined);
  const line = requestLine(res.headers['x-request-id'] as string);
  expect(line).toMatchObject({ method, path: logged, status: res.status });
  expect(logs.text()).not.toContain('shopper@example.com');
});
