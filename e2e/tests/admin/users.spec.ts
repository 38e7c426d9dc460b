import { expect, test } from '@playwright/test';
import { ACCOUNTS, apiSignIn, bearer, useSession, type Session } from '../../support/accounts';
import { expectBrandHeading, mailedLink } from './helpers';

const EMAIL = `invited-${Date.now()}@atlas.test`;
const NAME = 'Invited Agent';
const NEW_PASSWORD = 'Fresh-Password-2026';

test.describe.serial('users: invitation, guard, deactivation', () => {
  let admin: Session;
  let root: Session;
  test.beforeAll(async ({ request }) => {
    admin = await apiSignIn(request, ACCOUNTS.atlasAdmin);
    root = await apiSignIn(request, ACCOUNTS.root);
  });

  test('an admin invites an agent from the users page', async ({ page }) => {
    await useSession(page, admin, { language: 'en' });
    await page.goto('/users');
    await expectBrandHeading(page, 'Users');
    await expect(page.getByRole('cell', { name: 'agent@atlas.test' }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Invite user' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite a user' });
    // Submitted empty (the e-mail field has the focus, as the dialog opens): every field says
    // what is wrong at once, an empty e-mail "Required", not "Enter a valid email address".
    await expect(dialog.getByLabel('E-mail')).toBeFocused();
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(dialog.getByText('Required')).toHaveCount(2);
    await expect(dialog.getByText('Enter a valid email address.')).toHaveCount(0);
    // A failed save keeps what was typed: an empty name is refused, the e-mail stays.
    await dialog.getByLabel('E-mail').fill(EMAIL);
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(dialog.getByText('Required')).toBeVisible();
    await expect(dialog.getByLabel('E-mail')).toHaveValue(EMAIL);
    await dialog.getByLabel('Full name').fill(NAME);
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('searchbox', { name: 'Search by name or e-mail' }).fill('invited-');
    await expect(page).toHaveURL(/search=invited-/);
    await expect(page.getByRole('row').filter({ hasText: EMAIL })).toContainText('Invited');
  });

  test('the invited agent sets a password from the mailed link and signs in', async ({
    page,
    request,
  }) => {
    const link = await mailedLink(request, root, EMAIL);
    await page.addInitScript(() => localStorage.setItem('language', 'en'));
    await page.goto(link);
    await page.getByLabel(/^New password/).fill(NEW_PASSWORD);
    await page.getByLabel(/^Confirm the password/).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Set the new password' }).click();
    await expect(page.getByText('Your password is changed.')).toBeVisible();
    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await page.getByLabel(/^Email/).fill(EMAIL);
    await page.getByLabel(/^Password/).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    // An agent is sent to not-authorized at /users, and the API refuses the list too.
    await page.goto('/users');
    await expect(page).toHaveURL(/not-authorized/);
    const token = await page.evaluate(() => localStorage.getItem('accessToken'));
    const res = await request.get('/api/users', { headers: { Authorization: `Bearer ${token}` } });
    expect(res.status()).toBe(403);
  });

  test('the list keeps search, filters, sort and page size in the URL', async ({ page }) => {
    await useSession(page, admin, { language: 'en' });
    await page.goto('/users?role=agent&pageSize=5');
    await expect(page.getByLabel('Role')).toHaveValue('agent');
    await expect(page.getByLabel('Rows per page')).toHaveValue('5');
    await page.getByRole('button', { name: 'E-mail' }).click();
    await expect(page).toHaveURL(/sort=email/);
    await page.reload();
    await expect(page.getByRole('columnheader', { name: 'E-mail' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(page.getByRole('row').filter({ hasText: 'admin@atlas.test' })).toHaveCount(0);
  });

  test('a deactivated user cannot sign in', async ({ page, request }) => {
    await useSession(page, admin, { language: 'en' });
    await page.goto(`/users?search=${encodeURIComponent(EMAIL)}`);
    await page.getByRole('button', { name: `Actions for ${NAME}` }).click();
    await page.getByRole('menuitem', { name: 'Deactivate' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, confirm' }).click();
    await expect(page.getByRole('row').filter({ hasText: EMAIL })).toContainText('Deactivated');
    const login = await request.post('/api/auth/login', {
      data: { email: EMAIL, password: NEW_PASSWORD },
    });
    expect(login.status()).toBe(403);
    // Admins cannot deactivate themselves: the API says so with its own code.
    const self = await request.post(`/api/users/${admin.userData.id}/deactivate`, {
      headers: bearer(admin),
    });
    expect(self.status()).toBe(403);
    expect((await self.json()).error.code).toBe('self_change_forbidden');
  });
});
