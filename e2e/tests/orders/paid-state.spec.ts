import { expect, test, type APIRequestContext } from '@playwright/test';
import { ACCOUNTS, apiSignIn, bearer, useSession, type Session } from '../../support/accounts';

/**
 * Issue 29.6: a COD order partly settled by its courier's remittance says so on its page
 * (what settled it, by reference) and is found by the list's paid-state filter; in English
 * and in Arabic (mirrored). The agent role, who may not read payments, sees no paid state.
 */
const TEXT = {
  en: {
    title: 'Paid state',
    partly: 'Partly paid',
    filter: 'Paid state',
    settledBy: 'Payments that settled it',
  },
  ar: {
    title: 'حالة الدفع',
    partly: 'مدفوع جزئيًا',
    filter: 'حالة الدفع',
    settledBy: 'الدفعات التي سددته',
  },
} as const;

/** A delivered COD order of Atlas nothing has settled yet, now paid 1.00 by its courier's remittance. */
async function partlyPaidOrder(request: APIRequestContext, admin: Session, reference: string) {
  const headers = bearer(admin);
  const agents = (await (
    await request.get('/api/fulfillment-agents?pageSize=100', { headers })
  ).json()) as { items: { id: string }[] };
  for (const agent of agents.items) {
    const statement = (await (
      await request.get(`/api/fulfillment-agents/${agent.id}/statement`, { headers })
    ).json()) as { unsettled: { orderId: string; currency: string; open: string }[] };
    for (const o of statement.unsettled.filter((u) => u.currency === 'MAD' && Number(u.open) > 2)) {
      const state = (await (
        await request.get(`/api/orders/${o.orderId}/payment-state`, { headers })
      ).json()) as { state: string };
      if (state.state !== 'unpaid') continue;
      const order = (await (await request.get(`/api/orders/${o.orderId}`, { headers })).json()) as {
        id: string;
        number: string;
        storeId: string;
      };
      const paid = await request.post('/api/payments', {
        headers,
        data: {
          kind: 'cod_remittance',
          storeId: order.storeId,
          agentId: agent.id,
          paidOn: new Date().toISOString().slice(0, 10),
          amount: '1.00',
          method: 'bank_transfer',
          reference,
        },
      });
      expect(paid.status(), await paid.text()).toBe(201);
      const payment = (await paid.json()) as { id: string };
      const allocated = await request.post(`/api/payments/${payment.id}/allocations`, {
        headers,
        data: { items: [{ orderId: order.id, amount: '1.00' }] },
      });
      expect(allocated.ok(), await allocated.text()).toBeTruthy();
      return order;
    }
  }
  throw new Error('no delivered COD order of Atlas is unpaid');
}

for (const lng of ['en', 'ar'] as const) {
  test(`a partly paid order shows what settled it and is found by the paid-state filter (${lng})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const T = TEXT[lng];
    const admin = await apiSignIn(request, ACCOUNTS.atlasAdmin);
    const reference = `E2E-PAID-${lng}-${Date.now() % 1_000_000}`;
    const order = await partlyPaidOrder(request, admin, reference);
    await useSession(page, admin, { language: lng });

    await page.goto(`/orders/${order.id}`);
    const card = page.getByRole('region', { name: T.title });
    await expect(card).toBeVisible({ timeout: 20_000 });
    if (lng === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(card.getByTestId('paid-state-badge')).toHaveText(T.partly);
    await expect(
      card
        .getByRole('table', { name: T.settledBy })
        .getByRole('row', { name: new RegExp(reference) }),
    ).toBeVisible();

    // The list, filtered by the paid state from the URL, finds it; the filter shows its choice.
    await page.goto(`/orders?paidState=partly_paid&search=${order.number}`);
    await expect(page.getByRole('link', { name: order.number }).first()).toBeVisible({
      timeout: 20_000,
    });
    await page.goto(`/orders?paidState=settled&search=${order.number}`);
    await expect(page.getByRole('link', { name: order.number })).toBeHidden({ timeout: 20_000 });

    await request.patch('/api/auth/me', { headers: bearer(admin), data: { language: 'en' } });
  });
}

test('the agent role reads a delivered order, not what was paid on it', async ({
  page,
  request,
}) => {
  const admin = await apiSignIn(request, ACCOUNTS.atlasAdmin);
  const list = (await (
    await request.get('/api/orders?status=delivered', { headers: bearer(admin) })
  ).json()) as { items: { id: string; number: string }[] };
  const order = list.items[0]!;
  const agent = await apiSignIn(request, ACCOUNTS.atlasAgent);
  await useSession(page, agent, { language: 'en' });
  await page.goto(`/orders/${order.id}`);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(order.number) })).toBeVisible(
    { timeout: 20_000 },
  );
  await expect(page.getByRole('region', { name: 'History' })).toBeVisible();
  await expect(page.getByRole('region', { name: TEXT.en.title })).toHaveCount(0);
  // Nor can it filter the list by paid state: the filter is not offered.
  await page.goto('/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText(TEXT.en.filter, { exact: true })).toHaveCount(0);
});
