import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ordersTestApp } from './test-helpers';
import { orders } from './tables';

const { app, fx } = ordersTestApp();
const { admin } = fx;

/** What the tabs would show if every order were counted now. */
async function countedNow(storeId?: string) {
  const tenantId = fx.ids().tenant('atlas').id;
  const rows = await app()
    .db.select({ status: orders.status, n: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      storeId
        ? sql`${orders.tenantId} = ${tenantId} and ${orders.storeId} = ${storeId}`
        : eq(orders.tenantId, tenantId),
    )
    .groupBy(orders.status);
  return Object.fromEntries(rows.filter((r) => r.n > 0).map((r) => [r.status, r.n]));
}
const nonZero = (counts: Record<string, number>) =>
  Object.fromEntries(Object.entries(counts).filter(([, n]) => n > 0));

describe('status tabs over the kept counts (migration 0011)', () => {
  it('equal a count of the orders after creates, moves, a bulk move and a cancel, per store and overall', async () => {
    const p = await fx.product(20);
    const a = await fx.order(p.id);
    const b = await fx.order(p.id);
    const c = await fx.order(p.id);
    await fx.moveTo(a.id, 'shipped');
    await fx.moveTo(b.id, 'cancelled');
    const bulk = await fx.as(admin, 'POST', '/api/orders/bulk-status', {
      ids: [c.id],
      status: 'confirmed',
    });
    expect(bulk.status, JSON.stringify(bulk.body)).toBe(200);

    const all = await fx.as(admin, 'GET', '/api/orders/counts');
    expect(nonZero(all.body.counts)).toEqual(await countedNow());
    const casa = await fx.as(admin, 'GET', `/api/orders/counts?storeId=${fx.casa()}`);
    expect(nonZero(casa.body.counts)).toEqual(await countedNow(fx.casa()));

    // The list's total is exact from the same counts, and the same as a filtered count.
    const shipped = await fx.as(admin, 'GET', '/api/orders?status=shipped&pageSize=5');
    expect(shipped.body).toMatchObject({ total: (await countedNow()).shipped, totalExact: true });
    const byCity = await fx.as(
      admin,
      'GET',
      '/api/orders?status=shipped&city=Casablanca&pageSize=5',
    );
    expect(byCity.body.total).toBeLessThanOrEqual(shipped.body.total);
  });

  it('an agent counts only the stores they work for', async () => {
    const agent = await fx.as(fx.agent, 'GET', '/api/orders/counts');
    expect(agent.status).toBe(200);
    const mine = await fx.as(fx.agent, 'GET', '/api/orders?pageSize=5');
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    expect(agent.body.all).toBe(mine.body.total);
  });
});
