import { describe, expect, it } from 'vitest';
import { amountInWords } from './amount-words';
import { ordersTestApp, readPdf } from './test-helpers';

/** Issue 31.4: numbered invoices per store and year, frozen, in the store's language. */
const { app, fx } = ordersTestApp();

const year = () => new Date().getFullYear();
const seq = (number: string) => Number(number.slice(-6));

/** GET /api/orders/{id}/invoice answered raw: status, number header, JSON error or PDF bytes. */
const invoice = (id: string, who = fx.admin) =>
  app().app.inject({
    method: 'GET',
    url: `/api/orders/${id}/invoice`,
    headers: { authorization: `Bearer ${fx.token(who)}` },
  });

async function confirmedOrder(productId: string, extra: object = {}) {
  const o = await fx.order(productId, extra);
  await fx.moveTo(o.id, 'confirmed');
  return o;
}

describe('amounts in words', () => {
  it('writes French and Arabic totals with the currency and its cents', () => {
    expect(amountInWords(120050, 'MAD', 'fr')).toBe(
      'mille deux cents dirhams et cinquante centimes',
    );
    expect(amountInWords(100, 'EUR', 'fr')).toBe('un euro');
    expect(amountInWords(8000, 'MAD', 'fr')).toBe('quatre-vingts dirhams');
    expect(amountInWords(120050, 'MAD', 'ar')).toBe('ألف ومئتان درهم وخمسون سنتيم');
  });
});

describe('invoices', () => {
  it('issues consecutive numbers per store and year, and the same frozen invoice on every request', async () => {
    const p = await fx.product(50);
    const orders = [
      await confirmedOrder(p.id),
      await confirmedOrder(p.id),
      await confirmedOrder(p.id),
    ];
    const numbers: string[] = [];
    for (const o of orders) {
      const res = await invoice(o.id);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toContain('application/pdf');
      numbers.push(String(res.headers['x-invoice-number']));
    }
    for (const n of numbers) expect(n).toMatch(new RegExp(`^INV-${year()}-\\d{6}$`));
    expect(numbers.map(seq)).toEqual([
      seq(numbers[0]!),
      seq(numbers[0]!) + 1,
      seq(numbers[0]!) + 2,
    ]);

    // Asked again after the order changed: the same number, the same (frozen) amounts.
    const again = await invoice(orders[0]!.id);
    expect(again.headers['x-invoice-number']).toBe(numbers[0]);
    const detail = await fx.as(fx.admin, 'GET', `/api/orders/${orders[0]!.id}`);
    expect(detail.body.invoice).toMatchObject({ number: numbers[0] });
    const fresh = await fx.order(p.id);
    expect((await fx.as(fx.admin, 'GET', `/api/orders/${fresh.id}`)).body.invoice).toBeNull();
  });

  it('refuses a pending or cancelled order with a 409 naming why, and uses no number', async () => {
    const p = await fx.product(20);
    const pending = await fx.order(p.id);
    const res = await invoice(pending.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: 'invoice_refused',
      message: `No invoice for order ${pending.number}: it is not confirmed yet`,
    });

    const cancelled = await fx.order(p.id);
    await fx.moveTo(cancelled.id, 'cancelled');
    const refused = await invoice(cancelled.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'invoice_refused',
      details: [{ path: 'status', message: 'cancelled' }],
    });

    // The refused requests took no number: the next invoice follows the last one issued.
    const before = await confirmedOrder(p.id);
    const first = seq(String((await invoice(before.id)).headers['x-invoice-number']));
    await invoice(pending.id);
    const next = await confirmedOrder(p.id);
    expect(seq(String((await invoice(next.id)).headers['x-invoice-number']))).toBe(first + 1);
  });

  it("lists the invoice, bulk and packing slip routes and the stores' invoicing field in the OpenAPI document", async () => {
    const doc = (await app().app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/orders/{id}/invoice',
        '/api/orders/invoices',
        '/api/orders/{id}/packing-slip',
      ]),
    );
    expect(JSON.stringify(doc.paths['/api/stores/{id}'])).toContain('invoicing');
  });

  it("answers 404 for another tenant's order", async () => {
    const p = await fx.product(5);
    const o = await confirmedOrder(p.id);
    const res = await invoice(o.id, 'admin@horizon.test');
    expect(res.statusCode).toBe(404);
    const bulk = await app().app.inject({
      method: 'POST',
      url: '/api/orders/invoices',
      headers: { authorization: `Bearer ${fx.token('admin@horizon.test')}` },
      payload: { orderIds: [o.id] },
    });
    expect(bulk.statusCode).toBe(404);
  });

  it('prints the number, seller, buyer, tax per rate, totals and the total in words in French', async () => {
    const store = await fx.as(fx.admin, 'PATCH', `/api/stores/${fx.casa()}`, {
      invoicing: { legalName: 'Atlas Commerce SARL', taxId: 'ICE 001234567000089', language: 'fr' },
    });
    expect(store.status, JSON.stringify(store.body)).toBe(200);
    expect(store.body.invoicing).toEqual({
      legalName: 'Atlas Commerce SARL',
      taxId: 'ICE 001234567000089',
      language: 'fr',
      prefix: '',
    });
    const p = await fx.product(10, '600');
    const o = await confirmedOrder(p.id); // 2 x 600.00 with tax: 1,200.00, of which 200.00 tax at 20 %
    const order = (await fx.as(fx.admin, 'GET', `/api/orders/${o.id}`)).body;
    expect(order.total).toBe('1200.00');
    const res = await invoice(o.id);
    const [page] = await readPdf(res.rawPayload);
    const text = page!.text;
    expect(text).toContain(`Facture`);
    expect(text).toContain(`Numéro: ${res.headers['x-invoice-number']}`);
    expect(text).toContain('Atlas Commerce SARL');
    expect(text).toContain('Identifiant fiscal: ICE 001234567000089');
    expect(text).toContain('Fatima Zahra Benali');
    expect(text).toContain('Prix TTC');
    expect(text).toMatch(/20 %\s+1000\.00\s+200\.00/);
    expect(text).toMatch(/Total HT\s+1000\.00 MAD/);
    expect(text).toMatch(/Total TVA\s+200\.00 MAD/);
    expect(text).toMatch(/Total TTC\s+1200\.00 MAD/);
    expect(text).toContain(
      'Arrêtée la présente facture à la somme de : mille deux cents dirhams toutes taxes comprises.',
    );
  });

  it('prints an Arabic invoice from right to left, with its number, tax and totals', async () => {
    expect(
      (
        await fx.as(fx.admin, 'PATCH', `/api/stores/${fx.casa()}`, {
          invoicing: { language: 'ar', prefix: 'CAS' },
        })
      ).status,
    ).toBe(200);
    const p = await fx.product(10, '600');
    const o = await confirmedOrder(p.id);
    const res = await invoice(o.id);
    expect(res.statusCode).toBe(200);
    const number = String(res.headers['x-invoice-number']);
    expect(number).toMatch(new RegExp(`^CAS-INV-${year()}-\\d{6}$`));
    const [page] = await readPdf(res.rawPayload);
    const text = page!.text;
    expect(text).toContain(number);
    expect(text).toContain('1200.00 MAD');
    expect(text).toContain('200.00 MAD');
    expect(text).toContain('20 %');
    // Shaped Arabic reads back approximately: the words' letters are there.
    for (const word of ['فاتورة', 'الضريبة', 'المجموع', 'ألف'])
      expect([...text].filter((c) => word.includes(c)).length).toBeGreaterThanOrEqual(word.length);
    // The invoices issued before the change keep their French (frozen) document.
    await fx.as(fx.admin, 'PATCH', `/api/stores/${fx.casa()}`, {
      invoicing: { language: 'fr', prefix: '' },
    });
  });

  it('prints a bulk PDF with one invoice per order, and a packing slip without prices', async () => {
    const p = await fx.product(10, '99.90');
    const a = await confirmedOrder(p.id);
    const b = await confirmedOrder(p.id);
    const bulk = await app().app.inject({
      method: 'POST',
      url: '/api/orders/invoices',
      headers: { authorization: `Bearer ${fx.token(fx.admin)}` },
      payload: { orderIds: [a.id, b.id] },
    });
    expect(bulk.statusCode, bulk.body).toBe(200);
    const pages = await readPdf(bulk.rawPayload);
    expect(pages).toHaveLength(2);
    const numbers = await Promise.all(
      [a, b].map(
        async (o) =>
          (await fx.as(fx.admin, 'GET', `/api/orders/${o.id}`)).body.invoice.number as string,
      ),
    );
    expect(pages[0]!.text).toContain(numbers[0]);
    expect(pages[1]!.text).toContain(numbers[1]);

    const pending = await fx.order(p.id);
    const refused = await app().app.inject({
      method: 'POST',
      url: '/api/orders/invoices',
      headers: { authorization: `Bearer ${fx.token(fx.admin)}` },
      payload: { orderIds: [a.id, pending.id] },
    });
    expect(refused.statusCode).toBe(409);

    const slip = await app().app.inject({
      method: 'GET',
      url: `/api/orders/${a.id}/packing-slip`,
      headers: { authorization: `Bearer ${fx.token(fx.admin)}` },
    });
    expect(slip.statusCode).toBe(200);
    const [slipPage] = await readPdf(slip.rawPayload);
    expect(slipPage!.text).toContain('Bon de livraison');
    expect(slipPage!.text).toContain(p.sku);
    expect(slipPage!.text).not.toContain('99.90');
  });
});
