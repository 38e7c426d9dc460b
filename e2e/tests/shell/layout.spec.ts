import { expect, test } from '@playwright/test';
import { signedIn } from './helpers';

test('switching to Arabic mirrors the layout and survives a reload', async ({ page, request }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await signedIn(page, request, 'atlasAdmin');
  await page.goto('/admin/dashboard');
  await page.waitForLoadState('networkidle');
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toBeVisible();
  const ltrX = (await bell.boundingBox())!.x;
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitemradio', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  const bellAr = page.getByRole('button', { name: /^الإشعارات/ });
  await expect(bellAr).toBeVisible();
  // The bell sat near the right edge in English; mirrored it sits near the left one.
  await expect.poll(async () => (await bellAr.boundingBox())!.x).toBeLessThan(700);
  expect(ltrX).toBeGreaterThan(700);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'لوحة تحكم المسؤول' })).toBeVisible();
});

test('the theme cookie is named after the app title and lasts 30 days', async ({
  page,
  request,
  context,
}) => {
  await signedIn(page, request, 'atlasAgent');
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Theme' }).click();
  await page.getByRole('menuitemradio', { name: 'Dark' }).click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  const cookie = (await context.cookies()).find((c) => c.name === 'Atlas-SP-theme');
  expect(cookie?.value).toBe('dark');
  expect(cookie?.path).toBe('/');
  const days = (cookie!.expires - Date.now() / 1000) / 86400;
  expect(days).toBeGreaterThan(29.9);
  expect(days).toBeLessThanOrEqual(30);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
});

test('the scroll-to-top button shows after 200 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 500 });
  await page.goto('/pages/icons');
  await expect(page.getByRole('heading', { level: 1, name: 'Icons' })).toBeVisible();
  await page.evaluate(() =>
    document.body.insertAdjacentHTML('beforeend', '<div style="height:3000px"></div>'),
  );
  const button = page.getByRole('button', { name: 'Scroll to top' });
  await page.evaluate(() => window.scrollTo(0, 150));
  await expect(button).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 260));
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).toBeHidden();
});

test('an error toast is gone after about a second', async ({ page }) => {
  await page.goto('/pages/dialog-examples');
  await page.getByRole('button', { name: 'Show an error toast' }).click();
  const toast = page.getByRole('alert').filter({ hasText: 'That did not work.' });
  await expect(toast).toBeVisible();
  const shown = Date.now();
  await expect(toast).toBeHidden({ timeout: 4000 });
  expect(Date.now() - shown).toBeLessThan(3000);
});

test('the confirm dialog says "Yes, confirm" and "No, cancel", cancel first', async ({ page }) => {
  await page.goto('/pages/dialog-examples');
  await page.getByRole('button', { name: 'Open a confirm dialog' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByRole('heading', { name: 'Are you sure?' })).toBeVisible();
  const buttons = await dialog.getByRole('button').allTextContents();
  expect(buttons.filter((b) => /confirm|cancel/.test(b))).toEqual(['No, cancel', 'Yes, confirm']);
});
