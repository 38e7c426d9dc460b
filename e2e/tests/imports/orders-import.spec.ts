import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, apiSignIn, bearer, useSession, type Session } from '../../support/accounts';

// pdf-lib is the API's own dependency (it splits label PDFs): the test draws its labels with it.
const { PDFDocument, StandardFonts } = createRequire(
  join(import.meta.dirname, '../../../apps/api/package.json'),
)('@cantoo/pdf-lib');

/**
 * Issue 12's journey: a seller imports a marketplace CSV with one bad line, downloads the
 * rows in error, fixes them, imports them, finds the orders in the list; then a carrier's
 * PDF of labels attaches each page to its order.
 */
async function uploadAndCheck(
  page: Page,
  name: string,
  body: string | Buffer,
  mimeType = 'text/csv',
) {
  await page
    .getByLabel('File to import')
    .setInputFiles({ name, mimeType, buffer: Buffer.isBuffer(body) ? body : Buffer.from(body) });
  await page.getByRole('button', { name: 'Upload and check' }).click();
  const mapping = page.getByRole('button', { name: 'Check the rows' });
  const preview = page.getByRole('heading', {
    name: 'Preview: the first rows as they will be stored',
  });
  await expect(mapping.or(preview)).toBeVisible({ timeout: 20_000 });
  if (await mapping.isVisible()) await mapping.click();
  await expect(preview).toBeVisible({ timeout: 20_000 });
}

test('orders CSV with one error, the error file fixed and imported, then a labels PDF', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const admin: Session = await apiSignIn(request, ACCOUNTS.atlasAdmin);
  const headers = bearer(admin);
  const stores = await (await request.get('/api/stores', { headers })).json();
  const store = stores.items.find((s: { name: string }) => s.name === 'Atlas Casablanca');
  const products = await (
    await request.get('/api/products?pageSize=5&status=active', {
      headers: { ...headers, 'x-store-id': store.id },
    })
  ).json();
  const [a, b] = products.items.filter((p: { currency: string }) => p.currency === store.currency);
  const tag = `${Date.now() % 1_000_000}`;
  // In letters: digits in the search would also match phone numbers that hold them.
  const customer = `Nadia Tazi ${tag.replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`;
  const csv = [
    'order number,order date,customer,phone,city,address,sku,quantity,payment method,shipping fee',
    `JUM-${tag}1,2026-11-20,${customer},+212 612 345 678,Casablanca,"12 rue Ibn Batouta, Maârif",${a.sku},2,cod,25`,
    `JUM-${tag}1,2026-11-20,${customer},+212 612 345 678,Casablanca,"12 rue Ibn Batouta, Maârif",${b.sku},1,cod,25`,
    `JUM-${tag}2,21/11/2026,${customer},0661234567,Rabat,شارع محمد الخامس 14,NO-SUCH-SKU,1,prepaid,`,
  ].join('\n');

  await useSession(page, admin, { language: 'en', store_id: store.id });
  await page.goto('/orders/bulk-orders-import');
  await uploadAndCheck(page, 'jumia-export.csv', csv);
  const errors = page.getByRole('table', { name: 'Rows in error' });
  await expect(errors).toContainText('NO-SUCH-SKU');
  await expect(page.getByRole('button', { name: /Import 1 row|Import 2 rows/ })).toBeDisabled();

  // The rows in error as a file, with what is wrong in its last column.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download the rows in error (CSV)' }).click(),
  ]);
  const errorFile = readFileSync((await download.path())!, 'utf8');
  expect(errorFile).toContain('NO-SUCH-SKU');
  expect(errorFile.split('\n')[0]).toMatch(/error/i);

  // Import the good order, skipping the bad one.
  await page.getByText(/Skip the row in error/).click();
  await page.getByRole('button', { name: /^Import \d+ rows?$/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Import finished' })).toBeVisible({
    timeout: 30_000,
  });

  // Fix the error file (a real SKU) and import it.
  await page.getByRole('button', { name: 'Import another file' }).click();
  await uploadAndCheck(page, 'jumia-fixed.csv', errorFile.replace('NO-SUCH-SKU', a.sku));
  await expect(page.getByRole('table', { name: 'Rows in error' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Import 1 row' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Import finished' })).toBeVisible({
    timeout: 30_000,
  });

  // Both orders are in the list.
  await page.goto(`/orders?search=${encodeURIComponent(customer)}`);
  const rows = page.getByRole('row').filter({ hasText: customer });
  await expect(rows).toHaveCount(2);
  const found = await (
    await request.get(`/api/orders?search=${encodeURIComponent(customer)}`, { headers })
  ).json();
  const numbers: string[] = found.items.map((o: { number: string }) => o.number).sort();
  expect(numbers).toHaveLength(2);

  // A carrier's PDF: one label per page naming the order; a third page matches nothing.
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const text of [
    `AMANA  Ref: ${numbers[0]}  COD`,
    `AMANA  Ref: ${numbers[1]}  Prepaid`,
    'AMANA  Ref: none',
  ]) {
    pdf.addPage([298, 420]).drawText(text, { x: 20, y: 380, size: 12, font });
  }
  await page.goto('/orders/bulk-orders-labels-import');
  await uploadAndCheck(page, 'amana-labels.pdf', Buffer.from(await pdf.save()), 'application/pdf');
  await expect(page.getByRole('table', { name: 'Rows in error' }).getByRole('row')).toHaveCount(2);
  await page.getByText(/Skip the row in error/).click();
  await page.getByRole('button', { name: 'Import 2 rows' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Import finished' })).toBeVisible({
    timeout: 30_000,
  });
  for (const o of found.items as { id: string }[]) {
    const label = await request.get(`/api/imports/carrier-labels/${o.id}`, { headers });
    expect(label.status()).toBe(200);
    expect(label.headers()['content-type']).toBe('application/pdf');
  }
});
