import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, apiSignIn, bearer, PASSWORD } from '../../support/accounts';

// Issue 36: the demo admin of Atlas speaks French; a language picked on the sign-in page wins
// for that session, otherwise signing in switches to the profile's language.
test.describe.serial('sign-in language', () => {
  test.beforeAll(async ({ request }) => {
    // Other suites may have changed it: the demo's choice for this account is French.
    const session = await apiSignIn(request, ACCOUNTS.atlasAdmin);
    await request.patch('/api/auth/me', { headers: bearer(session), data: { language: 'fr' } });
  });
  test.afterAll(async ({ request }) => {
    const session = await apiSignIn(request, ACCOUNTS.atlasAdmin);
    await request.patch('/api/auth/me', { headers: bearer(session), data: { language: 'en' } });
  });

  const signIn = async (page: Page, submit: string) => {
    await page.getByLabel(/^(Email|E-mail)/).fill(ACCOUNTS.atlasAdmin);
    await page.getByLabel(/^(Password|Mot de passe)/).fill(PASSWORD);
    await page.getByRole('button', { name: submit }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  };

  test("without a choice on the sign-in page, the profile's French follows the sign-in", async ({
    page,
  }) => {
    await page.addInitScript(
      () => localStorage.getItem('accessToken') || localStorage.setItem('language', 'en'),
    );
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await signIn(page, 'Sign in');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });

  test('a language picked on the sign-in page wins for the session', async ({ page }) => {
    await page.addInitScript(
      () => localStorage.getItem('accessToken') || localStorage.setItem('language', 'fr'),
    );
    await page.goto('/login');
    // The build's prerendered copy goes once the app has taken over: its buttons are the app's then.
    await expect(page.locator('#sp-prerender')).toHaveCount(0);
    const languages = page.getByRole('navigation', { name: 'Langue' });
    await languages.getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(
      page.getByRole('navigation', { name: 'Language' }).getByRole('button', { name: 'English' }),
    ).toHaveAttribute('aria-current', 'true');
    await signIn(page, 'Sign in');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});
