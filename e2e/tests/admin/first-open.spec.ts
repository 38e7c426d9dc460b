import { expect, test } from '@playwright/test';
import { ACCOUNTS, apiSignIn, useSession } from '../../support/accounts';

// Issue 16 B1: the form's chunk (zod, react-hook-form) and the dialog parts load while the
// page is idle (and on hover/focus of the button), so the first open waits on no download.
// How fast that first open is, is the bench's (`pnpm bench page`), not a test's.
test('"Invite user" opens its form the first time without fetching anything', async ({
  page,
  request,
}) => {
  await useSession(page, await apiSignIn(request, ACCOUNTS.atlasAdmin), { language: 'en' });
  await page.goto('/users');
  await expect(page.getByRole('cell', { name: 'agent@atlas.test' }).first()).toBeVisible({
    timeout: 20_000,
  });
  // A person reads the list a moment before clicking; the page is idle by then.
  await page.waitForLoadState('networkidle');
  const fetched: string[] = [];
  page.on('request', (r) => {
    if (['script', 'stylesheet'].includes(r.resourceType()))
      fetched.push(new URL(r.url()).pathname);
  });
  await page.getByRole('button', { name: 'Invite user' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Invite a user' }).getByLabel('E-mail'),
  ).toBeEditable();
  expect(fetched).toEqual([]);
});
