import { expect, test } from '@playwright/test';
import { signedIn } from './helpers';

// Issue 16 B2: the first menu opened after a load closes like any other.
test.describe('menus close with Escape and a click outside, the first time too', () => {
  test.beforeEach(async ({ page, request }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    await signedIn(page, request, 'atlasAdmin', { language: 'en' });
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  });

  test('a nav group', async ({ page }) => {
    const group = page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('button', { name: 'Administration' });
    await group.click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'Roles & permissions' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await group.click();
    await expect(menu).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(menu).toBeHidden();
  });

  test('the display settings panel', async ({ page }) => {
    await page.getByRole('button', { name: 'Display settings' }).click();
    const panel = page.getByRole('dialog', { name: 'Display settings' });
    await expect(panel).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
  });

  test('the shortcuts menu gives way to the search dialog', async ({ page }) => {
    await page.getByRole('button', { name: 'Shortcuts' }).click();
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(menu).toBeHidden();
  });
});
