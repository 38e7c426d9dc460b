import { expect, test } from '@playwright/test';
import { signedIn } from './helpers';

// Issue B8: the menu group holding the current page is marked, in both layouts.
test.describe('the current menu group is marked', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
  });

  test('horizontal: the group trigger of the current page says so', async ({ page, request }) => {
    await signedIn(page, request, 'atlasAdmin', { language: 'en' });
    await page.goto('/roles');
    await expect(page.getByRole('heading', { level: 1, name: 'Roles & permissions' })).toBeVisible({
      timeout: 20_000,
    });
    const group = page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('button', { name: 'Administration' });
    await expect(group).toHaveAttribute('aria-current', 'true');
    await group.click();
    await expect(page.getByRole('menuitem', { name: 'Roles & permissions' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await page.keyboard.press('Escape');

    // A page outside the group: the mark goes.
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Dashboard' })
      .first()
      .click();
    await expect(group).not.toHaveAttribute('aria-current', /.*/);
  });

  test('vertical: the group heading of the current page says so', async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'Atlas-SP-navLayout', value: 'vertical', url: baseURL! }]);
    await signedIn(page, request, 'atlasAdmin', { language: 'en' });
    await page.goto('/audit-log');
    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible({
      timeout: 20_000,
    });
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    const group = nav.getByRole('button', { name: 'Administration' });
    await expect(group).toHaveAttribute('aria-current', 'true');
    await expect(nav.getByRole('link', { name: 'Audit log' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Closed, the group still carries the mark of the page it hides.
    await group.click();
    await expect(nav.getByRole('link', { name: 'Audit log' })).toBeHidden();
    await expect(group).toHaveAttribute('aria-current', 'true');
  });
});
