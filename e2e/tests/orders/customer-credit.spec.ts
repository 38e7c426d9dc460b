import { expect, test, type APIRequestContext } from '@playwright/test';
import { ACCOUNTS, apiSignIn, bearer, useSession } from '../../support/accounts';

/**
 * Issue 31.2: a customer holding a credit note sees it on the page of its next prepaid
 * order, in French; staff apply it and the paid state turns from "not yet due" to "paid in
 * part" with the amount paid by credit.
 */
async function ok<T>(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> {
  expect(response.ok(), await response.text()).toBeTruthy();
  return (await response.json()) as T;
}

type Order = {
  id: string;
  number: string;
  storeId: string;
  total: string;
  customer: { name: string; phone: string; city: string; address: string };
  lines: { id: string; productId: string }[];
};

test('applies a customer’s credit on its next order, and the paid state follows (French)', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await apiSignIn(request, ACCOUNTS.atlasAdmin);
  const headers = bearer(admin);
  // A delivered prepaid order with nothing returned yet: one unit back as a credit note of 10.00.
  const list = await ok<{ items: { id: string }[] }>(
    await request.get('/api/orders?status=delivered&paymentMethod=prepaid&pageSize=100', {
      headers,
    }),
  );
  let first: Order | null = null;
  for (const o of list.items) {
    const r = await ok<{ customerId: string | null; lines: { returned: number }[] }>(
      await request.get(`/api/returns/orders/${o.id}`, { headers }),
    );
    if (r.customerId && r.lines.every((l) => l.returned === 0)) {
      first = await ok<Order>(await request.get(`/api/orders/${o.id}`, { headers }));
      break;
    }
  }
  expect(first, 'a delivered prepaid order with a customer and nothing returned').toBeTruthy();
  const [reason] = (
    await ok<{ items: { id: string }[] }>(await request.get('/api/returns/reasons', { headers }))
  ).items;
  const ret = await ok<{ id: string }>(
    await request.post('/api/returns', {
      headers,
      data: {
        orderId: first!.id,
        lines: [{ orderLineId: first!.lines[0]!.id, quantity: 1, reasonId: reason!.id }],
      },
    }),
  );
  await ok(
    await request.post('/api/returns/refunds', {
      headers,
      data: { orderId: first!.id, returnId: ret.id, kind: 'credit_note', amount: '10' },
    }),
  );
  // The same customer's next prepaid order (its phone finds the customer).
  const next = await ok<Order>(
    await request.post('/api/orders', {
      headers,
      data: {
        storeId: first!.storeId,
        paymentMethod: 'prepaid',
        customer: first!.customer,
        lines: [{ productId: first!.lines[0]!.productId, quantity: 1 }],
      },
    }),
  );
  expect(Number(next.total)).toBeGreaterThan(10);

  await useSession(page, admin, { language: 'fr' });
  await page.goto(`/orders/${next.id}`);
  const badge = page.getByTestId('paid-state-badge');
  await expect(badge).toHaveText('Pas encore dû');
  const card = page.getByRole('region', { name: 'Avoir du client' });
  await expect(card).toContainText(first!.customer.name);
  await expect(card).toContainText('dispose de');
  const amount = card.getByRole('textbox', { name: 'Avoir à utiliser sur cette commande' });
  await amount.fill('10.00');
  await card.getByRole('button', { name: 'Utiliser l’avoir' }).click();
  await expect(page.getByText(/Avoir de .* utilisé/)).toBeVisible();
  // The paid state follows once the journal has the credit: paid in part, 10.00 by credit.
  await expect(badge).toHaveText('Payée en partie');
  await expect(page.getByTestId('paid-credited')).toContainText('10,00');
});
