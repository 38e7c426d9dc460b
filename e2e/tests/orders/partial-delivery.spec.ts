import { expect, test, type APIRequestContext } from '@playwright/test';
import { ACCOUNTS, apiSignIn, bearer, useSession } from '../../support/accounts';

/**
 * Issue 31.1: one shipment of a partly shipped order marked delivered from the order page;
 * the order reads "Partly delivered" and offers "Return items", each line returnable up
 * to what was delivered (1 of the 3 ordered).
 */
async function ok<T>(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> {
  expect(response.ok(), await response.text()).toBeTruthy();
  return (await response.json()) as T;
}

test('marks one shipment delivered and offers to return what was delivered (en)', async ({
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
  const tag = Date.now() % 1_000_000;
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
