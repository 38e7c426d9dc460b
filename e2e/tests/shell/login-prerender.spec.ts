import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, PASSWORD } from '../../support/accounts';

/** Holds the app's script until `release()`: what shows meanwhile is the page itself. */
async function holdApp(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe('the sign-in page paints before its script loads', () => {
  test("in the tenant's language and title; the app then takes over what was typed and the submit", async ({
    page,
  }) => {
    const release = await holdApp(page);
    await page.goto('/login', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    await expect(page.getByText('Atlas SP')).toBeVisible();
    await page.getByLabel('Email').fill(ACCOUNTS.atlasAgent);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    // no native submit: the password never goes into the address
    expect(new URL(page.url()).search).toBe('');
    release();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.locator('#sp-prerender')).toHaveCount(0);
  });

  test('in the stored language, mirrored in Arabic, and replaced by the app without a second copy', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('language', 'ar'));
    const release = await holdApp(page);
    await page.goto('/login', { waitUntil: 'commit' });
    const heading = page.getByRole('heading', { level: 1, name: 'مرحبًا بعودتك' });
    await expect(heading).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByLabel('البريد الإلكتروني').fill('amina@atlas.test');
    release();
    await expect(page.locator('#sp-prerender')).toHaveCount(0);
    await expect(heading).toHaveCount(1);
    await expect(page.getByLabel('البريد الإلكتروني')).toHaveValue('amina@atlas.test');
  });
});
