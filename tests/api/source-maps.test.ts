// The browser bundle's source maps (the sources' text) stay on disk in production,
// for error reports, and are served only when SERVE_SOURCE_MAPS=true; elsewhere they are served.
import fs from 'node:fs';
import request from 'supertest';
import { expect, test } from 'vitest';
import { repoPath } from '#server/repo-path.server.ts';
import { createTestPlatform } from '../support/test-platform.ts';

const HOST = 'harbour-city-motors.localhost';

function bundleWithMap(): { js: string; map: string } {
  const files = fs.readdirSync(repoPath('dist', 'client'), { recursive: true, encoding: 'utf8' });
  const map = files.find((file) => file.endsWith('.js.map'))!;
  return { js: map.slice(0, -'.map'.length), map };
}

test.each([
  [{ NODE_ENV: 'production' }, 404],
  [{ NODE_ENV: 'production', SERVE_SOURCE_MAPS: 'true' }, 200],
  [{ NODE_ENV: 'test' }, 200],
])('%j: a source map is %i, its bundle 200', async (overrides, mapStatus) => {
  const { js, map } = bundleWithMap();
  expect(fs.existsSync(repoPath('dist', 'client', map))).toBe(true);
  const platform = await createTestPlatform(overrides, { inventoryCount: 20 });
  try {
    const bundle = await request(platform.app).get(`/assets/${js}`).set('Host', HOST);
    expect(bundle.status).toBe(200);
    const res = await request(platform.app).get(`/assets/${map}`).set('Host', HOST);
    expect(res.status).toBe(mapStatus);
    if (mapStatus === 404) expect(res.text).not.toContain('"sources"');
  } finally {
    await platform.cleanup();
  }
});
