import { expect, test } from '@playwright/test';
import { signedIn } from './helpers';

// A remote that settles late (a slow network, a busy server) used to rebuild the router and
// remount the page on screen, dropping what the user was typing on another remote's page.
// The router now waits until the user goes to the late module (docs/shell.md).
test('a late remote leaves the page on screen as it is, and opens when the user goes to it', async ({
  page,
  request,
}) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/remotes/purchase/mf-manifest.json', async (route) => {
    await held;
    await route.continue();
  });
  await signedIn(page, request, 'atlasAdmin');
  await page.goto('/users');
  await page.getByRole('button', { name: 'Invite user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a user' });
  const email = dialog.getByLabel('E-mail');
  await email.fill('late.remote@atlas.test');
  // A mark on the very element: a remounted page would bring a new one without it.
  await email.evaluate((el) => el.setAttribute('data-typed-here', 'yes'));

  // While purchase loads, its menu entry is a plain link; once ready, its own group. (A CSS
  // locator: the open dialog hides the rest of the page from the accessibility tree.)
  const purchaseGroup = page
    .locator('nav[aria-label="Main menu"] button')
    .filter({ hasText: /^Purchase$/ });
  await expect(purchaseGroup).toHaveCount(0);
  release();
  await expect(purchaseGroup).toHaveCount(1, { timeout: 15_000 });
  await page.waitForTimeout(300); // a rebuild would have happened by now

  await expect(dialog).toBeVisible();
  await expect(email).toHaveValue('late.remote@atlas.test');
  await expect(email).toHaveAttribute('data-typed-here', 'yes');

  // Going to the late module shows its page (the router is rebuilt then).
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('button', { name: 'Purchase' })
    .click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Suppliers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Suppliers' })).toBeVisible();
});
