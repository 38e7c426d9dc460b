import { expect, test } from '@playwright/test';
import { ACCOUNTS, apiSignIn, useSession } from '../../support/accounts';

/**
 * A selection larger than a request should draw (over 100 labels) is printed by the server in
 * the background: the page says how far it is, opens the PDF when it is ready, and keeps the
 * batch to download again, in English and in Arabic.
 */
test('an admin prints 101 labels as a batch and finds it among the recent batches', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(120_000);
  const admin = await apiSignIn(request, ACCOUNTS.atlasAdmin);
  await useSession(page, admin, { language: 'en' });

  // Every label, printed or not, of the ready statuses: the demo has hundreds.
  await page.goto('/labels?labelPrinted=all');
  await expect(page.getByRole('heading', { level: 1, name: 'Labels' })).toBeVisible({
    timeout: 20_000,
  });
  const table = page.getByRole('table', { name: 'Labels' });
  await page.getByLabel('Rows per page').selectOption('100');
  await expect(page).toHaveURL(/pageSize=100/);
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
  await expect(table.getByRole('link')).toHaveCount(100);
  const pageOneFirst = (await table.getByRole('link').first().textContent())!.trim();
  await page
    .getByRole('checkbox', { name: 'Select all orders on this page' })
    .click({ force: true });
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/page=2/);
  // Page 1's rows stay on screen until page 2 arrives.
  await expect(table.getByRole('link').first()).not.toHaveText(pageOneFirst);
  const first = (await table.getByRole('link').first().textContent())!.trim();
  await table.getByRole('checkbox', { name: `Select order ${first}` }).click({ force: true });
  const actions = page.getByRole('region', { name: 'Print labels' });
  await expect(actions).toContainText('101 orders selected');

  const popup = context.waitForEvent('page');
  await actions.getByRole('button', { name: 'Labels 4x6' }).click();
  await expect(actions.getByRole('status')).toContainText(/Preparing labels: \d+ of 101/);
  // The PDF opens in a new tab once the batch is done.
  expect((await popup).url()).toMatch(/^blob:/);
  await expect(page.getByText('Labels of 101 orders ready to print')).toBeVisible();
  const batches = page.getByRole('region', { name: 'Recent label batches' });
  await expect(batches.getByText('101 labels (4x6)').first()).toBeVisible();
  await expect(batches.getByText('Ready').first()).toBeVisible();

  // In Arabic, the same batch, mirrored, ready to download again.
  await page.evaluate(() => localStorage.setItem('language', 'ar'));
  await page.goto('/labels');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl', { timeout: 20_000 });
  const arBatches = page.getByRole('region', { name: 'دفعات الملصقات الأخيرة' });
  await expect(arBatches.getByText('101 ملصق (4x6)').first()).toBeVisible({ timeout: 20_000 });
  await expect(arBatches.getByText('جاهز').first()).toBeVisible();
  const again = context.waitForEvent('page');
  await arBatches.getByRole('button', { name: 'تنزيل' }).first().click();
  expect((await again).url()).toMatch(/^blob:/);
});
