import { expect, test } from '@playwright/test';
import { signedIn } from './helpers';

/**
 * Issue 37: the admin opens the day on trends and on what needs action; the staff dashboard
 * keeps to the member's own work. Each figure opens the list behind it.
 */
test('the admin dashboard: trends per currency, to ship, COD overdue, low stock with days of cover', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await signedIn(page, request, 'atlasAdmin');
  await page.goto('/admin/dashboard');
  const trends = page.getByRole('region', { name: 'Orders and revenue, last 30 days' });
  // the demo sells in MAD: one chart of 30 days, each bar opening its day's orders
  const mad = trends.getByRole('region', { name: 'MAD orders and revenue' });
  await expect(
    mad.getByRole('link', { name: /^\d{2} [A-Z][a-z]{2}: MAD\s[\d,]+\.\d\d$/ }),
  ).toHaveCount(30, { timeout: 45_000 });
  await expect(mad).toContainText(/\d+ orders · MAD\s[\d,]+\.\d\d/);
  for (const name of [
    'To ship',
    'Cash on delivery overdue, by courier',
    'Low stock and days of cover',
  ]) {
    await expect(page.getByRole('region', { name })).toBeVisible();
  }
  // the staff's own board is not the admin's: no "My orders" here
  await expect(page.getByRole('region', { name: 'My orders' })).toHaveCount(0);
  await trends.getByRole('link', { name: 'See these orders' }).click();
  await expect(page).toHaveURL(/\/orders\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/);
});

test("the staff dashboard: the member's own orders, no money of the business", async ({
  page,
  request,
}) => {
  await signedIn(page, request, 'atlasAgent');
  await page.goto('/dashboard');
  const mine = page.getByRole('region', { name: 'My orders' });
  await expect(mine).toContainText('to confirm', { timeout: 45_000 });
  await expect(mine).toContainText('delivered (30 days)');
  await expect(
    page.getByRole('region', { name: /Revenue and net profit|Stock value|Orders and revenue/ }),
  ).toHaveCount(0);
  // Each figure opens the list on the member's own orders (createdBy=me), as many as the figure says.
  const pendingFigure = mine.getByRole('link').nth(1);
  const figure = Number((await pendingFigure.innerText()).replace(/\D/g, ''));
  const listed = page.waitForResponse(
    (r) =>
      r.url().includes('/api/orders?') &&
      r.url().includes('createdBy=me') &&
      r.url().includes('status=pending'),
  );
  await pendingFigure.click();
  await expect(page).toHaveURL(/\/orders\?createdBy=me&status=pending/);
  await expect(page.getByRole('combobox', { name: 'Created by' })).toHaveValue('me');
  expect((await (await listed).json()).total).toBe(figure);
});
