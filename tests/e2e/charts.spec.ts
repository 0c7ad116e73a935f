import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { berlin, expect, expectNoAxeViolations, test } from './fixtures';

interface StateConfig {
  states?: Record<string, StateConfig>;
}

/** The number of states of a chart, from its file in docs/charts (the root counted). */
function stateCount(chartId: string): number {
  const count = (state: StateConfig): number =>
    1 + Object.values(state.states ?? {}).reduce((sum, child) => sum + count(child), 0);
  return count(JSON.parse(readFileSync(path.join('docs/charts', `${chartId}.json`), 'utf8')));
}

/** Every request the page sends to another machine than this one. */
function outsideRequests(page: Page) {
  const outside: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith('http://localhost')) outside.push(request.url());
  });
  return outside;
}

test('the viewer draws every chart, with every state, and sends nothing out', async ({ page }) => {
  const outside = outsideRequests(page);
  await page.goto('/charts');
  await expect(page.getByRole('heading', { level: 1, name: 'Flow charts' })).toBeVisible();
  const picker = page.getByLabel('Chart', { exact: true });
  const ids = await picker
    .locator('option')
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
  expect(ids).toHaveLength(20);
  const drawing = page.getByRole('region', { name: /^Chart / });
  for (const id of ids) {
    await picker.selectOption(id);
    await expect(page).toHaveURL(new RegExp(`chart=${id}`));
    await expect(drawing.locator('[data-state]'), id).toHaveCount(stateCount(id));
    await expect(drawing.locator(`[data-state="${id}"]`)).toBeVisible();
  }
  await expectNoAxeViolations(page);
  expect(outside).toEqual([]);
});

test('a state clicked shows its description, its transitions and the screen the driver sees there', async ({
  page,
}) => {
  await page.goto('/charts?chart=prepayFuel');
  const drawing = page.getByRole('region', { name: 'Chart prepayFuel' });
  await drawing.locator('[data-state="prepayFuel.ordering"]').click();
  await expect(page).toHaveURL(/state=prepayFuel\.ordering/);
  const details = page.getByRole('region', { name: 'ordering' });
  await expect(details.getByRole('heading', { level: 2, name: 'ordering' })).toBeVisible();
  await expect(details.getByText('/pay/prepay/summary').first()).toBeVisible();
  await expect(details.getByText('/pay/prepay/fueling').first()).toBeVisible();
  await expect(details.getByText('done: orderLifecycle').first()).toBeVisible();
  await expect(drawing.locator('[data-state="prepayFuel.ordering"]')).toHaveAttribute('aria-pressed', 'true');
  await expectNoAxeViolations(page);

  // By keyboard: a state is a button in the drawing.
  await drawing.locator('[data-state="prepayFuel.fueling"]').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'fueling' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'fueling' }).getByText('/pay/prepay/fueling')).toBeVisible();

  // A reload keeps the chart and the state; a chart behind the screens says it has none.
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'fueling' })).toBeVisible();
  await page.getByLabel('Chart', { exact: true }).selectOption('orderPoll');
  await page.getByRole('region', { name: 'Chart orderPoll' }).locator('[data-state="orderPoll.paused"]').click();
  await expect(page.getByText('This chart runs behind the screens: it has no screen of its own.')).toBeVisible();
});

test('with ?inspect=local, the viewer highlights the state each running flow of the app is in', async ({
  page,
  context,
}) => {
  await page.goto('/charts?chart=payStation');
  await expect(page.getByText(/open the app in another tab with \?inspect=local/)).toBeVisible();

  const app = await context.newPage();
  await app.route(/^(?!http:\/\/localhost)/, (route) => route.abort());
  await app.goto(`/pay?pid=${berlin}&inspect=local`);
  await expect(app.getByRole('heading', { name: 'Choose your pump' })).toBeVisible();

  const running = page.getByRole('region', { name: 'Running now' });
  await expect(running.getByRole('link', { name: 'session' })).toBeVisible();
  // The pump list opens while a guest's account still loads: the viewer follows the session into `ready`.
  await expect(running.getByRole('listitem').filter({ hasText: 'session' })).toContainText('ready.current');
  await expect(running.getByRole('link', { name: 'payStation' })).toBeVisible();
  const drawing = page.getByRole('region', { name: 'Chart payStation' });
  await expect(drawing.locator('[data-active]').first()).toBeVisible();
  await running.getByRole('link', { name: 'session' }).click();
  await expect(page).toHaveURL(/chart=session/);
  await expect(page.getByRole('region', { name: 'Chart session' }).locator('[data-active]').first()).toBeVisible();
  await expect(page.getByText('running now', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});
