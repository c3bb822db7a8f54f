// The pages' warm-up before readiness (server/startup/warm-up.server.ts): one site's home page
// and listing asked with HEAD (rendered, never kept) under the site's own hostname; a page that
// fails is a warning, never a failed start.
import express from 'express';
import { expect, test } from 'vitest';
import { loadTenants } from '#server/tenancy/load-tenants.server.ts';
import { repoPath } from '#server/repo-path.server.ts';
import { warmUpPages } from '#server/startup/warm-up.server.ts';
import { capturedLogs } from '../support/captured-logs.ts';

const site = loadTenants(repoPath('tenants'))[0]!;

function recordingApp(status: number) {
  const asked: string[] = [];
  const app = express().use((req, res) => {
    asked.push(`${req.method} ${req.get('host')} ${req.originalUrl}`);
    res.status(status).send('<html></html>');
  });
  return { app, asked };
}

test("renders the site's home page and listing with HEAD, under its hostname", async () => {
  const { app, asked } = recordingApp(200);
  const logs = capturedLogs();
  await warmUpPages(app, site, logs.logger);
  expect(asked).toEqual([
    `HEAD ${site.hostnames[0]} /`,
    `HEAD ${site.hostnames[0]} ${site.search.listing_path}`,
  ]);
  expect(logs.lines()).toMatchObject([{ msg: 'pages warmed up', tenant: site.slug }]);
});

test('a page that fails is a warning, and the start goes on', async () => {
  const { app } = recordingApp(500);
  const logs = capturedLogs();
  await expect(warmUpPages(app, site, logs.logger)).resolves.toBeUndefined();
  expect(logs.lines()).toMatchObject([
    { level: 40, msg: 'pages not warmed up: the first shoppers render them' },
  ]);
});

test('no site (every site removed meanwhile): nothing to warm', async () => {
  const logs = capturedLogs();
  await warmUpPages(recordingApp(200).app, undefined, logs.logger);
  expect(logs.lines()).toEqual([]);
});
