import { describe, expect, it } from 'vitest';
import { ordersTestApp } from './test-helpers';

// Issue 31.4: invoice numbers under parallel creation. On PostgreSQL
// (`node scripts/with-postgres.mjs pnpm --filter api exec vitest run <this file>`) the
// requests really run at once; on PGlite they are serialised, and the same must hold.
const { app, fx } = ordersTestApp();

describe('invoice numbers under parallel creation', () => {
  it('gives 40 orders of one store 40 consecutive numbers, no gap, no duplicate, one per order', async () => {
    // The file's only invoices: Casablanca's series of this year starts here.
    const p = await fx.product(100);
    const ids: string[] = [];
    for (let i = 0; i < 40; i++) ids.push((await fx.order(p.id)).id);
    const confirmed = await fx.as(fx.admin, 'POST', '/api/orders/bulk-status', {
      ids,
      status: 'confirmed',
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.failed ?? [], JSON.stringify(confirmed.body)).toEqual([]);

    // Every order asked for at once, ten of them twice.
    const asked = [...ids, ...ids.slice(0, 10)];
    const answers = await Promise.all(
      asked.map((id) =>
        app().app.inject({
          method: 'GET',
          url: `/api/orders/${id}/invoice`,
          headers: { authorization: `Bearer ${fx.token(fx.admin)}` },
        }),
      ),
    );
    expect(answers.filter((a) => a.statusCode !== 200).map((a) => a.body)).toEqual([]);
    const numbers = answers.map((a) => String(a.headers['x-invoice-number']));
    // A repeated request answers the same invoice.
    for (let i = 0; i < 10; i++) expect(numbers[40 + i]).toBe(numbers[i]);
    const year = new Date().getFullYear();
    const distinct = [...new Set(numbers.slice(0, 40))].sort();
    expect(distinct).toEqual(
      Array.from({ length: 40 }, (_, i) => `INV-${year}-${String(i + 1).padStart(6, '0')}`),
    );
  });
});
