import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ACCOUNTS, apiSignIn, bearer, useSession, type Session } from '../../support/accounts';

/**
 * Issue 31.1-2: one line of a delivered prepaid order returned from its page, received back
 * into stock on the return's page, and refunded; in English and in Arabic (mirrored), at a
 * phone's width without sideways scroll.
 */
const TEXT = {
  en: {
    returns: 'Returns',
    returnItems: 'Return items',
    quantityOf: (n: string) => `Quantity of ${n} to return`,
    ask: 'Ask the return',
    outcomeOf: (n: string) => `What to do with ${n}`,
    receive: 'Receive',
    restocked: 'Back in stock',
    received: 'Received',
    give: 'Give back',
    refund: 'Refund',
  },
  ar: {
    returns: 'المرتجعات',
    returnItems: 'إرجاع منتجات',
    quantityOf: (n: string) => `كمية ${n} المراد إرجاعها`,
    ask: 'طلب الإرجاع',
    outcomeOf: (n: string) => `ما العمل بـ ${n}`,
    receive: 'استلام',
    restocked: 'أُعيد إلى المخزون',
    received: 'مستلم',
    give: 'رد المبلغ',
    refund: 'استرداد',
  },
} as const;

type Line = { id: string; name: string; quantity: number };
/** A delivered prepaid order of Atlas with nothing returned nor given back yet (the nth, so en and ar take different ones). */
async function untouchedOrder(request: APIRequestContext, admin: Session, nth: number) {
  const headers = bearer(admin);
  const list = (await (
    await request.get('/api/orders?status=delivered&paymentMethod=prepaid&pageSize=50', { headers })
  ).json()) as { items: { id: string }[] };
  let seen = 0;
  for (const o of list.items) {
    const r = (await (await request.get(`/api/returns/orders/${o.id}`, { headers })).json()) as {
      refundable: string;
      lines: { returned: number }[];
    };
    const order = (await (await request.get(`/api/orders/${o.id}`, { headers })).json()) as {
      id: string;
      number: string;
      total: string;
      lines: Line[];
    };
    if (r.lines.some((l) => l.returned > 0) || r.refundable !== order.total) continue;
    if (seen++ === nth) return order;
  }
  throw new Error('no untouched delivered prepaid order of Atlas');
}

const noSidewaysScroll = async (page: Page) =>
  expect
    .poll(() =>
      page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    )
    .toBeLessThanOrEqual(0);

for (const [nth, lng] of (['en', 'ar'] as const).entries()) {
  test(`return one line of a delivered order, receive it, refund it (${lng})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const T = TEXT[lng];
    const admin = await apiSignIn(request, ACCOUNTS.atlasAdmin);
    const order = await untouchedOrder(request, admin, nth);
    const line = order.lines[0]!;
    await page.setViewportSize({ width: 390, height: 844 });
    await useSession(page, admin, { language: lng });

    await page.goto(`/orders/${order.id}`);
    const card = page.getByRole('region', { name: T.returns });
    await expect(card).toBeVisible({ timeout: 20_000 });
    if (lng === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await card.getByRole('button', { name: T.returnItems }).click();
    await card.getByRole('textbox', { name: T.quantityOf(line.name) }).fill('1');
    await noSidewaysScroll(page);
    await card.getByRole('button', { name: T.ask }).click();
    const link = card.getByRole('link', { name: /^RMA-\d{6}$/ });
    await expect(link).toBeVisible({ timeout: 20_000 });
    await link.click();

    await expect(page.getByRole('heading', { level: 1, name: /RMA-\d{6}/ })).toBeVisible({
      timeout: 20_000,
    });
    await page.getByRole('combobox', { name: T.outcomeOf(line.name) }).selectOption('restock');
    await page.getByRole('button', { name: T.receive, exact: true }).click();
    await expect(page.getByText(T.restocked)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('return-status')).toHaveText(T.received);

    await page.getByRole('button', { name: T.give }).click();
    await expect(page.getByTestId('refunds').getByText(T.refund)).toBeVisible({ timeout: 20_000 });
    await noSidewaysScroll(page);
    // What the API stored: one refund on the order, the line back in stock once.
    const stored = (await (
      await request.get(`/api/returns/orders/${order.id}/refunds`, { headers: bearer(admin) })
    ).json()) as { items: { kind: string }[] };
    expect(stored.items.map((r) => r.kind)).toEqual(['refund']);

    await page.goto('/orders/returns');
    await expect(page.getByRole('heading', { level: 1, name: T.returns })).toBeVisible({
      timeout: 20_000,
    });
    await noSidewaysScroll(page);
    await request.patch('/api/auth/me', { headers: bearer(admin), data: { language: 'en' } });
  });
}
