import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { ACCOUNTS, apiSignIn, bearer, useSession } from '../../support/accounts';

/** Issue 37: a payment's file is a real file, attached on the form, stored, downloaded as it was; a disguised file is refused in the reader's language. */
const PDF = Buffer.concat([
  Buffer.from('%PDF-1.4\n% e2e receipt\n'),
  Buffer.alloc(1500, 0x20),
  Buffer.from('\n%%EOF\n'),
]);

test('a payment recorded with its receipt attached: shown, downloaded byte for byte; a fake PDF refused in French', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const admin = await apiSignIn(request, ACCOUNTS.atlasAdmin);
  await useSession(page, admin, { language: 'en' });
  await page.goto('/payment');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible({
    timeout: 20_000,
  });

  await page.getByRole('button', { name: 'Record payment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record a payment' });
  await dialog.getByRole('combobox', { name: 'Kind' }).selectOption({ label: 'Expense' });
  await dialog.getByRole('combobox', { name: 'Expense category' }).selectOption({ label: 'Rent' });
  await dialog
    .getByRole('combobox', { name: 'Store' })
    .selectOption({ label: 'Atlas Casablanca (MAD)' });
  await dialog.getByLabel('Amount (MAD)').fill('850');
  // A text file is refused before anything is sent; the receipt is then chosen instead.
  const file = dialog.getByLabel('Attachment');
  await file.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hello'),
  });
  await expect(dialog.getByText('Attach a PDF, PNG or JPEG file', { exact: false })).toBeVisible();
  await file.setInputFiles({
    name: 'loyer-novembre.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await dialog.getByRole('button', { name: 'Record', exact: true }).click();

  await expect(page.getByRole('heading', { level: 1, name: /Payment PAY-\d{6}/ })).toBeVisible({
    timeout: 20_000,
  });
  const paymentId = page.url().split('/payment/')[1]!.split(/[?#]/)[0]!;
  const attachment = page.getByRole('region', { name: 'Attachment' });
  await expect(attachment.getByTestId('payment-attachment')).toContainText('loyer-novembre.pdf');
  const stored = await (
    await request.get(`/api/payments/${paymentId}`, { headers: bearer(admin) })
  ).json();
  expect(stored.attachment).toMatchObject({
    fileName: 'loyer-novembre.pdf',
    contentType: 'application/pdf',
    size: PDF.length,
  });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    attachment.getByRole('button', { name: 'Download loyer-novembre.pdf' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('loyer-novembre.pdf');
  expect(readFileSync((await download.path())!).equals(PDF)).toBe(true);

  // In French, a file typed as a PDF whose content is not one is refused by the API, in French; the receipt stays.
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitemradio', { name: 'Français' }).click();
  const section = page.getByRole('region', { name: 'Pièce jointe' });
  await expect(section.getByTestId('payment-attachment')).toContainText('loyer-novembre.pdf', {
    timeout: 20_000,
  });
  await section.getByLabel('Remplacer le fichier').setInputFiles({
    name: 'faux.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('<html>not a pdf</html>'),
  });
  await expect(
    page
      .getByText(
        'Joignez un fichier PDF, PNG ou JPEG (le contenu du fichier est vérifié, pas seulement son nom).',
      )
      .first(),
  ).toBeVisible();
  const after = await (
    await request.get(`/api/payments/${paymentId}`, { headers: bearer(admin) })
  ).json();
  expect(after.attachment.fileName).toBe('loyer-novembre.pdf');
  await request.patch('/api/auth/me', { headers: bearer(admin), data: { language: 'en' } });
});
