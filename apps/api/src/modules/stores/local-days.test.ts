import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { drainEvents } from '../../kernel/events';
import { localDay } from '../../kernel/local-day';
import { ordersTestApp } from '../orders/test-helpers';

/**
 * Issue 31.5: "today", report days and profit-and-loss days are the store's local days.
 * 2020-07-09T23:30Z is 00:30 on 10 July in Casablanca (UTC+1 then) and 01:30 in Paris.
 */
const { app, fx } = ordersTestApp();
const LATE = '2020-07-09T23:30:00Z';
const JOURNAL_CONSUMER = 'finance.journal';

const setZone = async (timeZone: string) => {
  const res = await fx.as(fx.admin, 'PATCH', `/api/stores/${fx.casa()}`, { timeZone });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};

describe('store time zones', () => {
  it('gives each store a zone: Casablanca for Moroccan stores, Paris for the French one', async () => {
    const res = await fx.as(fx.admin, 'GET', '/api/stores');
    const zones = Object.fromEntries(
      (res.body.items as { name: string; timeZone: string }[]).map((s) => [s.name, s.timeZone]),
    );
    expect(zones).toMatchObject({
      'Atlas Casablanca': 'Africa/Casablanca',
      'Atlas Paris': 'Europe/Paris',
    });
  });

  it('refuses a zone that does not exist, naming timeZone (a schema check: 400 like every field), and changes nothing', async () => {
    const res = await fx.as(fx.admin, 'PATCH', `/api/stores/${fx.casa()}`, {
      timeZone: 'Africa/Atlantis',
    });
    expect(res.status).toBe(400);
    expect(res.body.error.details.map((d: { path: string }) => d.path)).toEqual(['timeZone']);
    const after = await fx.as(fx.admin, 'GET', `/api/stores/${fx.casa()}`);
    expect(after.body.timeZone).toBe('Africa/Casablanca');
  });

  it('gives a new store its country zone when the body names none', async () => {
    const res = await fx.as(fx.admin, 'POST', '/api/stores', {
      name: 'Atlas Lyon',
      marketplace: 'Cdiscount',
      country: 'FR',
      currency: 'EUR',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.timeZone).toBe('Europe/Paris');
  });

  it("computes local days with the database's zone data", async () => {
    const at = new Date(LATE);
    const db = app().db;
    expect(await localDay(db, at, 'Africa/Casablanca')).toBe('2020-07-10');
    expect(await localDay(db, at, 'Europe/Paris')).toBe('2020-07-10');
    expect(await localDay(db, at, 'UTC')).toBe('2020-07-09');
  });
});

describe('local-day boundaries', () => {
  it('puts an order placed at 00:30 in Casablanca on that day in the report and the list filter', async () => {
    const p = await fx.product(5);
    const o = await fx.order(p.id);
    await app().db.execute(
      sql`update orders set ordered_at = ${LATE}::timestamptz where id = ${o.id}`,
    );
    const report = await fx.as(
      fx.admin,
      'GET',
      `/api/orders/report?from=2020-07-10&to=2020-07-10&storeId=${fx.casa()}`,
    );
    expect(report.status, JSON.stringify(report.body)).toBe(200);
    expect(report.body.count).toBe(1);
    expect(report.body.currencies[0].byDay.map((b: { key: string }) => b.key)).toEqual([
      '2020-07-10',
    ]);
    const dayBefore = await fx.as(
      fx.admin,
      'GET',
      `/api/orders?from=2020-07-09&to=2020-07-09&storeId=${fx.casa()}`,
    );
    expect(dayBefore.body.items.map((i: { id: string }) => i.id)).not.toContain(o.id);
    const sameDay = await fx.as(
      fx.admin,
      'GET',
      `/api/orders?from=2020-07-10&to=2020-07-10&storeId=${fx.casa()}`,
    );
    expect(sameDay.body.items.map((i: { id: string }) => i.id)).toContain(o.id);
  });

  it("counts today's orders from the store's local midnight, not UTC's", async () => {
    const p = await fx.product(5);
    const o = await fx.order(p.id);
    const today = async () =>
      (await fx.as(fx.admin, 'GET', '/api/orders/widgets')).body.today as number;
    const localMidnight = sql`((now() at time zone 'Africa/Casablanca')::date::timestamp at time zone 'Africa/Casablanca')`;
    await app().db.execute(
      sql`update orders set ordered_at = ${localMidnight} + interval '1 minute' where id = ${o.id}`,
    );
    const counted = await today();
    await app().db.execute(
      sql`update orders set ordered_at = ${localMidnight} - interval '1 minute' where id = ${o.id}`,
    );
    expect(await today()).toBe(counted - 1);
  });

  it('dates profit and loss by the local day the delivery was posted on; a later zone change moves nothing posted (issue 29)', async () => {
    const zone = new Date().getUTCHours() >= 12 ? 'Pacific/Kiritimati' : 'Etc/GMT+12';
    const local = await localDay(app().db, new Date(), zone);
    const utc = new Date().toISOString().slice(0, 10);
    const p = await fx.product(5);
    const delivered = async (day: string) => {
      const res = await fx.as(
        fx.admin,
        'GET',
        `/api/profit-loss?from=${day}&to=${day}&storeId=${fx.casa()}&productId=${p.id}&groupBy=store`,
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return (
        (res.body.currencies as { currency: string; current: { deliveredOrders: number } }[]).find(
          (c) => c.currency === 'MAD',
        )?.current.deliveredOrders ?? 0
      );
    };
    await setZone(zone);
    try {
      const o = await fx.order(p.id);
      await fx.moveTo(o.id, 'delivered');
      expect(await delivered(local)).toBe(1);
      expect(await delivered(utc)).toBe(0);
    } finally {
      await setZone('Africa/Casablanca');
    }
    // The P&L reads the journal: the day it was posted on stays, whatever the store's zone now.
    expect(await delivered(local)).toBe(1);
    expect(await delivered(utc)).toBe(0);
  });

  it("posts an order's journal entry on the store's local day", async () => {
    // A zone whose day differs from UTC's right now, whatever the hour the test runs at.
    const zone = new Date().getUTCHours() >= 12 ? 'Pacific/Kiritimati' : 'Etc/GMT+12';
    const expected = await localDay(app().db, new Date(), zone);
    expect(expected).not.toBe(new Date().toISOString().slice(0, 10));
    await setZone(zone);
    try {
      const p = await fx.product(5);
      const o = await fx.order(p.id);
      await fx.moveTo(o.id, 'delivered');
      await drainEvents(app().db, [JOURNAL_CONSUMER]);
      const rows = await app().db.execute<{ day: string }>(
        sql`select day::text as day from journal_entries where order_id = ${o.id} and kind = 'order.delivered'`,
      );
      expect(rows.rows.map((r) => r.day)).toEqual([expected]);
    } finally {
      await setZone('Africa/Casablanca');
    }
  });
});
