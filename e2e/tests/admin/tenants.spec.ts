import { expect, test } from '@playwright/test';
import { ACCOUNTS, apiSignIn, useSession, type Session } from '../../support/accounts';
import { modulesOf, setModules, type ModuleSetting } from '../../support/tenants';
import { expectBrandHeading } from './helpers';

test.describe.serial('tenants: a super admin switches a tenant’s modules', () => {
  let root: Session;
  let horizonAdmin: Session;
  let original: ModuleSetting[];
  test.beforeAll(async ({ request }) => {
    root = await apiSignIn(request, ACCOUNTS.root);
    horizonAdmin = await apiSignIn(request, ACCOUNTS.horizonAdmin);
    original = await modulesOf(request, horizonAdmin);
  });
  test.afterAll(async ({ request }) => {
    await setModules(request, root, 'horizon', original);
  });

  test('the tenant’s users get the new menu at their next load', async ({ browser }) => {
    const userPage = await browser.newPage();
    await useSession(userPage, horizonAdmin, { language: 'en' });
    await userPage.goto('/users');
    const nav = userPage.getByRole('navigation').first();
    // The agency remote puts its pages straight in the menu (Leads, Agency, Task, Config).
    await expect(nav.getByRole('link', { name: 'Leads' })).toBeVisible();

    const rootPage = await browser.newPage();
    await useSession(rootPage, root, { language: 'en' });
    await rootPage.goto('/tenants');
    await expectBrandHeading(rootPage, 'Tenants');
    await rootPage.getByRole('button', { name: 'Modules of Horizon Study' }).click();
    const dialog = rootPage.getByRole('dialog', { name: 'Modules of Horizon Study' });
    await dialog.getByText('agency', { exact: true }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(rootPage.getByRole('row').filter({ hasText: 'horizon' })).not.toContainText(
      'agency',
    );

    await userPage.reload();
    await expect(userPage.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Administration' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Leads' })).toHaveCount(0);
  });
});
