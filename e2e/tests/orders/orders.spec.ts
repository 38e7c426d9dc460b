import { expect, test, type APIRequestContext } from '@playwright/test';
import { ACCOUNTS, apiSignIn, bearer, useSession, type Session } from '../../support/accounts';

/**
 * Issue 11's desk: a seller admin filters the orders by a status tab and searches, creates an
 * order with a line, moves it along the workflow (confirm, pack, label, ship), sees the stock
 * leave, and finds it in the list; in English and in Arabic (mirrored).
 */
const TEXT = {
  en: {
    orders: 'Orders',
    pending: 'Pending',
    shipped: 'Shipped',
    search: 'Search number, customer, phone, tracking',
    add: 'Add order',
    store: 'Store',
    customer: 'Name',
    phone: 'Phone',
    city: 'City',
    find: 'Add a product by SKU, name or barcode',
    quantityOf: 'Quantity of',
    create: 'Create order',
    confirm: 'Confirm',
    pack: 'Mark packed',
    ship: 'Ship',
    label: 'Labels 4x6',
    labelDone: 'Label printed',
    confirmed: 'Confirmed',
    packed: 'Packed',
    detail: /^Order ATL-\d{6}$/,
    shipment: 'Shipment',
    tabs: 'Orders by status',
    noLine: 'Add at least one product',
    edit: 'Edit',
    saveChanges: 'Save changes',
    lines: 'Order lines',
    agent: 'Agent',
    saveShipping: 'Save shipping',
    shippingSaved: 'Shipping details saved',
  },
  ar: {
    orders: 'الطلبات',
    pending: 'قيد الانتظار',
    shipped: 'مشحون',
    search: 'ابحث بالرقم أو العميل أو الهاتف أو رقم التتبع',
    add: 'إضافة طلب',
    store: 'المتجر',
    customer: 'الاسم',
    phone: 'الهاتف',
    city: 'المدينة',
    find: 'أضف منتجًا بالرمز أو الاسم أو الباركود',
    quantityOf: 'كمية',
    create: 'إنشاء الطلب',
    confirm: 'تأكيد',
    pack: 'وضع كمغلّف',
    ship: 'شحن',
    label: 'ملصقات 4x6',
    labelDone: 'طُبع الملصق',
    confirmed: 'مؤكد',
    packed: 'مغلّف',
    detail: /^الطلب ATL-\d{6}$/,
    shipment: 'شحن',
    tabs: 'الطلبات حسب الحالة',
    noLine: 'أضف منتجًا واحدًا على الأقل',
    edit: 'تعديل',
    saveChanges: 'حفظ التعديلات',
    lines: 'سطور الطلب',
    agent: 'عامل التوصيل',
    saveShipping: 'حفظ بيانات الشحن',
    shippingSaved: 'تم حفظ بيانات الشحن',
  },
} as const;

/** A product of Atlas Casablanca with 5 on hand. */
async function stockedProduct(request: APIRequestContext, admin: Session, tag: string) {
  const headers = bearer(admin);
  const stores = (await (await request.get('/api/stores', { headers })).json()) as {
    items: { id: string; name: string }[];
  };
  const storeId = stores.items.find((s) => s.name === 'Atlas Casablanca')!.id;
  const sku = `E2E-ORD-${tag}-${Date.now() % 1_000_000}`;
  const created = await request.post('/api/products', {
    headers,
    data: {
      sku,
      name: `Babouches e2e ${tag}`,
      category: 'Mode',
      costPrice: '80.00',
      salePrice: '149.90',
      currency: 'MAD',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const product = (await created.json()) as { id: string };
  const adjusted = await request.post('/api/inventory/adjustments', {
    headers,
    data: { productId: product.id, storeId, quantity: 5, reason: 'found' },
  });
  expect(adjusted.ok(), await adjusted.text()).toBeTruthy();
  return sku;
}

for (const lng of ['en', 'ar'] as const) {
  test(`an admin filters, searches, creates an order and moves it to shipped (${lng})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const T = TEXT[lng];
    const admin = await apiSignIn(request, ACCOUNTS.atlasAdmin);
    const sku = await stockedProduct(request, admin, lng);
    await useSession(page, admin, { language: lng });

    // The list: a status tab narrows it (and says so in the URL), the search finds one order.
    await page.goto('/orders');
    await expect(page.getByRole('heading', { level: 1, name: T.orders })).toBeVisible({
      timeout: 20_000,
    });
    if (lng === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const tabs = page.getByRole('tablist', { name: T.tabs });
    await tabs.getByRole('tab', { name: new RegExp(`^${T.pending}`) }).click();
    await expect(page).toHaveURL(/status=pending/);
    await expect(tabs.getByRole('tab', { name: new RegExp(`^${T.pending}`) })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const table = page.getByRole('table', { name: T.orders });
    await expect(table).not.toHaveAttribute('aria-busy', 'true');
    await expect(table.getByRole('row').nth(1)).toContainText(T.pending);
    const firstNumber = (await table.getByRole('link').first().textContent())!.trim();
    await page.getByRole('searchbox', { name: T.search }).fill(firstNumber);
    await expect(page).toHaveURL(new RegExp(`search=${firstNumber}`));
    await expect(table.getByRole('link')).toHaveCount(1);

    // Bulk confirm on the selection: the order leaves the pending tab and is found under confirmed.
    if (lng === 'en') {
      const pick = table.getByRole('checkbox', { name: `Select order ${firstNumber}` });
      await pick.click({ force: true });
      await expect(pick).toBeChecked();
      await page
        .getByRole('region', { name: 'Actions on the selected orders' })
        .getByRole('button', { name: 'Confirm', exact: true })
        .click();
      await expect(table.getByRole('link', { name: firstNumber })).toHaveCount(0);
      await tabs.getByRole('tab', { name: /^Confirmed/ }).click();
      await expect(table.getByRole('link', { name: firstNumber })).toBeVisible();
      await expect(table.getByRole('row').nth(1)).toContainText('Confirmed');
    }

    // The column choice is part of the view's URL.
    if (lng === 'en') {
      await page.getByRole('button', { name: 'Columns' }).click();
      await page.getByRole('menuitemcheckbox', { name: 'Phone' }).click();
      await page.keyboard.press('Escape');
      await expect(page).toHaveURL(/cols=/);
      await expect(table.getByRole('columnheader', { name: 'Phone' })).toHaveCount(0);
      await expect(table.getByRole('columnheader', { name: 'City' })).toBeVisible();
    }

    // A new order with one line of the stocked product.
    await page.getByRole('link', { name: T.add }).click();
    await page
      .getByRole('main')
      .getByRole('combobox', { name: T.store, exact: true })
      .selectOption({ label: 'Atlas Casablanca (MAD)' });
    await page.getByRole('textbox', { name: T.customer, exact: true }).fill('فاطمة الزهراء بنعلي');
    await page.getByRole('textbox', { name: T.phone, exact: true }).fill('+212 661-234567');
    await page.getByRole('textbox', { name: T.city, exact: true }).fill('Casablanca');
    // Saving without a line is refused, and what was typed stays.
    await page.getByRole('button', { name: T.create }).click();
    await expect(page.getByText(T.noLine)).toBeVisible();
    await expect(page.getByRole('textbox', { name: T.customer, exact: true })).toHaveValue(
      'فاطمة الزهراء بنعلي',
    );
    await page.getByRole('textbox', { name: T.find }).fill(sku);
    await page.getByRole('textbox', { name: T.find }).press('Enter');
    await page.getByLabel(`${T.quantityOf} ${sku}`).fill('2');
    await page.getByRole('button', { name: T.create }).click();

    const heading = page.getByRole('heading', { level: 1, name: T.detail });
    await expect(heading).toBeVisible({ timeout: 20_000 });
    const number = (await heading.textContent())!.match(/ATL-\d{6}/)![0];

    // Still pending: its lines can change.
    await page.getByRole('link', { name: T.edit, exact: true }).click();
    await page.getByLabel(`${T.quantityOf} ${sku}`).fill('3');
    await page.getByRole('button', { name: T.saveChanges }).click();
    await expect(heading).toBeVisible({ timeout: 20_000 });
    await expect(
      page.getByRole('table', { name: T.lines }).getByRole('row', { name: sku }),
    ).toContainText(/449[.,٫]70/);

    // Along the workflow: only the allowed moves are offered.
    await expect(page.getByRole('button', { name: T.ship, exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: T.confirm, exact: true }).click();
    await expect(page.getByText(T.confirmed, { exact: true }).first()).toBeVisible();
    // Confirming held the three units in the store.
    await expect(page.getByTestId('stock-state')).toBeVisible();
    await page.getByRole('button', { name: T.pack, exact: true }).click();
    await expect(page.getByText(T.packed, { exact: true }).first()).toBeVisible();
    // A cash-on-delivery order prints and ships only with its courier.
    // The courier picker searches on the server: open it, take the first courier.
    await page.getByRole('combobox', { name: T.agent, exact: true }).click();
    await page
      .getByRole('listbox', { name: T.agent, exact: true })
      .getByRole('option')
      .nth(1)
      .click();
    await page.getByRole('button', { name: T.saveShipping }).click();
    await expect(page.getByText(T.shippingSaved).first()).toBeVisible();
    await page.getByRole('button', { name: T.label }).click();
    await expect(
      page.getByRole('region', { name: lng === 'en' ? 'History' : 'السجل' }).getByText(T.labelDone),
    ).toBeVisible();
    await page.getByRole('button', { name: T.ship, exact: true }).click();
    await expect(page.getByText(T.shipped, { exact: true }).first()).toBeVisible();
    const movement = page.getByRole('row', { name: new RegExp(`${sku} shipment`) });
    await expect(movement).toContainText(T.shipment);
    await expect(movement.getByTestId('on-hand-after')).toHaveText('2');

    // Back in the list, the search finds the new order, shipped.
    await page.goto('/orders');
    await page.getByRole('searchbox', { name: T.search }).fill(number);
    await expect(table.getByRole('link', { name: number })).toBeVisible();
    await expect(table.getByRole('row').nth(1)).toContainText(T.shipped);
  });
}
