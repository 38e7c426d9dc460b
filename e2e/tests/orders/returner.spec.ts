import { expect, test, type APIRequestContext } from '@playwright/test';
import { ACCOUNTS, apiSignIn, bearer, useSession, type Session } from '../../support/accounts';

/**
 * Issue 30's daily path for a returner (4, 5): a buyer whose two cash-on-delivery orders came
 * back orders again. The order form knows the phone and flags them, the new order's page
 * and the list show the flag; the tenant wants a confirmation call first, so confirming is
 * refused until the call is recorded; then the seller confirms, packs, ships with a courier
 * and prints the label. In English and in Arabic.
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
    confirm: 'Confirm',
    pack: 'Mark packed',
    ship: 'Ship',
    label: 'Labels 4x6',
    labelDone: 'Label printed',
    confirmed: 'Confirmed',
    packed: 'Packed',
    shipped: 'Shipped',
    detail: /^Order ATL-\d{6}$/,
    returner: 'Returner',
    known: 'Known customer',
    agent: 'Agent',
    saveShipping: 'Save shipping',
    shippingSaved: 'Shipping details saved',
    history: 'History',
    orders: 'Orders',
    search: 'Search number, customer, phone, tracking',
    customers: 'Customers',
    callNeeded: 'record the confirmation call before confirming',
    recordCall: 'Record the confirmation call',
  },
  ar: {
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
    shipped: 'مشحون',
    detail: /^الطلب ATL-\d{6}$/,
    returner: 'كثير الإرجاع',
    known: 'عميل معروف',
    agent: 'عامل التوصيل',
    saveShipping: 'حفظ بيانات الشحن',
    shippingSaved: 'تم حفظ بيانات الشحن',
    history: 'السجل',
    orders: 'الطلبات',
    search: 'ابحث بالرقم أو العميل أو الهاتف أو رقم التتبع',
    customers: 'العملاء',
    callNeeded: 'سجّل مكالمة التأكيد قبل التأكيد',
    recordCall: 'تسجيل مكالمة التأكيد',
  },
} as const;

/** A stocked product of Atlas Casablanca and a buyer (a fresh phone) whose two COD orders came back. */
async function returnerOf(request: APIRequestContext, admin: Session, tag: string) {
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
  const sku = `E2E-RET-${tag}-${Date.now() % 1_000_000}`;
  const product = await ok(
    await request.post('/api/products', {
      headers,
      data: {
        sku,
        name: `Returner e2e ${tag}`,
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
  const agents = (await ok(
    await request.get('/api/fulfillment-agents?active=true&pageSize=100', { headers }),
  )) as { items: { id: string }[] };
  // This tenant confirms a flagged order only after the confirmation call (reset after the test).
  await ok(
    await request.put('/api/orders/settings', { headers, data: { returnerCallRequired: true } }),
  );
  const digits = String(Date.now()).slice(-6);
  const phone = `+212 677-${digits}`;
  for (let i = 0; i < 2; i++) {
    const order = await ok(
      await request.post('/api/orders', {
        headers,
        data: {
          storeId,
          customer: { name: 'Hamid Returner', phone, city: 'Casablanca', address: '9 rue Test' },
          lines: [{ productId: product.id, quantity: 1 }],
          paymentMethod: 'cod',
        },
      }),
    );
    await ok(
      await request.patch(`/api/orders/${order.id}`, {
        headers,
        data: { agentId: agents.items[0]!.id },
      }),
    );
    for (const status of ['confirmed', 'packed', 'shipped', 'returned'])
      await ok(await request.post(`/api/orders/${order.id}/status`, { headers, data: { status } }));
  }
  return { sku, phone };
}

test.afterAll(async ({ request }) => {
  const admin = await apiSignIn(request, ACCOUNTS.atlasAdmin);
  await request.put('/api/orders/settings', {
    headers: bearer(admin),
    data: { returnerCallRequired: false },
  });
});

for (const lng of ['en', 'ar'] as const) {
  test(`a returner's new order is flagged, then confirmed, packed, shipped with a courier and labelled (${lng})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    const T = TEXT[lng];
    const admin = await apiSignIn(request, ACCOUNTS.atlasAdmin);
    const { sku, phone } = await returnerOf(request, admin, lng);
    await useSession(page, admin, { language: lng });

    // The form knows the phone: the customer's record fills the name and says they return.
    await page.goto('/orders/add');
    await page
      .getByRole('main')
      .getByRole('combobox', { name: T.store, exact: true })
      .selectOption({ label: 'Atlas Casablanca (MAD)' });
    await page.getByRole('textbox', { name: T.phone, exact: true }).fill(phone);
    const known = page.getByTestId('known-customer');
    await expect(known).toContainText(T.known, { timeout: 20_000 });
    await expect(known.getByTestId('returner-badge')).toHaveText(T.returner);
    await expect(page.getByRole('textbox', { name: T.customer, exact: true })).toHaveValue(
      'Hamid Returner',
    );
    await expect(page.getByRole('textbox', { name: T.city, exact: true })).toHaveValue(
      'Casablanca',
    );
    await page.getByRole('textbox', { name: T.find }).fill(sku);
    await page.getByRole('textbox', { name: T.find }).press('Enter');
    await expect(page.getByLabel(`${T.quantityOf} ${sku}`)).toBeVisible();
    await page.getByRole('button', { name: T.create }).click();

    // The new order's page flags it with the counts behind the flag.
    const heading = page.getByRole('heading', { level: 1, name: T.detail });
    await expect(heading).toBeVisible({ timeout: 20_000 });
    const number = (await heading.textContent())!.match(/ATL-\d{6}/)![0];
    await expect(page.getByTestId('returner-alert')).toContainText(/2/);
    await expect(page.getByTestId('returner-badge')).toBeVisible();

    // And so does the list.
    await page.goto('/orders');
    await page.getByRole('searchbox', { name: T.search }).fill(number);
    const table = page.getByRole('table', { name: T.orders });
    await expect(table.getByRole('link', { name: number })).toBeVisible();
    await expect(table.getByRole('row').nth(1).getByTestId('returner-badge')).toHaveText(
      T.returner,
    );

    // Confirming is refused until the call is recorded; then the seller goes on:
    // confirm, pack, a courier, the label, ship.
    await table.getByRole('link', { name: number }).click();
    await expect(heading).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: T.confirm, exact: true }).click();
    await expect(page.getByText(T.callNeeded).first()).toBeVisible();
    await page.getByRole('button', { name: T.recordCall }).click();
    await expect(page.getByTestId('returner-called')).toBeVisible();
    await page.getByRole('button', { name: T.confirm, exact: true }).click();
    await expect(page.getByText(T.confirmed, { exact: true }).first()).toBeVisible();
    await expect(page.getByTestId('returner-alert')).toHaveCount(0);
    await page.getByRole('button', { name: T.pack, exact: true }).click();
    await expect(page.getByText(T.packed, { exact: true }).first()).toBeVisible();
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
      page.getByRole('region', { name: T.history }).getByText(T.labelDone),
    ).toBeVisible();
    await page.getByRole('button', { name: T.ship, exact: true }).click();
    await expect(page.getByText(T.shipped, { exact: true }).first()).toBeVisible();

    // The customer's page: three orders, two returned, the flag.
    await page.getByRole('main').getByRole('link', { name: 'Hamid Returner' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Hamid Returner' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByTestId('returner-badge')).toBeVisible();
    await expect(page.getByRole('link', { name: number })).toBeVisible();
  });
}
