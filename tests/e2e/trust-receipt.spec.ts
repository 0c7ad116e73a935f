import type { Page } from '@playwright/test';
import { berlin, expect, expectNoAxeViolations, payPrepayAtPump1, signIn, test } from './fixtures';

const munich = '5b9a7c1e-0000-4000-8000-000000000002';

/** The receipt's lines as [label, value] pairs, in order (a line may sit in a wrapper that only groups it). */
const receiptRows = (page: Page) =>
  page
    .locator('.receipt')
    .evaluate((receipt) =>
      [...receipt.querySelectorAll('dl.summary__lines dt')].map((dt) => [
        dt.textContent?.trim() ?? '',
        dt.nextElementSibling?.textContent?.trim() ?? '',
      ]),
    );

const cell = (rows: string[][], label: string | RegExp) =>
  rows.find(([name]) => (typeof label === 'string' ? name === label : label.test(name ?? '')))?.[1];

/** Cents of an amount as shown ("€40.27", "−€1.11"). */
const cents = (text: string | undefined) => {
  expect(text, 'an amount').toMatch(/^[−-]?€\d[\d,]*\.\d\d$/);
  const value = Math.round(Number(text!.replace(/[^0-9.]/g, '')) * 100);
  return /^[−-]/.test(text!) ? -value : value;
};

const orderIdIn = (url: string) => new URL(url).searchParams.get('orderId');

test.describe('a receipt that adds up and can be shown', () => {
  // The device is in another time zone than the station: the receipt tells the station's local time.
  test.use({ timezoneId: 'America/New_York' });

  test('the fuel receipt: litres × price make the fuel line, less the discount the total; number, method, VAT, date', async ({
    page,
  }) => {
    // 04:53 at the station in Berlin, 22:53 the evening before on the device.
    await page.clock.install({ time: new Date('2026-11-23T03:53:00Z') });
    await signIn(page);
    await payPrepayAtPump1(page, 'sandboxStep=400');
    await expect(page).toHaveURL(/\/pay\/finish\?(?=.*orderId=)(?=.*orderType=PREPAY)/, { timeout: 20_000 });
    await expect(page.getByText('Payment complete')).toBeVisible();

    const rows = await receiptRows(page);
    expect(cell(rows, 'Time')).toMatch(/^23 Nov 2026, 04:5\d$/);
    expect(cell(rows, 'Receipt number')).toBe(orderIdIn(page.url()));
    expect(cell(rows, 'Paid with')).toContain('VISA •••• 4242');

    // The litres as the pump measured them: quantity × unit price, floored, is the fuel line.
    const quantity = cell(rows, 'Quantity');
    expect(quantity).toMatch(/^\d+\.\d{2,3} l$/);
    const unitPrice = cell(rows, 'Unit price');
    expect(unitPrice).toMatch(/^€\d\.\d{3}$/);
    const fuel = cents(cell(rows, 'Price of the fuel'));
    const litres = Number(quantity!.replace(' l', ''));
    const millis = Number(unitPrice!.replace('€', '')) * 1000;
    expect(Math.floor(Math.round(litres * millis * 100) / 1000)).toBe(fuel);

    // The fuel line less the discount is the total.
    const discount = cents(cell(rows, 'Welcome: 5 ct/l off'));
    expect(discount).toBeLessThan(0);
    const total = cents(cell(rows, 'Total'));
    expect(fuel + discount).toBe(total);
    expect(cell(rows, /Rounding/)).toBeUndefined();

    // The VAT included in the total (19 % in Germany).
    const vat = cents(cell(rows, 'VAT 19% included'));
    expect(Math.abs(vat - Math.round((total * 19) / 119))).toBeLessThanOrEqual(1);
    await expectNoAxeViolations(page);
  });

  test.describe('at Demo Munich Charging', () => {
    test.use({ geolocation: { latitude: 48.1371, longitude: 11.5754 } });

    test('the EV receipt: energy, the night minutes that apply now and the session fee add up to the total', async ({
      page,
    }) => {
      // 23:00 at the station: the night price for charging time (22:00–06:00) applies.
      await page.clock.install({ time: new Date('2026-11-23T22:00:00Z') });
      await signIn(page);
      await page.goto(`/pay?pid=${munich}&sandboxStep=400`);
      await page.getByRole('button', { name: /CCS · 50 kW/ }).click();
      await expect(page.locator('.tariff__line--active').getByText('€0.02 per minute while charging')).toBeVisible();
      await page.getByRole('button', { name: 'Start charging' }).click();
      await expect(page.getByRole('heading', { name: 'Charging', exact: true })).toBeVisible({ timeout: 20_000 });
      const energy = page.locator('.ev-readings .summary__amount');
      await page.getByRole('button', { name: 'Refresh' }).click();
      await expect
        .poll(async () => Number((await energy.textContent())?.replace(/[^0-9.]/g, '')), { timeout: 15_000 })
        .toBeGreaterThan(0);
      await page.getByRole('button', { name: 'Finish charging' }).click();
      await page.getByRole('button', { name: 'Yes, finish charging' }).click();
      await expect(page.getByText('Charging complete')).toBeVisible({ timeout: 20_000 });

      const rows = await receiptRows(page);
      expect(cell(rows, 'Time')).toMatch(/^23 Nov 2026, 23:\d\d$/);
      expect(cell(rows, 'Receipt number')).toBe(orderIdIn(page.url()));
      expect(cell(rows, 'Paid with')).toContain('VISA •••• 4242');
      expect(cell(rows, 'Plug')).toBe('CCS 50 kW');

      const energyLine = rows.find(([label]) => /^Energy: [\d.]+ kWh × €0\.49 per kWh$/.test(label ?? ''));
      const timeLine = rows.find(([label]) => /^Charging time: [\d.]+ min × €0\.02 per minute$/.test(label ?? ''));
      expect(energyLine, 'the energy line').toBeDefined();
      expect(timeLine, 'the charging time line').toBeDefined();
      const fee = cents(cell(rows, 'Session fee'));
      expect(fee).toBe(50);
      const [, kwhText] = /^Energy: ([\d.]+) kWh/.exec(energyLine![0]!)!;
      const [, minutesText] = /^Charging time: ([\d.]+) min/.exec(timeLine![0]!)!;
      const energyCents = cents(energyLine![1]);
      const timeCents = cents(timeLine![1]);
      expect(energyCents).toBe(Math.floor(Math.round(Number(kwhText) * 49 * 1000) / 1000));
      expect(timeCents).toBe(Math.floor(Math.round(Number(minutesText) * 2 * 1000) / 1000));
      expect(cell(rows, /Rounding/)).toBeUndefined();
      expect(energyCents + timeCents + fee).toBe(cents(cell(rows, 'Total')));
      expect(cell(rows, 'VAT 19% included')).toMatch(/^€\d+\.\d\d$/);
      await expectNoAxeViolations(page);
    });
  });

  test('the wash receipt shows the package price at once, never "being calculated"', async ({ page }) => {
    // Remember whether the total ever read "Being calculated…" on the way.
    await page.addInitScript(() => {
      new MutationObserver(() => {
        if (document.body?.textContent?.includes('Being calculated')) sessionStorage.setItem('sawCalculating', '1');
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    await signIn(page);
    await page.goto(`/pay?pid=${berlin}&sandboxStep=3000`);
    await page.getByRole('link', { name: 'Car wash' }).click();
    await page.getByRole('button', { name: 'Choose Comfort wash for €14.99' }).click();
    await page.getByRole('button', { name: 'Pay €14.99' }).click();
    await expect(page).toHaveURL(/\/pay\/wash\/finish\?/);
    await expect(page.getByText('Payment complete')).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('.receipt .summary__amount')).toHaveText('€14.99');
    expect(await page.evaluate(() => sessionStorage.getItem('sawCalculating'))).toBeNull();

    const rows = await receiptRows(page);
    expect(cell(rows, 'Time')).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/);
    expect(cell(rows, 'Receipt number')).toBe(orderIdIn(page.url()));
    expect(cell(rows, 'Paid with')).toContain('VISA •••• 4242');
    expect(cents(cell(rows, 'Price of the wash'))).toBe(cents(cell(rows, 'Total')));
    expect(cell(rows, 'VAT 19% included')).toBe('€2.39');
    await expectNoAxeViolations(page);
  });
});
