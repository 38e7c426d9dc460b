import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drainEvents } from '../../kernel/events';
import { stockMovements } from '../inventory';
import { refunds, returnLines } from './tables';
import { returnsLab } from './test-lab';

/**
 * Returns under concurrency (issue 31.1-2). On PostgreSQL (scripts/with-postgres.mjs) the
 * requests really run in parallel; on PGlite they are serialised, and the same answers
 * must hold: what is summed is summed after the order's (or the return's) row lock.
 */
let lab: Awaited<ReturnType<typeof returnsLab>>;
beforeAll(async () => {
  lab = await returnsLab();
}, 180_000);
afterAll(() => lab?.t.close());

describe('returns in parallel', () => {
  it('six parallel returns of 2 units of a line shipped 5: two are accepted, never more than shipped', async () => {
    const p = await lab.product();
    const o = await lab.delivered([{ productId: p, quantity: 5 }]);
    const reasonId = await lab.reason();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        lab.as(lab.admin, 'POST', '/api/returns', {
          orderId: o.id,
          lines: [{ orderLineId: o.lines[0]!.id, quantity: 2, reasonId }],
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 422, 422, 422, 422]);
    const refused = answers.filter((a) => a.status === 422);
    expect(
      refused.every(
        (a) =>
          a.body.error.code === 'return_exceeds_shipped' &&
          /only 1 of 5 delivered/.test(a.body.error.message),
      ),
    ).toBe(true);
    const [asked] = await lab.t.db
      .select({ n: sql<number>`sum(${returnLines.quantity})`.mapWith(Number) })
      .from(returnLines)
      .where(eq(returnLines.orderLineId, o.lines[0]!.id));
    expect(asked!.n).toBe(4);
  }, 120_000);

  it('one return received by six requests at once: restocked once, one return fee', async () => {
    const p = await lab.product();
    const o = await lab.delivered([{ productId: p, quantity: 2 }]);
    const ret = await lab.ok('POST', '/api/returns', {
      orderId: o.id,
      lines: [{ orderLineId: o.lines[0]!.id, quantity: 2, reasonId: await lab.reason() }],
    });
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        lab.as(lab.admin, 'POST', `/api/returns/${ret.id}/receive`, {
          lines: [{ lineId: ret.lines[0].id, outcome: 'restock' }],
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const moves = await lab.t.db
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.productId, p));
    expect(moves.filter((m) => m.kind === 'return').map((m) => m.quantity)).toEqual([2]);
    expect((await lab.journalOf([o.id])).fees).toBe(2000 + 1500);
  }, 120_000);

  it('six parallel refunds of the whole order: one is accepted, the others get 422; the journal posts one', async () => {
    const p = await lab.product();
    const o = await lab.delivered([{ productId: p, quantity: 1 }], 'prepaid'); // 40.00
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        lab.as(lab.admin, 'POST', '/api/returns/refunds', {
          orderId: o.id,
          kind: 'refund',
          method: 'bank_transfer',
          amount: '40',
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 422, 422, 422, 422, 422]);
    expect(await lab.t.db.select().from(refunds).where(eq(refunds.orderId, o.id))).toHaveLength(1);
    await drainEvents(lab.t.db);
    // One refund posted: 40.00 given back, 33.33 of it revenue net of the 20 % tax (the rest is tax taken back).
    expect((await lab.journalOf([o.id])).refunds).toBe(3333);
  }, 120_000);

  it("a customer's credit spent by six orders at once: never more than the credit", async () => {
    const p = await lab.product();
    const phone = '+212 662-303030';
    const first = await lab.delivered([{ productId: p, quantity: 1 }], 'prepaid', phone);
    await lab.ok('POST', '/api/returns/refunds', {
      orderId: first.id,
      kind: 'credit_note',
      amount: '30',
    });
    const next = await Promise.all(
      Array.from({ length: 6 }, () =>
        lab.ok('POST', '/api/orders', {
          storeId: lab.storeId,
          paymentMethod: 'prepaid',
          agentId: lab.agentId,
          customer: { name: 'Salma Idrissi', phone, city: 'Rabat', address: '3 avenue Hassan II' },
          lines: [{ productId: p, quantity: 1 }],
        }),
      ),
    );
    const answers = await Promise.all(
      next.map((o) =>
        lab.as(lab.admin, 'POST', '/api/returns/credits/apply', { orderId: o.id, amount: '10' }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 201, 422, 422, 422]);
  }, 120_000);
});
