import { expect, test, type APIRequestContext } from '@playwright/test';
import { ACCOUNTS, apiSignIn, bearer, useSession, type Session } from '../../support/accounts';

/**
 * Issue 30's daily path: create an order, confirm it (its units held), give it a courier
 * and print its label; edit it (the label is void, the order is "to print" again), reprint;
 * pack, ship part of it with a courier and a tracking number (the rest stays open), print
 * that shipment's label, ship the rest, deliver. In English and in Arabic.
 */
const TEXT = {
  en: {
    store: 'Store',
    customer: 'Name',
    phone: 'Phone',
    city: 'City',
    find: 'Add a product by SKU, name or barcode',
    quantityOf: 'Quantity of',
    create: 'Create order',
    edit: 'Edit',
    saveChanges: 'Save changes',
    confirm: 'Confirm',
    pack: 'Mark packed',
    ship: 'Ship',
    deliver: 'Mark delivered',
    label: 'Labels 4x6',
    labelDone: 'Label printed (',
    labelAgain: 'Label printed again',
    held: '3 units held in stock',
    confirmed: 'Confirmed',
    packed: 'Packed',
    shipped: 'Shipped',
    delivered: 'Delivered',
    detail: /^Order ATL-\d{6}$/,
    agent: 'Agent',
    saveShipping: 'Save shipping',
    shippingSaved: 'Shipping details saved',
    history: 'History',
    unitsOf: 'Units of',
    courier: 'Courier of this shipment',
    tracking: 'Tracking number (may follow)',
    shipUnits: 'Ship these units',
    partly: 'Partly shipped',
    shipmentLabel: 'Label of shipment 1 printed',
    labels: 'Labels',
  },
  ar: {
    store: 'المتجر',
    customer: 'الاسم',
    phone: 'الهاتف',
    city: 'المدينة',
    find: 'أضف منتجًا بالرمز أو الاسم أو الباركود',
    quantityOf: 'كمية',
    create: 'إنشاء الطلب',
    edit: 'تعديل',
    saveChanges: 'حفظ التعديلات',
    confirm: 'تأكيد',
    pack: 'وضع كمغلّف',
    ship: 'شحن',
    deliver: 'وضع كمُسلَّم',
    label: 'ملصقات 4x6',
    labelDone: 'طُبع الملصق (',
    labelAgain: 'أُعيدت طباعة الملصق',
    held: '3 وحدات محجوزة في المخزون',
    confirmed: 'مؤكد',
    packed: 'مغلّف',
    shipped: 'مشحون',
    delivered: 'مُسلَّم',
    detail: /^الطلب ATL-\d{6}$/,
    agent: 'عامل التوصيل',
    saveShipping: 'حفظ بيانات الشحن',
    shippingSaved: 'تم حفظ بيانات الشحن',
    history: 'السجل',
    unitsOf: 'وحدات',
    courier: 'شركة توصيل هذه الشحنة',
    tracking: 'رقم التتبع (يمكن لاحقًا)',
    shipUnits: 'شحن هذه الوحدات',
    partly: 'شُحن جزئيًا',
    shipmentLabel: 'طُبع ملصق الشحنة 1',
    labels: 'الملصقات',
  },
} as const;

/** A product of Atlas Casablanca with ten units on hand. */
async function stockedProduct(request: APIRequestContext, admin: Session, tag: string) {
  const headers = bearer(admin);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each caller reads the fields it asked for
  const ok = async (res: Awaited<ReturnType<APIRequestContext['get']>>): Promise<any> => {
    expect(res.ok(), await res.text()).toBeTruthy();
    return res.json();
  };
  const stores = (await ok(await request.get('/api/stores', { headers }))) as {
    items: { id: string; name: string }[];
  };
  const storeId = stores.items.find((s) => s.name === 'Atlas Casablanca')!.id;
  const sku = `E2E-DAY-${tag}-${Date.now() % 1_000_000}`;
  const name = `Daily path ${tag} ${Date.now() % 1_000_000}`;
  const product = await ok(
    await request.post('/api/products', {
      headers,
      data: {
        sku,
        name,
        category: 'Mode',
        costPrice: '80.00',
        salePrice: '149.90',
        currency: 'MAD',
      },
    }),
  );
  await ok(
    await request.post('/api/inventory/adjustments', {
      headers,
      data: { productId: product.id, storeId, quantity: 10, reason: 'found' },
    }),
  );
  return { sku, name };
}

for (const lng of ['en', 'ar'] as const) {
  test(`the daily path: create, confirm, label, edit, reprint, ship part with a courier, deliver (${lng})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const T = TEXT[lng];
    const admin = await apiSignIn(request, ACCOUNTS.atlasAdmin);
    const { sku, name } = await stockedProduct(request, admin, lng);
    await useSession(page, admin, { language: lng });
    const history = page.getByRole('region', { name: T.history });

    // Create: three units.
    await page.goto('/orders/add');
    await page
      .getByRole('main')
      .getByRole('combobox', { name: T.store, exact: true })
      .selectOption({ label: 'Atlas Casablanca (MAD)' });
    await page.getByRole('textbox', { name: T.customer, exact: true }).fill('Salma Daily');
    await page
      .getByRole('textbox', { name: T.phone, exact: true })
      .fill(`+212 661-${String(Date.now()).slice(-6)}`);
    await page.getByRole('textbox', { name: T.city, exact: true }).fill('Casablanca');
    await page.getByRole('textbox', { name: T.find }).fill(sku);
    await page.getByRole('textbox', { name: T.find }).press('Enter');
    await page.getByLabel(`${T.quantityOf} ${sku}`).fill('3');
    await page.getByRole('button', { name: T.create }).click();
    const heading = page.getByRole('heading', { level: 1, name: T.detail });
    await expect(heading).toBeVisible({ timeout: 20_000 });
    const number = (await heading.textContent())!.match(/ATL-\d{6}/)![0];

    // Confirm: the three units are held.
    await page.getByRole('button', { name: T.confirm, exact: true }).click();
    await expect(page.getByText(T.confirmed, { exact: true }).first()).toBeVisible();
    await expect(page.getByTestId('stock-state')).toHaveText(T.held);

    // A courier, then the label.
    // The courier picker searches on the server: open it, take the first courier.
    await page.getByRole('combobox', { name: T.agent, exact: true }).click();
    await page
      .getByRole('listbox', { name: T.agent, exact: true })
      .getByRole('option')
      .nth(1)
      .click();
    await page.getByRole('button', { name: T.saveShipping }).click();
    await expect(page.getByText(T.shippingSaved).first()).toBeVisible();
    await page.getByRole('button', { name: T.label }).first().click();
    await expect(history.getByText(T.labelDone)).toBeVisible();

    // Edit the quantity: the printed label is void, and the order is to print again.
    await page.getByRole('link', { name: T.edit, exact: true }).click();
    await page.getByLabel(`${T.quantityOf} ${sku}`).fill('4');
    await page.getByRole('button', { name: T.saveChanges }).click();
    await expect(heading).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('label-void')).toBeVisible();
    await page.goto('/labels');
    await expect(page.getByRole('main').getByText(number).first()).toBeVisible({ timeout: 20_000 });
    await page.goto('/orders');
    await page.getByRole('main').getByRole('searchbox').fill(number);
    await page.getByRole('main').getByRole('link', { name: number }).click();
    await expect(heading).toBeVisible({ timeout: 20_000 });

    // Reprint: recorded, and the warning goes.
    await page.getByRole('button', { name: T.label }).first().click();
    await expect(history.getByText(T.labelAgain)).toBeVisible();
    await expect(page.getByTestId('label-void')).toHaveCount(0);

    // Pack, then ship one unit with a courier and a tracking number: the rest stays open.
    await page.getByRole('button', { name: T.pack, exact: true }).click();
    await expect(page.getByText(T.packed, { exact: true }).first()).toBeVisible();
    await page.getByRole('spinbutton', { name: `${T.unitsOf} ${name}` }).fill('1');
    await page.getByRole('combobox', { name: T.courier }).click();
    await page.getByRole('listbox', { name: T.courier }).getByRole('option').nth(1).click();
    const tracking = `TRK${Date.now() % 1_000_000}`;
    await page.getByRole('textbox', { name: T.tracking }).fill(tracking);
    await page.getByRole('button', { name: T.shipUnits }).click();
    const first = page.getByTestId('shipment-1');
    await expect(first).toContainText(tracking);
    await expect(page.getByTestId('partly-shipped')).toHaveText(T.partly);
    await expect(page.getByText(T.packed, { exact: true }).first()).toBeVisible();
    await first.getByRole('button', { name: T.label }).click();
    await expect(history.getByText(T.shipmentLabel)).toBeVisible();
    // The shipments and the form to ship the rest fit a phone: the page never scrolls sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect
      .poll(() =>
        page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      )
      .toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1280, height: 720 });

    // Ship the rest, then deliver.
    await page.getByRole('button', { name: T.ship, exact: true }).click();
    await expect(page.getByText(T.shipped, { exact: true }).first()).toBeVisible();
    await expect(page.getByTestId('shipment-2')).toBeVisible();
    await expect(page.getByTestId('partly-shipped')).toHaveCount(0);
    await page.getByRole('button', { name: T.deliver, exact: true }).click();
    await expect(page.getByText(T.delivered, { exact: true }).first()).toBeVisible();
    await expect(page.getByTestId('shipment-2')).toContainText(T.delivered);
  });
}
