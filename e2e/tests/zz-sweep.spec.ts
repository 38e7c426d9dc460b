import { expect, test } from '@playwright/test';
import { ACCOUNTS, apiSignIn, useSession } from '../support/accounts';

const PAGES = ['/orders', '/orders/add', '/labels', '/products', '/inventory', '/purchase', '/purchase/add', '/payment', '/profit-loss', '/reports', '/services', '/fulfillment-agents'];

test('sweep atlas ar dark', async ({ page, request }) => {
  test.setTimeout(300_000);
  const admin = await apiSignIn(request, ACCOUNTS.atlasAdmin);
  await useSession(page, admin, { language: 'en' });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Theme' }).click();
  await page.getByRole('menuitemradio', { name: 'Dark' }).click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await page.evaluate(() => localStorage.setItem('language', 'ar'));
  for (const p of PAGES) {
    await page.goto(p);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1200);
    await page.screenshot({ path: `/tmp/sweep${p.replace(/\//g, '_')}.png` });
  }
});
