import { expect, test } from '@playwright/test';
import { ACCOUNTS, apiSignIn, bearer, useSession } from '../../support/accounts';

/**
 * Issue 12's products kind, as a seller uses it: a sheet with one bad row stores nothing
 * until the row is skipped; then the good rows are in the catalogue, and the same file
 * again creates no duplicate.
 */
test('products import: one bad row blocks the file until skipped, then the others are in the catalogue', async ({
  page,
  request,
}) => {
  const admin = await apiSignIn(request, ACCOUNTS.atlasAdmin);
  await useSession(page, admin, { language: 'en' });
  const tag = `IMP${Date.now() % 100000}`;
  const csv = [
    'sku,name,category,cost price,sale price',
    `${tag}-1,Coussin brodé ${tag},Maison,40,89.90`,
    `${tag}-2,Plateau en cuivre,Maison,douze,120`,
    `${tag}-3,وعاء فخاري ${tag},Cuisine,15,35`,
  ].join('\n');
  const file = { name: 'fournisseur.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) };

  await page.goto('/products');
  await page.getByRole('link', { name: 'Import' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Import products' })).toBeVisible();
  await page.getByLabel('File to import').setInputFiles(file);
  await page.getByRole('button', { name: 'Upload and check' }).click();
  const mapping = page.getByRole('button', { name: 'Check the rows' });
  if (await mapping.isVisible({ timeout: 5_000 }).catch(() => false)) await mapping.click();

  // The bad row is named with its row number and column; nothing can be stored yet.
  const errors = page.getByRole('table', { name: 'Rows in error' });
  await expect(
    errors.getByRole('row').filter({ hasText: 'douze' }).or(errors.getByRole('row').nth(1)),
  ).toContainText('3');
  const submit = page.getByRole('button', { name: /Import 2 rows/ });
  await expect(submit).toBeDisabled();
  const check = await request.get(`/api/products?search=${tag}`, { headers: bearer(admin) });
  expect((await check.json()).total).toBe(0);

  await page.getByText('Skip the row in error').click();
  await submit.click();
  await expect(page.getByRole('status').filter({ hasText: 'Import finished' })).toBeVisible({
    timeout: 20_000,
  });

  await page.goto(`/products?search=${tag}`);
  await expect(page.getByRole('link', { name: `${tag}-1` })).toBeVisible();
  await expect(page.getByRole('link', { name: `${tag}-3` })).toBeVisible();
  await expect(page.getByRole('link', { name: `${tag}-2` })).toHaveCount(0);

  // The same file again: the two stored rows are unchanged, nothing is duplicated.
  await page.goto('/products/import');
  await page.getByLabel('File to import').setInputFiles(file);
  await page.getByRole('button', { name: 'Upload and check' }).click();
  if (await mapping.isVisible({ timeout: 5_000 }).catch(() => false)) await mapping.click();
  await expect(page.getByRole('table', { name: 'Rows in error' })).toBeVisible();
  const preview = page.getByRole('table', {
    name: 'Preview: the first rows as they will be stored',
  });
  await expect(preview.getByRole('row').filter({ hasText: `${tag}-1` })).toContainText('Unchanged');
  await expect(preview.getByRole('row').filter({ hasText: `${tag}-3` })).toContainText('Unchanged');
  await expect(
    page.getByRole('table', { name: 'Rows in error' }).getByRole('row').nth(1),
  ).toContainText('Cost price: “douze” is not an amount');
  const again = await request.get(`/api/products?search=${tag}`, { headers: bearer(admin) });
  expect((await again.json()).total).toBe(2);
});
