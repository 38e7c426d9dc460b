import { expect, test, type Page } from '@playwright/test';
import { signedIn } from './helpers';

/** What a page load says in the console (warnings, errors) and which requests fail. */
function listen(page: Page) {
  const said: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning' || m.type() === 'error') said.push(`${m.type()}: ${m.text()}`);
  });
  page.on('response', (r) => {
    if (r.status() >= 400) said.push(`${r.status()} ${new URL(r.url()).pathname}`);
  });
  return said;
}

test('the sign-in page loads without a warning, an error or a failed request (favicon included)', async ({
  page,
}) => {
  const said = listen(page);
  await page.goto('/login', { waitUntil: 'networkidle' });
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(said).toEqual([]);
});

test('a signed-in page loads without a warning, an error or a failed request', async ({
  page,
  request,
}) => {
  await signedIn(page, request, 'atlasAdmin');
  const said = listen(page);
  await page.goto('/admin/dashboard', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(said).toEqual([]);
});
