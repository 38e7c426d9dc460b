import { expect, test, type APIRequestContext } from '@playwright/test';
import { ACCOUNTS, PASSWORD, bearer, useSession, type Session } from '../../support/accounts';

// Issue B8: sessions read as "Chrome on Linux", come a page at a time, and end one by one.
const UA = {
  chromeLinux:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  firefoxWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  samsungAndroid:
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
};
const EMAIL = ACCOUNTS.atlasAgent;

/** Another sign-in of the same user from the given client (POST /api/auth/login). */
async function loginFrom(request: APIRequestContext, userAgent: string): Promise<Session> {
  const res = await request.post('/api/auth/login', {
    data: { email: EMAIL, password: PASSWORD },
    headers: { 'user-agent': userAgent },
  });
  expect(res.ok(), `login: ${res.status()}`).toBeTruthy();
  return (await res.json()) as Session;
}

test.describe('account settings, Security tab: sessions', () => {
  let me: Session;
  test.beforeEach(async ({ page, request }) => {
    // Its own session, from a named client: the tests below end sessions.
    me = await loginFrom(request, UA.chromeLinux);
    await useSession(page, me, { language: 'en' });
  });

  test('sessions are named by browser and OS, the current one first, and paged', async ({
    page,
    request,
  }) => {
    await loginFrom(request, UA.firefoxWindows);
    for (let i = 0; i < 5; i++) await loginFrom(request, UA.safariIphone);
    const { total } = (await (
      await request.get('/api/auth/sessions', { headers: bearer(me) })
    ).json()) as { total: number };
    expect(total).toBeGreaterThanOrEqual(7);

    await page.goto('/pages/account-settings/security');
    const table = page.getByRole('table', { name: 'Sessions' });
    await expect(table).toBeVisible({ timeout: 20_000 });
    const rows = table.getByRole('row');
    // The header row, then this device.
    await expect(rows.nth(1)).toContainText('Chrome on Linux');
    await expect(rows.nth(1)).toContainText('This device');
    await expect(table).toContainText('Safari on iPhone');
    await expect(table).toContainText('Firefox on Windows');
    await expect(table).not.toContainText('Mozilla/5.0');

    const pager = page.getByRole('navigation', { name: 'Pagination' });
    await pager.getByLabel('Rows per page').selectOption('5');
    await expect(rows).toHaveCount(6);
    await expect(pager).toContainText(`1–5 of ${total}`);
    await pager.getByRole('button', { name: 'Next' }).click();
    await expect(pager).toContainText(`6–${Math.min(10, total)} of ${total}`);
    // "This device" stays on the first page.
    await expect(table).not.toContainText('This device');
  });

  test('ending another session removes it from the list, and its token stops working', async ({
    page,
    request,
  }) => {
    const phone = await loginFrom(request, UA.samsungAndroid);
    await page.goto('/pages/account-settings/security');
    const table = page.getByRole('table', { name: 'Sessions' });
    const row = table.getByRole('row').filter({ hasText: 'Samsung Internet on Android' });
    await expect(row).toHaveCount(1, { timeout: 20_000 });

    await row.getByRole('button', { name: 'End session' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'End this session?' });
    await expect(dialog).toContainText('Samsung Internet on Android will be signed out');
    await dialog.getByRole('button', { name: 'End session' }).click();
    await expect(page.getByText('The session is ended.')).toBeVisible();
    await expect(row).toHaveCount(0);
    expect((await request.get('/api/auth/me', { headers: bearer(phone) })).status()).toBe(401);
    // This device is still signed in.
    expect((await request.get('/api/auth/me', { headers: bearer(me) })).status()).toBe(200);
    await expect(table.getByRole('row').nth(1)).toContainText('This device');
  });
});
