import { expect, test } from '@playwright/test';
import { ACCOUNTS, PASSWORD } from '../../support/accounts';
import { signedIn } from './helpers';

test.describe('anonymous visitor', () => {
  test('/ goes to login keeping the query string', async ({ page }) => {
    await page.goto('/?ref=mail&x=1');
    await expect(page).toHaveURL(/\/login\?ref=mail&x=1$/);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });

  test('a guarded page goes to login with the query plus `to`', async ({ page }) => {
    await page.goto('/dashboard?tab=2');
    await expect(page).toHaveURL(/\/login\?tab=2&to=%2Fdashboard$/);
    await page.goto('/orders/add');
    await expect(page).toHaveURL(/\/login\?to=%2Forders%2Fadd$/);
    await page.goto('/pages/account-settings/security');
    await expect(page).toHaveURL(/\/login\?to=%2Fpages%2Faccount-settings%2Fsecurity$/);
  });

  test('public pages open without signing in', async ({ page }) => {
    await page.goto('/pages/typography');
    await expect(page.getByRole('heading', { level: 1, name: 'Typography' })).toBeVisible();
    await page.goto('/register');
    await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
  });

  test('signing in lands on `to`, with the rest of the query', async ({ page }) => {
    await page.goto('/dashboard?tab=2');
    await page.getByLabel('Email').fill(ACCOUNTS.atlasAgent);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/dashboard\?tab=2$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });

  test('a wrong password says so and keeps what was typed', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(ACCOUNTS.atlasAgent);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'incorrect' })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(ACCOUNTS.atlasAgent);
  });

  test('field errors are shown in the chosen language', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('language', 'fr'));
    await page.goto('/login');
    await page.getByLabel('E-mail').fill('pas-un-email');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByText('Saisissez une adresse e-mail valide.')).toBeVisible();
  });
});

test.describe('per role', () => {
  for (const [who, landing] of [
    ['atlasAgent', '/dashboard'],
    ['atlasAdmin', '/admin/dashboard'],
    ['root', '/admin/dashboard'],
  ] as const) {
    test(`${who}: / lands on ${landing}; login sends to /dashboard`, async ({ page, request }) => {
      await signedIn(page, request, who);
      await page.goto('/');
      await expect(page).toHaveURL(new RegExp(`${landing}$`));
      await expect(page.getByRole('navigation', { name: 'Main menu' }).first()).toBeVisible();
      await page.goto('/login');
      await expect(page).toHaveURL(/\/dashboard$/);
    });
  }

  test('an agent at the admin dashboard is sent to not-authorized', async ({ page, request }) => {
    await signedIn(page, request, 'atlasAgent');
    await page.goto('/admin/dashboard?x=1');
    await expect(page).toHaveURL(/\/not-authorized$/);
    await expect(page.getByRole('heading', { name: 'You are not authorized' })).toBeVisible();
  });

  test('account settings redirect to the account tab; profile to the profile tab', async ({
    page,
    request,
  }) => {
    await signedIn(page, request, 'atlasAdmin');
    await page.goto('/pages/account-settings');
    await expect(page).toHaveURL(/\/pages\/account-settings\/account$/);
    await expect(page.getByRole('tab', { name: 'Security' })).toBeVisible();
    await page.goto('/pages/user-profile');
    await expect(page).toHaveURL(/\/pages\/user-profile\/profile$/);
  });

  test('signing out from the user menu returns to login and forgets the session', async ({
    page,
    request,
  }) => {
    await signedIn(page, request, 'atlasAgent', {}, true);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: /Account menu of/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?to=%2Fdashboard$/);
  });
});
