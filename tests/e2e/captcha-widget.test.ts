import fs from 'node:fs';
import * as esbuild from 'esbuild';
import type { Browser, Page } from 'puppeteer-core';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CaptchaField } from '#shared/components/forms/captcha/captcha-field.tsx';
import { launchBrowser, waitForHydration, watchForProblems } from './support/browser.ts';
import { startServer, type RunningServer } from './support/server-process.ts';
import { makeServerDataDir } from '../support/test-platform.ts';

// There is no form page yet: the field is server-rendered here, put into a page of the real
// server (so the challenge comes from its /api/captcha/challenge, at the production work) and
// hydrated by a small bundle of its own.
const harness = (verifyOn: 'focus' | 'click') => `
  import { createRef } from 'react';
  import { hydrateRoot } from 'react-dom/client';
  import { CaptchaField } from './shared/components/forms/captcha/captcha-field.tsx';
  const handle = createRef();
  const payloads = [];
  window.captchaTest = { handle, payloads };
  hydrateRoot(
    document.getElementById('captcha-root'),
    <CaptchaField form="general-enquiry" formId="t" verifyOn="${verifyOn}" ref={handle} onChange={(p) => payloads.push(p)} />,
  );
`;

async function bundle(verifyOn: 'focus' | 'click'): Promise<string> {
  const result = await esbuild.build({
    stdin: { contents: harness(verifyOn), resolveDir: process.cwd(), loader: 'tsx' },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  return result.outputFiles[0]!.text;
}

interface CaptchaWindow {
  captchaTest: { handle: { current: { reset(): void } }; payloads: (string | undefined)[] };
}

describe('CaptchaField in Chromium', () => {
  let dataDir = '';
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    dataDir = await makeServerDataDir(50);
    [server, browser] = await Promise.all([startServer({ DATA_DIR: dataDir }), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function openForm(
    verifyOn: 'focus' | 'click',
  ): Promise<{ page: Page; problems: () => string[] }> {
    const page = await browser.newPage();
    await page.setBypassCSP(true);
    const problems = watchForProblems(page);
    await page.goto(`http://harbour-city-motors.localhost:${server.port}/robots.txt`);
    const field = renderToString(
      createElement(CaptchaField, { form: 'general-enquiry', formId: 't', verifyOn }),
    );
    await page.evaluate((html) => {
      document.body.innerHTML = `<form><label for="n">Name</label><input id="n" name="name">
        <div id="captcha-root">${html}</div></form>`;
    }, field);
    await page.addScriptTag({ content: await bundle(verifyOn), type: 'module' });
    await waitForHydration(page, '#t-captcha');
    // The text document has no icon link, so Chromium asks for /favicon.ico, which 404s.
    const real = () =>
      problems.filter(
        (problem) =>
          !problem.endsWith('/favicon.ico') && !problem.startsWith('console.error: Failed to load'),
      );
    return { page, problems: real };
  }

  const status = (page: Page) => page.$eval('#t-captcha-status', (el) => el.textContent);
  const verified = (page: Page) =>
    page.waitForFunction(
      () => document.querySelector('#t-captcha-status')?.textContent === 'Verified',
      { timeout: 30_000 },
    );
  const hidden = (page: Page) => page.$eval('input[name=captcha]', (el) => el.value);

  test('starts when the shopper enters the form, stays responsive, and resets', async () => {
    const { page, problems } = await openForm('focus');
    expect(await status(page)).toBe('');
    await page.evaluate(() => {
      const w = window as unknown as { longTasks: number[] };
      w.longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.longTasks.push(entry.duration);
      }).observe({ type: 'longtask' });
    });
    const started = Date.now();
    await page.focus('#n');
    await verified(page);
    const solveMs = Date.now() - started;
    const longTasks = await page.evaluate(
      () => (window as unknown as { longTasks: number[] }).longTasks,
    );
    // Without the yielding wrapper these were 200 ms each; a loaded machine stretches a slice.
    console.info(`captcha solved in ${solveMs} ms; long tasks: ${JSON.stringify(longTasks)}`);
    expect(Math.max(0, ...longTasks)).toBeLessThan(150);

    expect(await page.$eval('#t-captcha', (el) => (el as HTMLInputElement).checked)).toBe(true);
    const first = await hidden(page);
    expect(JSON.parse(atob(first))).toMatchObject({ solution: { counter: expect.any(Number) } });
    const payloads = () =>
      page.evaluate(() => (window as unknown as CaptchaWindow).captchaTest.payloads);
    expect(await payloads()).toEqual([first]);

    await page.evaluate(() =>
      (window as unknown as CaptchaWindow).captchaTest.handle.current.reset(),
    );
    await verified(page);
    const second = await hidden(page);
    expect(second).not.toBe(first);
    expect(await payloads()).toEqual([first, null, second]);
    expect(problems()).toEqual([]);
    await page.close();
  });

  test('by keyboard: Tab to the box, Space verifies it', async () => {
    const { page, problems } = await openForm('click');
    await page.focus('#n');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('t-captcha');
    expect(await status(page)).toBe('');
    await page.keyboard.press('Space');
    await verified(page);
    expect(await page.$eval('#t-captcha', (el) => (el as HTMLInputElement).checked)).toBe(true);
    expect(await hidden(page)).not.toBe('');
    expect(problems()).toEqual([]);
    await page.close();
  });
});
