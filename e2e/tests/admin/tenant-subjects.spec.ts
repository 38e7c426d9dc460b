import { expect, test } from '@playwright/test';
import { ACCOUNTS, apiSignIn, useSession } from '../../support/accounts';

// Each kind of tenant sees the subjects of its own modules only (issue 16, B5).
test('an agency sees no orders, stock or stores in its grid, audit types and users page', async ({
  page,
  request,
}) => {
  await useSession(page, await apiSignIn(request, ACCOUNTS.horizonAdmin), { language: 'en' });
  await page.goto('/roles');
  const grid = page.getByRole('table').first();
  await expect(grid.getByRole('cell', { name: 'Leads', exact: true })).toBeVisible();
  for (const marketplace of ['Orders', 'Labels', 'Inventory', 'Stores'])
    await expect(grid.getByRole('cell', { name: marketplace, exact: true })).toHaveCount(0);

  await page.goto('/audit-log');
  const types = page.getByLabel('Record type');
  await expect(types.locator('option[value="Lead"]')).toHaveCount(1);
  await expect(types.locator('option[value="Order"]')).toHaveCount(0);
  await expect(types.locator('option[value="Product"]')).toHaveCount(0);

  await page.goto('/users');
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByLabel('Store', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: 'Role' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Stores' })).toHaveCount(0);

  await page.goto('/pages/user-profile/profile');
  await expect(
    page
      .getByRole('region', { name: 'Recent activity' })
      .or(page.getByRole('heading', { level: 1 })),
  ).not.toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Stores' })).toHaveCount(0);
});

test('a marketplace sees no leads, agencies or tasks in its grid and audit types', async ({
  page,
  request,
}) => {
  await useSession(page, await apiSignIn(request, ACCOUNTS.atlasAdmin), { language: 'en' });
  await page.goto('/roles');
  const grid = page.getByRole('table').first();
  await expect(grid.getByRole('cell', { name: 'Orders', exact: true })).toBeVisible();
  for (const agency of ['Leads', 'Agencies', 'Tasks'])
    await expect(grid.getByRole('cell', { name: agency, exact: true })).toHaveCount(0);
  await page.goto('/audit-log');
  await expect(page.getByLabel('Record type').locator('option[value="Lead"]')).toHaveCount(0);
  await expect(page.getByLabel('Record type').locator('option[value="Order"]')).toHaveCount(1);
  await page.goto('/pages/user-profile/profile');
  await expect(page.getByRole('region', { name: 'Stores' })).toBeVisible();
});
