import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ACCOUNTS, apiSignIn, bearer, useSession, type Session } from '../../support/accounts';

const TEXT = {
  en: {
    supplier: 'Supplier',
    store: 'Receiving store',
    reorder: 'Reorder low stock',
    unitCostOf: 'Unit cost of',
    saveAndOrder: 'Save and mark ordered',
    receiveGoods: 'Receive goods',
    arrivedOf: 'Arrived now of',
    receive: 'Receive',
    fillExpected: 'Everything still expected arrived',
    partial: 'Partially received',
    received: 'Received',
    detail: /Purchase order PO-\d{6}/,
  },
  ar: {
    supplier: 'المورد',
    store: 'المتجر المستلم',
    reorder: 'إعادة طلب المخزون المنخفض',
    unitCostOf: 'تكلفة وحدة',
    saveAndOrder: 'حفظ ووضع كمطلوب',
    receiveGoods: 'استلام البضائع',
    arrivedOf: 'ما وصل الآن من',
    receive: 'استلام',
    fillExpected: 'وصل كل ما هو متوقع',
    partial: 'مستلم جزئيًا',
    received: 'مستلم',
    detail: /أمر الشراء PO-\d{6}/,
  },
} as const;

/** A product of Atlas Casablanca with 3 in stock at 20.00 under a low-stock level of 10: reorder suggests 17. */
async function lowProduct(request: APIRequestContext, admin: Session, tag: string) {
  const headers = bearer(admin);
  const stores = (await (await request.get('/api/stores', { headers })).json()) as {
    items: { id: string; name: string }[];
  };
  const storeId = stores.items.find((s) => s.name === 'Atlas Casablanca')!.id;
  const sku = `E2E-PO-${tag}-${Date.now() % 1_000_000}`;
  const created = await request.post('/api/products', {
    headers,
    data: {
      sku,
      name: `Tajine e2e ${tag}`,
      category: 'Cuisine',
      costPrice: '20.00',
      salePrice: '45.00',
      currency: 'MAD',
      lowStockLevel: 10,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const product = (await created.json()) as { id: string };
  const adjusted = await request.post('/api/inventory/adjustments', {
    headers,
    data: { productId: product.id, storeId, quantity: 3, reason: 'found' },
  });
  expect(adjusted.ok(), await adjusted.text()).toBeTruthy();
  return sku;
}

const lineCells = (page: Page, sku: string) => {
  const row = page.getByRole('row', { name: sku });
  return { onHand: row.getByTestId('on-hand'), averageCost: row.getByTestId('average-cost') };
};

for (const lng of ['en', 'ar'] as const) {
  test(`an admin orders low stock, receives part then the rest, and sees stock and cost move (${lng})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const T = TEXT[lng];
    const admin = await apiSignIn(request, ACCOUNTS.atlasAdmin);
    const sku = await lowProduct(request, admin, lng);
    await useSession(page, admin, { language: lng });
    const fmt = (n: number, money = false) =>
      page.evaluate(
        ([v, l, m]) =>
          (m
            ? new Intl.NumberFormat(l as string, {
                style: 'currency',
                currency: 'MAD',
                currencyDisplay: 'code',
              })
            : new Intl.NumberFormat(l as string)
          ).format(v as number),
        [n, lng, money] as const,
      );

    await page.goto('/purchase/add');
    // The supplier picker searches on the server: type part of the name, take the match.
    const supplier = page.getByRole('combobox', { name: T.supplier, exact: true });
    await supplier.click();
    await supplier.fill('Textiles');
    await page.getByRole('option', { name: 'Textiles Fès SARL' }).click();
    await page
      .getByLabel(T.store, { exact: true })
      .selectOption({ label: 'Atlas Casablanca (MAD)' });
    await page.getByRole('button', { name: T.reorder }).click();
    const cost = page.getByLabel(`${T.unitCostOf} ${sku}`);
    await expect(cost).toBeVisible();
    await expect(
      page
        .getByRole('row', { name: new RegExp(sku) })
        .getByRole('textbox')
        .first(),
    ).toHaveValue('17');
    await cost.fill('29.00');
    await page.getByRole('button', { name: T.saveAndOrder }).click();

    await expect(page.getByRole('heading', { level: 1, name: T.detail })).toBeVisible({
      timeout: 20_000,
    });
    const before = lineCells(page, sku);
    await expect(before.onHand).toHaveText(await fmt(3));
    await expect(before.averageCost).toHaveText(await fmt(20, true));

    await page.getByRole('link', { name: T.receiveGoods }).click();
    await page.getByLabel(`${T.arrivedOf} ${sku}`).fill('5');
    await page.getByRole('button', { name: T.receive, exact: true }).click();
    await expect(page.getByText(T.partial, { exact: true }).first()).toBeVisible();
    // 3 at 20.00 and 5 at 29.00
    await expect(lineCells(page, sku).onHand).toHaveText(await fmt(8));
    await expect(lineCells(page, sku).averageCost).toHaveText(await fmt(25.63, true));

    await page.getByRole('button', { name: T.fillExpected }).click();
    await expect(page.getByLabel(`${T.arrivedOf} ${sku}`)).toHaveValue('12');
    await page.getByRole('button', { name: T.receive, exact: true }).click();
    await expect(page.getByText(T.received, { exact: true }).first()).toBeVisible();
    await expect(lineCells(page, sku).onHand).toHaveText(await fmt(20));
    await expect(lineCells(page, sku).averageCost).toHaveText(await fmt(27.65, true));
    if (lng === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });
}
