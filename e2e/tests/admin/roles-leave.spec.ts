import { expect, test } from '@playwright/test';
import { ACCOUNTS, apiSignIn, useSession } from '../../support/accounts';
import { expectBrandHeading } from './helpers';

// Issue B8: leaving the roles page with unsaved permission changes asks first.
test('the roles page asks before leaving with an unsaved change', async ({ page, request }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await useSession(page, await apiSignIn(request, ACCOUNTS.atlasAdmin), { language: 'en' });
  await page.goto('/roles');
  await expectBrandHeading(page, 'Roles & permissions');
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  const toUsers = async () => {
    await nav.getByRole('button', { name: 'Administration' }).click();
    await page.getByRole('menuitem', { name: 'Users', exact: true }).click();
  };

  // No change: leaving is not questioned.
  await toUsers();
  await expect(page).toHaveURL(/\/users$/);
  await page.goBack();
  await expectBrandHeading(page, 'Roles & permissions');

  const cell = page.getByRole('checkbox', { name: 'See Audit log' });
  await expect(cell).not.toBeChecked();
  await cell.click({ force: true });
  await expect(cell).toBeChecked();

  // Stay: the page and the change are kept.
  await toUsers();
  const dialog = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  await expect(dialog).toContainText('not saved yet');
  await dialog.getByRole('button', { name: 'Stay on the page' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/roles$/);
  await expect(cell).toBeChecked();

  // A reload or a closed tab: the browser's own prompt.
  const prompt = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const unload = await prompt;
  expect(unload.type()).toBe('beforeunload');
  await unload.dismiss();
  expect(page.isClosed()).toBe(false);

  // Leave: the change is dropped, nothing was saved.
  await toUsers();
  await dialog.getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page).toHaveURL(/\/users$/);
  await page.goto('/roles');
  await expectBrandHeading(page, 'Roles & permissions');
  await expect(page.getByRole('checkbox', { name: 'See Audit log' })).not.toBeChecked();
});
