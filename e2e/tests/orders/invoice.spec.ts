import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ACCOUNTS, apiSignIn, bearer, useSession, type Session } from '../../support/accounts';
import { pdfText } from '../../support/pdf';

/**
 * Issue 31.4: the order page downloads the order's invoice, numbered and in the store's
 * language: French (with the total in words), then Arabic (laid out right to left). The
 * PDF is read back with pdf.js (the API's own copy) and its text checked.
 */
async function ok<T>(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> {
  expect(response.ok(), await response.text()).toBeTruthy();
  return (await response.json()) as T;
}

/** A confirmed order of Atlas Casablanca: 2 x 600.00 MAD with tax (200.00 of it at 20 %). */
async function confirmedOrder(
  request: APIRequestContext,
  admin: Session,
  storeId: string,
  tag: string,
) {
  const headers = bearer(admin);
  const sku = `E2E-INV-${tag}-${Date.now() % 1_000_000}`;
  const product = await ok<{ id: string }>(
    await request.post('/api/products', {
      headers,
      data: {
        sku,
        name: `Tapis e2e ${tag}`,
        category: 'Maison',
        costPrice: '300.00',
        salePrice: '600.00',
        currency: 'MAD',
      },
    }),
  );
  await ok(
    await request.post('/api/inventory/adjustments', {
      headers,
      data: { productId: product.id, storeId, quantity: 2, reason: 'found' },
    }),
  );
  const couriers = await ok<{ items: { id: string }[] }>(
    await request.get('/api/fulfillment-agents?active=true&pageSize=5', { headers }),
  );
  const order = await ok<{ id: string; number: string }>(
    await request.post('/api/orders', {
      headers,
      data: {
        storeId,
        customer: {
          name: 'Fatima Zahra Benali',
          phone: '+212 661-234567',
          city: 'Casablanca',
          address: '45 bd Mohammed V',
        },
        lines: [{ productId: product.id, quantity: 2 }],
        paymentMethod: 'cod',
        // A COD order has its courier (the labels page prints it with the others' batch).
        agentId: couriers.items[0]!.id,
      },
    }),
  );
  await ok(
    await request.post(`/api/orders/${order.id}/status`, {
      headers,
      data: { status: 'confirmed' },
    }),
  );
  return order;
}

/** Clicks the order page's invoice button and returns the downloaded file's name and text. */
async function downloadInvoice(page: Page, button: string) {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: button, exact: true }).click();
  const file = await download;
  return { name: file.suggestedFilename(), text: await pdfText(await file.path()) };
}

test('the order page downloads its invoice in French, then in Arabic', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await apiSignIn(request, ACCOUNTS.atlasAdmin);
  const headers = bearer(admin);
  const stores = await ok<{ items: { id: string; name: string }[] }>(
    await request.get('/api/stores', { headers }),
  );
  const storeId = stores.items.find((s) => s.name === 'Atlas Casablanca')!.id;
  const invoicing = (data: object) =>
    request.patch(`/api/stores/${storeId}`, { headers, data: { invoicing: data } });
  expect(
    (
      await invoicing({
        language: 'fr',
        legalName: 'Atlas Commerce SARL',
        taxId: 'ICE 001234567000089',
      })
    ).ok(),
  ).toBeTruthy();

  try {
    // French: the button says "Facture", then the number it issued.
    const fr = await confirmedOrder(request, admin, storeId, 'fr');
    await useSession(page, admin, { language: 'fr' });
    await page.goto(`/orders/${fr.id}`);
    await expect(
      page.getByRole('heading', { level: 1, name: `Commande ${fr.number}` }),
    ).toBeVisible({ timeout: 20_000 });
    const first = await downloadInvoice(page, 'Facture');
    const number = first.name.replace(/\.pdf$/, '');
    expect(number).toMatch(/^INV-\d{4}-\d{6}$/);
    expect(first.text).toContain(`Numéro: ${number}`);
    expect(first.text).toContain('Atlas Commerce SARL');
    expect(first.text).toMatch(/20 %\s+1000\.00\s+200\.00/);
    expect(first.text).toMatch(/Total TTC\s+1200\.00 MAD/);
    expect(first.text).toContain(
      'Arrêtée la présente facture à la somme de : mille deux cents dirhams toutes taxes comprises.',
    );
    await expect(page.getByRole('button', { name: `Facture ${number}` })).toBeVisible();
    // Downloaded again: the same invoice, no new number.
    const again = await downloadInvoice(page, `Facture ${number}`);
    expect(again.name).toBe(`${number}.pdf`);

    // Arabic: the store's documents in Arabic, the page in Arabic, right to left.
    expect((await invoicing({ language: 'ar' })).ok()).toBeTruthy();
    const ar = await confirmedOrder(request, admin, storeId, 'ar');
    await page.evaluate(() => localStorage.setItem('language', 'ar'));
    await page.goto(`/orders/${ar.id}`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl', { timeout: 20_000 });
    const arabic = await downloadInvoice(page, 'الفاتورة');
    const arNumber = arabic.name.replace(/\.pdf$/, '');
    // The store's series: the next number after the French one.
    expect(Number(arNumber.slice(-6))).toBe(Number(number.slice(-6)) + 1);
    expect(arabic.text).toContain(arNumber);
    expect(arabic.text).toContain('1200.00 MAD');
    expect(arabic.text).toContain('200.00 MAD');
    // Shaped Arabic reads back approximately: the words' letters are there.
    for (const word of ['فاتورة', 'الضريبة', 'ألف'])
      expect([...arabic.text].filter((c) => word.includes(c)).length).toBeGreaterThanOrEqual(
        word.length,
      );
    await expect(page.getByRole('button', { name: `الفاتورة ${arNumber}` })).toBeVisible();
  } finally {
    await invoicing({ language: 'fr', legalName: '', taxId: '' });
  }
});
