import { expect, test } from '@playwright/test';
import { signedIn } from './helpers';

test('an unknown path shows the not-found page, also through its alias', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.goto('/pages/misc/not-found/404');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('not-authorized and its alias are public', async ({ page }) => {
  await page.goto('/not-authorized');
  await expect(page.getByRole('heading', { name: 'You are not authorized' })).toBeVisible();
  await page.goto('/pages/misc/not-authorized');
  await expect(page.getByRole('heading', { name: 'You are not authorized' })).toBeVisible();
});

test('a GET answered 503 is retried once, a POST is not', async ({ page, request }) => {
  await signedIn(page, request, 'atlasAgent');
  let gets = 0;
  await page.route('**/api/notifications?*', async (route) => {
    gets += 1;
    await route.fulfill({ status: 503, json: { error: { code: 'unavailable', message: 'down' } } });
  });
  await page.goto('/dashboard');
  await expect.poll(() => gets, { timeout: 5000 }).toBe(2);
  await page.waitForTimeout(1000);
  expect(gets).toBe(2);

  await page.evaluate(() => localStorage.clear());
  let posts = 0;
  await page.route('**/api/auth/login', async (route) => {
    posts += 1;
    await route.fulfill({ status: 503, json: { error: { code: 'unavailable', message: 'down' } } });
  });
  await page.goto('/login');
  await page.getByLabel('Email').fill('agent@atlas.test');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('whatever');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await page.waitForTimeout(1000);
  expect(posts).toBe(1);
});

test('maintenance: the shell shows it and comes back by itself', async ({ page }) => {
  let down = true;
  await page.route('**/api/tenant/public', async (route) => {
    if (!down) return route.continue();
    await route.fulfill({
      status: 503,
      json: { error: { code: 'maintenance', message: 'later' } },
    });
  });
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Under maintenance' })).toBeVisible();
  down = false;
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible({ timeout: 12_000 });
});
