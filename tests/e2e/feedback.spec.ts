import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, payPrepayAtPump1, signIn, test } from './fixtures';

/** A prepay at pump 1 of Demo Berlin Mitte, fuelled and on its receipt, with the feedback form up. */
async function onReceiptWithFeedback(page: Page) {
  await payPrepayAtPump1(page, 'sandboxStep=400');
  await expect(page).toHaveURL(/\/pay\/finish\?(?=.*orderId=)(?=.*orderType=PREPAY)/, { timeout: 20_000 });
  await expect(page.getByText('Payment complete')).toBeVisible();
  // Offered once the order is completed (a few moments after the receipt).
  await expect(page.getByRole('heading', { name: 'How was it?' })).toBeVisible({ timeout: 15_000 });
}

test('a driver rates a prepay 4 with a comment; thanks are shown, and a reload shows thanks instead of the form', async ({
  page,
}) => {
  await signIn(page);
  await onReceiptWithFeedback(page);
  const feedback = page.getByRole('region', { name: 'How was it?' });
  await expect(feedback.getByRole('radiogroup', { name: 'Your rating' }).getByRole('radio')).toHaveCount(5);
  await expect(feedback.getByRole('button', { name: 'Send feedback' })).toBeDisabled();
  await expectNoAxeViolations(page);

  await feedback.getByText('4 – Very good').click();
  await expect(feedback.getByRole('radio', { name: '4 – Very good' })).toBeChecked();
  await feedback.getByLabel('Comment (optional)').fill('Quick and easy');
  await feedback.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page.getByText('Thanks for your feedback.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How was it?' })).toHaveCount(0);
  // The receipt and its way on stay as they were.
  await expect(page.getByText('Payment complete')).toBeVisible();
  await expect(page.getByRole('button', { name: 'OK', exact: true })).toBeVisible();
  const stored = await page.evaluate(() =>
    Object.values(
      JSON.parse(localStorage.getItem('forecourt.sandbox.v1') ?? '{}').orders as Record<
        string,
        { feedback?: { rating: number; comment?: string } }
      >,
    ).map((order) => order.feedback),
  );
  expect(stored).toEqual([expect.objectContaining({ rating: 4, comment: 'Quick and easy' })]);
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(page.getByText('Payment complete')).toBeVisible();
  await expect(page.getByText('Thanks for your feedback.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How was it?' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Send feedback' })).toHaveCount(0);
});

test('skipping hides the feedback on this receipt and leaves the receipt and OK', async ({ page }) => {
  await signIn(page);
  await onReceiptWithFeedback(page);
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(page.getByRole('heading', { name: 'How was it?' })).toHaveCount(0);
  await expect(page.getByText('Thanks for your feedback.')).toHaveCount(0);
  await expect(page.getByText('Payment complete')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'OK', exact: true }).click();
  await expect(page).toHaveURL(/\/map/);
});
