import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { call, createTestApp, demoIds, signIn, type TestApp } from '../../test/harness';
import { stockMovements } from '../inventory/tables';
import { findPayables } from './index';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t, 'admin@atlas.test');
}, 60_000);
afterAll(() => t?.close());

describe('purchase demo data', () => {
  it('has about 80 Atlas purchase orders in every status, some overdue', async () => {
    const all = await call(t.app, {
      method: 'GET',
      url: '/api/purchase-orders?pageSize=100',
      token: admin,
    });
    expect(all.body.total).toBe(80);
    const statuses = new Set(all.body.items.map((p: { status: string }) => p.status));
    expect([...statuses].sort()).toEqual([
      'cancelled',
      'draft',
      'ordered',
      'partially_received',
      'received',
    ]);
    const overdue = await call(t.app, {
      method: 'GET',
      url: '/api/purchase-orders?overdue=true',
      token: admin,
    });
    expect(overdue.body.total).toBeGreaterThan(0);
    expect(overdue.body.items.every((p: { overdue: boolean }) => p.overdue)).toBe(true);
  });

  it('received units are in the stock ledger, dated like their receipts, and owed to suppliers', async () => {
    const { tenant } = await demoIds(t.db);
    const atlas = tenant('atlas').id;
    const received = await call(t.app, {
      method: 'GET',
      url: '/api/purchase-orders?status=received&sort=createdAt',
      token: admin,
    });
    const whole = received.body.items.find((p: { closedShort: boolean }) => !p.closedShort);
    const po = (
      await call(t.app, { method: 'GET', url: `/api/purchase-orders/${whole.id}`, token: admin })
    ).body;
    const [row] = await t.db
      .select({
        n: sql<number>`sum(${stockMovements.quantity})`,
        first: sql<string>`min(${stockMovements.createdAt})`,
      })
      .from(stockMovements)
      .where(
        and(
          eq(stockMovements.tenantId, atlas),
          eq(stockMovements.referenceType, 'purchase'),
          eq(stockMovements.referenceId, po.id),
        ),
      );
    expect(Number(row!.n)).toBe(po.receivedQuantity);
    expect(new Date(row!.first).getTime()).toBeLessThan(Date.now() - 86_400_000);
    const owed = await findPayables(t.db, atlas, { purchaseOrderId: po.id });
    expect(owed.reduce((s, p) => s + p.amountMinor, 0)).toBe(Math.round(Number(po.total) * 100));
  });
});
