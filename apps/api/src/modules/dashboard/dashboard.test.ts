import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminDashboard, MyDashboard } from '@sp/contracts/api';
import { localToday } from '../../kernel/local-day';
import { ordersTestApp } from '../orders/test-helpers';

const { app, fx } = ordersTestApp();
const TZ = 'Africa/Casablanca';
const board = async () => {
  const res = await fx.as(fx.admin, 'GET', `/api/dashboard/admin?tz=${encodeURIComponent(TZ)}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as AdminDashboard;
};
const mad = (b: AdminDashboard) => b.trends.find((t) => t.currency === 'MAD')!;
const todayOf = (b: AdminDashboard) => mad(b).days.at(-1)!;

describe('admin dashboard (/api/dashboard/admin)', () => {
  it('draws 30 days of orders and revenue per currency; a cancelled order is not revenue', async () => {
    const before = await board();
    expect(mad(before).days).toHaveLength(30);
    expect(todayOf(before).day).toBe(await localToday(app().db, TZ));
    const p = await fx.product(10, '25');
    await fx.order(p.id); // 2 x 25 + shipping
    const cancelled = await fx.order(p.id);
    await fx.moveTo(cancelled.id, 'cancelled');
    const after = await board();
    expect(todayOf(after).orders).toBe(todayOf(before).orders + 1);
    expect(Number(todayOf(after).revenue)).toBeGreaterThanOrEqual(
      Number(todayOf(before).revenue) + 50,
    );
    expect(mad(after).orders).toBe(mad(before).orders + 1);
  });

  it("names a courier's COD once a delivery is older than its rhythm and nothing was remitted", async () => {
    const p = await fx.product(10, '40');
    const o = await fx.order(p.id);
    await fx.moveTo(o.id, 'delivered');
    const courier = await fx.courier();
    const row = (b: AdminDashboard) =>
      b.codOverdue.find((c) => c.agentId === courier && c.currency === 'MAD');
    const fresh = row(await board());
    // Delivered today: within the courier's 7 days, not overdue.
    await app().db.execute(
      sql`update orders set status_changed_at = now() - interval '10 days' where id = ${o.id}`,
    );
    const late = row(await board());
    expect(late).toMatchObject({ agent: 'Test Courier' });
    expect(late!.orders).toBe((fresh?.orders ?? 0) + 1);
    expect(late!.oldestDays).toBeGreaterThanOrEqual(10);
  });

  it('counts what is to ship and names the product short to ship it', async () => {
    await fx.as(fx.admin, 'PUT', '/api/orders/settings', { allowBackorder: true });
    try {
      const p = await fx.product(1);
      const o = await fx.order(p.id, { lines: [{ productId: p.id, quantity: 3 }] });
      const before = await board();
      await fx.moveTo(o.id, 'confirmed');
      const after = await board();
      expect(after.toShip.orders).toBe(before.toShip.orders + 1);
      expect(after.toShip.waiting).toBe(before.toShip.waiting + 1);
      expect(after.toShip.short).toContainEqual(
        expect.objectContaining({ productId: p.id, sku: p.sku, needed: 3, available: 1 }),
      );
    } finally {
      await fx.as(fx.admin, 'PUT', '/api/orders/settings', { allowBackorder: false });
    }
  });

  it('lists low stock with its days of cover at the last 30 days pace', async () => {
    const p = await fx.product(40);
    // 30 units shipped over 30 days: one a day; 10 left under a level of 12 last 10 days.
    const o = await fx.order(p.id, { lines: [{ productId: p.id, quantity: 30 }] });
    await fx.moveTo(o.id, 'shipped');
    await app().db.execute(
      sql`update stock_levels set low_stock_level = 12 where product_id = ${p.id}`,
    );
    const low = (await board()).lowStock.find((r) => r.productId === p.id);
    expect(low).toMatchObject({
      sku: p.sku,
      onHand: 10,
      lowStockLevel: 12,
      perDay: 1,
      daysOfCover: 10,
      storeName: 'Atlas Casablanca',
    });
  });

  it('is for those who may read the admin dashboard', async () => {
    expect((await fx.as(fx.agent, 'GET', '/api/dashboard/admin')).status).toBe(403);
  });
});

describe("a member's own work (/api/dashboard/mine)", () => {
  it('counts the orders the member took, not the others', async () => {
    const mine = async (who: string) =>
      (
        (await fx.as(who, 'GET', `/api/dashboard/mine?tz=${encodeURIComponent(TZ)}`))
          .body as MyDashboard
      ).orders!;
    const before = await mine(fx.agent);
    const adminBefore = await mine(fx.admin);
    const p = await fx.product(5);
    const res = await fx.as(fx.agent, 'POST', '/api/orders', fx.body(p.id));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const after = await mine(fx.agent);
    expect(after).toMatchObject({ today: before.today + 1, pending: before.pending + 1 });
    expect(await mine(fx.admin)).toEqual(adminBefore);
  });

  it('has no orders in an agency tenant', async () => {
    const res = await fx.as('admin@horizon.test', 'GET', '/api/dashboard/mine');
    expect(res.body).toEqual({ orders: null });
  });
});
