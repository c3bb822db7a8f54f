// The trade-in estimate as a shopper on a phone gets it: described vehicle, range at once,
// the lead sent with it; an old vehicle gets the trade-in rule's note and no request at all.
import { describe, expect, test } from 'vitest';
import type { Page } from 'puppeteer-core';
import { readTenantInventory } from '#server/inventory/tenant-inventory-files.server.ts';
import { currentYearInSydney } from '#shared/inventory/trade-in.ts';
import { formatDollars } from '#shared/format/money.ts';
import { NO_ONLINE_ESTIMATE_NOTE } from '#shared/trade-in/online-estimate.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { waitForHydration, watchForProblems } from './support/browser.ts';
import { waitForEmail } from './support/picked-up-emails.ts';
import { useE2eEnvironment } from './support/test-server.ts';

const env = useE2eEnvironment(600);
// No captcha and one location: the form is the vehicle, the contact details and consent.
const COASTAL = 'coastal-used-cars';
const FORM = '#trade-in-form';

async function openValuation(): Promise<{ page: Page; problems: string[]; asked: string[] }> {
  const page = await env.browser.newPage();
  const problems = watchForProblems(page);
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/trade-in/estimate')) asked.push(request.url());
  });
  await page.setViewport({ width: 390, height: 844 });
  const response = await page.goto(`${env.origin(COASTAL)}/valuations`, {
    waitUntil: 'networkidle0',
  });
  expect(response?.status()).toBe(200);
  await waitForHydration(page, `${FORM} button[type=submit]`);
  return { page, problems, asked };
}

async function describeVehicle(
  page: Page,
  vehicle: { make: string; model: string; year: number; km: number; condition: string },
) {
  await page.type(`${FORM} [name="Vehicle Make"]`, vehicle.make);
  await page.type(`${FORM} [name="Vehicle Model"]`, vehicle.model);
  await page.type(`${FORM} [name="Vehicle Year"]`, String(vehicle.year));
  await page.type(`${FORM} [name="Vehicle Kms"]`, String(vehicle.km));
  await page.select(`${FORM} [name="Vehicle Condition"]`, vehicle.condition);
}

describe('the trade-in estimate on a phone', () => {
  test('a qualifying vehicle gets the range at once, and the lead carries it to the dealer', async () => {
    const year = currentYearInSydney(new Date());
    const car = readTenantInventory(env.dataDir, COASTAL)!.cars.find(
      (candidate) =>
        candidate.car_type === 'used' && candidate.km <= 90_000 && year - candidate.year <= 6,
    )!;
    const vehicle = {
      make: car.make,
      model: car.model,
      year: car.year,
      km: car.km + 1_000,
      condition: 'Good',
    };
    const { page, problems } = await openValuation();
    await describeVehicle(page, vehicle);
    await page.waitForSelector(`${FORM} .trade-in-estimate__range`);

    const answer = await page.evaluate(
      async (query) => {
        const res = await fetch(`/api/trade-in/estimate?${query}`);
        return (await res.json()) as { low: number; high: number; comparables: number };
      },
      new URLSearchParams({
        ...vehicle,
        year: String(vehicle.year),
        km: String(vehicle.km),
      }).toString(),
    );
    expect(answer.comparables).toBeGreaterThan(0);
    const range = `${formatDollars(answer.low)} to ${formatDollars(answer.high)}`;
    const shown = await page.$eval(`${FORM} .trade-in-estimate`, (box) => box.textContent);
    expect(shown).toContain(range);
    expect(shown).toContain(`Based on ${answer.comparables} comparable`);
    expect(shown).toContain('indicative only and subject to an inspection');
    // In reach on the phone: the estimate is inside the viewport once the condition is picked.
    const box = await page.$eval(`${FORM} .trade-in-estimate`, (element) => {
      element.scrollIntoView({ block: 'nearest' });
      const rect = element.getBoundingClientRect();
      return { left: rect.left, right: rect.right, width: document.documentElement.scrollWidth };
    });
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(390);
    expect(box.width).toBe(390);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.type(`${FORM} [name="name"]`, 'Sam Trader');
    await page.type(`${FORM} [name="email"]`, 'sam.trader@example.com');
    await page.type(`${FORM} [name="phone"]`, '0412 345 678');
    await page.type(`${FORM} [name="postcode"]`, '4217');
    const message = await page.$(`${FORM} [name="message"]`);
    if (message) await message.type('Two sets of keys.');
    const terms = await page.$(`${FORM} [name="terms_conditions"]`);
    if (terms) await terms.click();
    await Promise.all([
      page.waitForFunction(() => location.pathname === '/success'),
      page.click(`${FORM} button[type=submit]`),
    ]);
    const note = `Online trade-in estimate: ${range}, from ${answer.comparables} comparable`;
    await waitForEmail(
      env.dataDir,
      ({ text }) => text.includes('Sam') && text.includes(note),
      `saying "${note}"`,
    );
    expect(problems).toEqual([]);
  });

  test('an 8-year-old vehicle: the rule’s note, and no estimate is asked for', async () => {
    const { page, problems, asked } = await openValuation();
    await describeVehicle(page, {
      make: 'Toyota',
      model: 'Corolla',
      year: currentYearInSydney(new Date()) - 8,
      km: 60_000,
      condition: 'Good',
    });
    await page.waitForFunction(
      (selector, text) => document.querySelector(selector)?.textContent === text,
      {},
      `${FORM} .trade-in-estimate`,
      NO_ONLINE_ESTIMATE_NOTE,
    );
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(asked).toEqual([]);
    expect(problems).toEqual([]);
  });
});
