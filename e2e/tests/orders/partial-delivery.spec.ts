import { expect, test, type APIRequestContext } from '@playwright/test';
import { ACCOUNTS, apiSignIn, bearer, useSession } from '../../support/accounts';

/**
 * Issue 31.1: one shipment of a partly shipped order marked delivered from the order page;
 * the order reads "Partly delivered" and offers "Return items", each line returnable up
 * to what was delivered (1 of the 3 ordered). In Arabic, right to left: the delivered part
 * is due (the paid-state card says "partly delivered") and the returned unit is refunded.
 */
async function ok<T>(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> {
  expect(response.ok(), await response.text()).toBeTruthy();
  return (await response.json()) as T;
}

/** A prepaid order of 3 units, confirmed, one of them shipped: its first shipment on its way. */
async function partlyShipped(request: APIRequestContext) {
  const admin = await apiSignIn(request, ACCOUNTS.atlasAdmin);
  const headers = bearer(admin);
  const stores = await ok<{ items: { id: string; name: string }[] }>(
    await request.get('/api/stores', { headers }),
  );
  const storeId = stores.items.find((s) => s.name === 'Atlas Casablanca')!.id;
  const tag = (Date.now() + Math.floor(Math.random() * 1000)) % 1_000_000;
  const product = await ok<{ id: string }>(
    await request.post('/api/products', {
      headers,
      data: {
        sku: `E2E-PD-${tag}`,
        name: `Partly delivered ${tag}`,
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
  const order = await ok<{ id: string; lines: { id: string }[] }>(
    await request.post('/api/orders', {
      headers,
      data: {
        storeId,
        paymentMethod: 'prepaid',
        customer: {
          name: 'Nadia Partial',
          phone: `+212 662-${String(tag).padStart(6, '0')}`,
          city: 'Casablanca',
          address: '12 rue Atlas',
        },
        lines: [{ productId: product.id, quantity: 3 }],
      },
    }),
  );
  await ok(
    await request.post(`/api/orders/${order.id}/status`, {
      headers,
      data: { status: 'confirmed' },
    }),
  );
  await ok(
    await request.post(`/api/orders/${order.id}/shipments`, {
      headers,
      data: { lines: [{ lineId: order.lines[0]!.id, quantity: 1 }] },
    }),
  );

  return { admin, headers, order, product, tag };
}

test('marks one shipment delivered and offers to return what was delivered (en)', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { admin, order, tag } = await partlyShipped(request);

  await useSession(page, admin, { language: 'en' });
  await page.goto(`/orders/${order.id}`);
  await expect(page.getByRole('button', { name: 'Return items' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Mark shipment 1 delivered' }).click();
  await expect(page.getByTestId('shipment-1')).toContainText('Delivered');
  await expect(page.getByTestId('partly-delivered')).toHaveText('Partly delivered');
  await expect(page.getByTestId('partly-shipped')).toBeVisible();

  await page.getByRole('button', { name: 'Return items' }).click();
  const form = page.getByTestId('return-form');
  await expect(
    form.getByRole('row', { name: new RegExp(`Partly delivered ${tag}`) }),
  ).toContainText('1');
  await form
    .getByRole('textbox', { name: `Quantity of Partly delivered ${tag} to return` })
    .fill('2');
  await form.getByRole('button', { name: 'Ask the return' }).click();
  await expect(page.getByTestId('return-error')).toContainText('only 1 of 1 delivered');
});

test('a partly delivered order in Arabic: right to left, the delivered part due, the returned unit refunded', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { admin, headers, order } = await partlyShipped(request);
  await useSession(page, admin, { language: 'ar' });
  await page.goto(`/orders/${order.id}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('paid-state-badge')).toHaveText('غير مستحق بعد');
  await page.getByRole('button', { name: 'تأكيد تسليم الشحنة 1' }).click();
  await expect(page.getByTestId('partly-delivered')).toHaveText('سُلّم جزئيًا');
  // The delivered part is due once the journal has it (a moment after): unpaid, and the card says why.
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('paid-state-badge')).toHaveText('غير مدفوع', {
      timeout: 3_000,
    });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByTestId('paid-state-partly')).toContainText(
    'المستحق هو نصيب الشحنات المُسلَّمة',
  );

  // The delivered unit comes back and its money is given back from the return's page.
  const [reason] = (
    await ok<{ items: { id: string }[] }>(await request.get('/api/returns/reasons', { headers }))
  ).items;
  const ret = await ok<{ id: string }>(
    await request.post('/api/returns', {
      headers,
      data: {
        orderId: order.id,
        lines: [{ orderLineId: order.lines[0]!.id, quantity: 1, reasonId: reason!.id }],
      },
    }),
  );
  await page.goto(`/orders/returns/${ret.id}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('refundable')).toContainText('ما زال يمكن رده');
  await page.getByRole('button', { name: 'رد المبلغ' }).click();
  await expect(page.getByTestId('refunds').getByText('استرداد')).toBeVisible({ timeout: 20_000 });
  const stored = await ok<{ items: { kind: string; amount: string }[] }>(
    await request.get(`/api/returns/orders/${order.id}/refunds`, { headers }),
  );
  expect(stored.items.map((r) => [r.kind, r.amount])).toEqual([['refund', '149.90']]);

  // The order's paid state shows what was given back, still partly delivered.
  // The journal posts the refund a moment after: the API's paid state says it first.
  await expect
    .poll(
      async () =>
        (
          await ok<{ refunded: string; partlyDelivered: boolean }>(
            await request.get(`/api/orders/${order.id}/payment-state`, { headers }),
          )
        ).refunded,
      { timeout: 30_000 },
    )
    .not.toBe('0.00');
  await page.goto(`/orders/${order.id}`);
  await expect(page.getByTestId('paid-refunded')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('paid-state').getByText('المبلغ المسترد')).toBeVisible();
  await expect(page.getByTestId('paid-state-partly')).toBeVisible();
  await request.patch('/api/auth/me', { headers, data: { language: 'en' } });
});
