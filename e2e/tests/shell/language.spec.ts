import { expect, test } from '@playwright/test';
import { ACCOUNTS, apiSignIn, bearer } from '../../support/accounts';
import { signedIn } from './helpers';

// Issue 16 B3: one language setting, reaching every loaded module at once.
test.describe.serial('language', () => {
  test.afterEach(async ({ request }) => {
    // The choice is the profile's: put the demo account back to English for the other suites.
    const session = await apiSignIn(request, ACCOUNTS.atlasAdmin);
    await request.patch('/api/auth/me', { headers: bearer(session), data: { language: 'en' } });
  });

  test('a switch reaches the remotes at once and is saved to the profile', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    const session = await signedIn(page, request, 'atlasAdmin', { language: 'en' });
    await page.goto('/users');
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible({
      timeout: 20_000,
    });
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitemradio', { name: 'العربية' }).click();
    // The remote's title, menu group, table header and button, without a reload.
    await expect(page.getByRole('heading', { level: 1, name: 'المستخدمون' })).toBeVisible();
    await expect(
      page.getByRole('navigation').getByRole('button', { name: 'الإدارة' }),
    ).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'البريد الإلكتروني' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'دعوة مستخدم' })).toBeVisible();
    await expect
      .poll(
        async () =>
          (await (await request.get('/api/auth/me', { headers: bearer(session) })).json()).userData
            .language,
      )
      .toBe('ar');
  });
});
