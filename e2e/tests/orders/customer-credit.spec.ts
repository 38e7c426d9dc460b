import { expect, test, type APIRequestContext } from '@playwright/test';
import { ACCOUNTS, apiSignIn, bearer, useSession } from '../../support/accounts';

/**
 * Issue 31.2: a customer holding a credit note sees it on the page of its next prepaid
 * order, in French and in Arabic (right to left); staff apply it and the paid state turns
 * from "not yet due" to "paid in part" with the amount paid by credit.
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

const TEXT = {
  fr: {
    name: 'French',
    notDue: 'Pas encore dû',
    card: 'Avoir du client',
    holds: 'dispose de',
    amount: 'Avoir à utiliser sur cette commande',
    apply: 'Utiliser l’avoir',
    applied: /Avoir de .* utilisé/,
    partlyPaid: 'Payée en partie',
    credited: 'Payé par avoir',
    ten: '10,00',
  },
  ar: {
    name: 'Arabic',
    notDue: 'غير مستحق بعد',
    card: 'رصيد العميل',
    holds: 'رصيد دائن قدره',
    amount: 'الرصيد المستعمل في هذا الطلب',
    apply: 'استعمال الرصيد',
    applied: /تم استعمال رصيد قدره/,
    partlyPaid: 'مدفوع جزئيًا',
    credited: 'مدفوع بالرصيد',
    ten: /10[.,٫]00/,
  },
} as const;

for (const [nth, lng] of (['fr', 'ar'] as const).entries()) {
  test(`applies a customer’s credit on its next order, and the paid state follows (${TEXT[lng].name})`, async ({
    page,
    request,
  }) => {
    const T = TEXT[lng];
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
    let skip = nth; // each language's run takes its own order (they may run at once)
    for (const o of list.items) {
      const r = await ok<{ customerId: string | null; lines: { returned: number }[] }>(
        await request.get(`/api/returns/orders/${o.id}`, { headers }),
      );
      if (r.customerId && r.lines.every((l) => l.returned === 0) && skip-- === 0) {
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

    await useSession(page, admin, { language: lng });
    await page.goto(`/orders/${next.id}`);
    if (lng === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const badge = page.getByTestId('paid-state-badge');
    await expect(badge).toHaveText(T.notDue);
    const card = page.getByRole('region', { name: T.card });
    await expect(card).toContainText(first!.customer.name);
    await expect(card).toContainText(T.holds);
    const amount = card.getByRole('textbox', { name: T.amount });
    await amount.fill('10.00');
    await card.getByRole('button', { name: T.apply }).click();
    await expect(page.getByText(T.applied)).toBeVisible();
    // The paid state follows once the journal has the credit: paid in part, 10.00 by credit.
    await expect(badge).toHaveText(T.partlyPaid);
    await expect(page.getByTestId('paid-state').getByText(T.credited)).toBeVisible();
    await expect(page.getByTestId('paid-credited')).toContainText(T.ten);
    await request.patch('/api/auth/me', { headers, data: { language: 'en' } });
  });
}
