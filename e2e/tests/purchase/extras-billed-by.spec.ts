import { expect, test } from '@playwright/test';
import { ACCOUNTS, apiSignIn, bearer, useSession } from '../../support/accounts';

/**
 * Issue 29.7: freight and customs billed by other parties (a forwarder, a broker, recorded
 * as suppliers) are named on the purchase order's page, with what each bills, in en, fr, ar.
 */
const TEXT = {
  en: { shipping: 'Shipping billed by', customs: 'Customs billed by', money: 'MAD 120.00' },
  fr: { shipping: 'Transport : qui facture', customs: 'Douane : qui facture', money: '120,00' },
  // Arabic digits depend on the locale's data: the party's name is what this checks.
  ar: { shipping: 'الشحن: الجهة المفوترة', customs: 'الجمارك: الجهة المفوترة', money: null },
} as const;

test('the purchase order names who bills its freight and its customs', async ({
  context,
  request,
}) => {
  const admin = await apiSignIn(request, ACCOUNTS.atlasAdmin);
  const headers = bearer(admin);
  const get = async <T>(url: string) => (await (await request.get(url, { headers })).json()) as T;
  const suppliers = await get<{ items: { id: string; name: string }[] }>(
    '/api/suppliers?pageSize=100',
  );
  const named = (name: string) => suppliers.items.find((s) => s.name === name)!.id;
  const stores = await get<{ items: { id: string; name: string }[] }>('/api/stores');
  const storeId = stores.items.find((s) => s.name === 'Atlas Casablanca')!.id;
  const products = await get<{ items: { id: string }[] }>(
    `/api/products?pageSize=5&storeId=${storeId}`,
  );
  const created = await request.post('/api/purchase-orders', {
    headers,
    data: {
      supplierId: named('Textiles Fès SARL'),
      storeId,
      extraCosts: {
        shipping: '120',
        customs: '40',
        other: '0',
        shippingSupplierId: named('Maroc Emballages'),
        customsSupplierId: named('شركة الأطلس للتوزيع'),
      },
      lines: [{ productId: products.items[0]!.id, quantity: 4, unitCost: '30' }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const po = (await created.json()) as { id: string };

  for (const lng of ['en', 'fr', 'ar'] as const) {
    const T = TEXT[lng];
    // A tab of its own per language (the session and its language are set once per tab).
    const page = await context.newPage();
    await useSession(page, admin, { language: lng });
    await page.goto(`/purchase/${po.id}`);
    const fact = (label: string) =>
      page
        .locator('dl > div')
        .filter({ has: page.locator('dt', { hasText: label }) })
        .locator('dd');
    await expect(fact(T.shipping)).toContainText('Maroc Emballages', { timeout: 20_000 });
    if (T.money) await expect(fact(T.shipping)).toContainText(T.money);
    await expect(fact(T.customs)).toContainText('شركة الأطلس للتوزيع');
    if (lng === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.close();
  }
});
