import { expect, test, type APIRequestContext } from '@playwright/test';
import { ACCOUNTS, apiSignIn, bearer, useSession, type Session } from '../../support/accounts';
import { pdfText } from '../../support/pdf';

/**
 * Issue 31.2-4: a delivered order's invoice, one line of it returned, and a credit note
 * given for it, downloaded from the return's page in the store's language (French, then
 * Arabic) and read back with pdf.js: its own number, the invoice it refers to, the order.
 */
async function ok<T>(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> {
  expect(response.ok(), await response.text()).toBeTruthy();
  return (await response.json()) as T;
}

type Order = { id: string; number: string; storeId: string; lines: { id: string }[] };

/** A delivered prepaid order of the store with nothing returned nor given back yet. */
async function untouchedOrder(request: APIRequestContext, admin: Session, storeId: string) {
  const headers = bearer(admin);
  const list = await ok<{ items: { id: string; storeId: string }[] }>(
    await request.get('/api/orders?status=delivered&paymentMethod=prepaid&pageSize=100', {
      headers,
    }),
  );
  for (const o of list.items.filter((i) => i.storeId === storeId)) {
    const r = await ok<{ refundable: string; lines: { returned: number }[] }>(
      await request.get(`/api/returns/orders/${o.id}`, { headers }),
    );
    const order = await ok<Order & { total: string }>(
      await request.get(`/api/orders/${o.id}`, { headers }),
    );
    if (r.lines.every((l) => l.returned === 0) && r.refundable === order.total) return order;
  }
  throw new Error('no untouched delivered prepaid order in the store');
}

const DOWNLOAD = { fr: 'Télécharger l’avoir (PDF)', ar: 'تنزيل إشعار الدائن (PDF)' } as const;

test('a credit note downloads from its return, referring to the invoice, in French then Arabic', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const admin = await apiSignIn(request, ACCOUNTS.atlasAdmin);
  const headers = bearer(admin);
  const stores = await ok<{ items: { id: string; name: string }[] }>(
    await request.get('/api/stores', { headers }),
  );
  const storeId = stores.items.find((s) => s.name === 'Atlas Casablanca')!.id;
  const language = (lng: string) =>
    request.patch(`/api/stores/${storeId}`, { headers, data: { invoicing: { language: lng } } });
  const [reason] = (
    await ok<{ items: { id: string }[] }>(await request.get('/api/returns/reasons', { headers }))
  ).items;
  await useSession(page, admin, { language: 'fr' });
  try {
    for (const lng of ['fr', 'ar'] as const) {
      expect((await language(lng)).ok()).toBeTruthy();
      const order = await untouchedOrder(request, admin, storeId);
      const invoice = await request.get(`/api/orders/${order.id}/invoice`, { headers });
      expect(invoice.ok()).toBeTruthy();
      const invoiceNumber = invoice.headers()['x-invoice-number']!;
      const ret = await ok<{ id: string }>(
        await request.post('/api/returns', {
          headers,
          data: {
            orderId: order.id,
            lines: [{ orderLineId: order.lines[0]!.id, quantity: 1, reasonId: reason!.id }],
          },
        }),
      );
      const cn = await ok<{ id: string; number: string; invoiceNumber: string | null }>(
        await request.post('/api/returns/refunds', {
          headers,
          data: { orderId: order.id, returnId: ret.id, kind: 'credit_note', amount: '10' },
        }),
      );
      expect(cn.number).toMatch(/^CN-\d{4}-\d{6}$/);

      if (lng === 'ar') await page.evaluate(() => localStorage.setItem('language', 'ar'));
      await page.goto(`/orders/returns/${ret.id}`);
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: DOWNLOAD[lng] }).click({ timeout: 30_000 });
      const file = await download;
      expect(file.suggestedFilename()).toBe(`${cn.number}.pdf`);
      const text = await pdfText(await file.path());
      expect(text).toContain(cn.number);
      expect(text).toContain(invoiceNumber);
      expect(text).toContain(order.number);
      expect(text).toContain('10.00');
      if (lng === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    }
  } finally {
    await language('fr');
  }
});
