import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export const berlin = '5b9a7c1e-0000-4000-8000-000000000001';
export const demo = { email: 'demo@forecourt.test', password: 'Forecourt-demo-1' };

/** Every test starts on a fresh sandbox (a new browser context) and may not reach any other origin. */
export const test = base.extend({
  page: async ({ page }, use) => {
    await page.route(/^(?!http:\/\/localhost)/, (route) => route.abort());
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await use(page);
    expect(errors, 'uncaught errors in the page').toEqual([]);
  },
});
export { expect };

export async function expectNoAxeViolations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(
    result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`),
  ).toEqual([]);
}

export async function logIn(page: Page, email = demo.email, password = demo.password) {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}
