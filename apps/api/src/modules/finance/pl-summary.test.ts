import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demoIds, type TestApp } from '../../test/harness';
import { prng } from '../../kernel/db/seed-random';
import { postEntry, reverseSource, type JournalEntryInput } from './journal';

/**
 * The P&L's summary (pl_day_totals, migration 0195) under parallel postings: transactions
 * posting entries on the same cells (same day, store, product and account) in different
 * orders, some of them reversed, some rolled back. Afterwards every cell equals the sum of
 * its lines, and nothing was lost or counted twice. On PostgreSQL (TEST_DATABASE_URL) the
 * transactions really run at once: the upsert adds to a row another transaction committed,
 * and a deadlock between two of them is retried whole by the transaction helper.
 */
let t: TestApp;
let tenantId: string;
let storeId: string;
let products: string[];

beforeAll(async () => {
  t = await createTestApp();
  const ids = await demoIds(t.db);
  tenantId = ids.tenant('atlas').id;
  const rows = await t.db.execute<{ id: string; store: string }>(sql`
    select p.id::text, (select s.id::text from stores s where s.tenant_id = p.tenant_id and s.currency = 'MAD' order by s.name limit 1) as store
    from products p where p.tenant_id = ${tenantId} order by p.sku limit 3`);
  products = rows.rows.map((r) => r.id);
  storeId = rows.rows[0]!.store;
}, 180_000);
afterAll(() => t?.close());

const DAY = '2031-03-14';

/** A delivery-like entry: revenue on each product (credit), cost of goods against inventory, a fee. */
function delivery(source: string, orderId: string, parts: [string, number][]): JournalEntryInput {
  const revenue = parts.map(([productId, amount]) => ({
    account: 'revenue' as const,
    amountMinor: -amount,
    storeId,
    productId,
  }));
  const total = parts.reduce((s, [, a]) => s + a, 0);
  return {
    tenantId,
    day: DAY,
    kind: 'order.delivered',
    source,
    currency: 'MAD',
    orderId,
    memo: source,
    lines: [
      ...revenue,
      { account: 'marketplace_receivable', counterpartyId: storeId, amountMinor: total, storeId },
      ...parts.map(([productId, amount]) => ({
        account: 'cost_of_goods' as const,
        amountMinor: Math.round(amount / 3),
        storeId,
        productId,
      })),
      ...parts.map(([productId, amount]) => ({
        account: 'inventory' as const,
        amountMinor: -Math.round(amount / 3),
        storeId,
        productId,
      })),
      { account: 'fees', amountMinor: 700, storeId },
      { account: 'cash', counterpartyId: storeId, amountMinor: -700, storeId },
    ],
  };
}

const cells = async (table: 'lines' | 'summary') =>
  (
    await t.db.execute(
      table === 'lines'
        ? sql`select a.kind, l.store_id::text as store, coalesce(l.product_id::text, '') as product, sum(l.amount_minor)::bigint as amount,
              count(distinct l.entry_id) filter (where a.kind = 'revenue' and l.amount_minor < 0)::int as orders
            from journal_lines l join ledger_accounts a on a.id = l.account_id
            where l.tenant_id = ${tenantId} and l.day = ${DAY} and a.kind in ('revenue', 'cost_of_goods', 'fees')
            group by 1, 2, 3 order by 1, 2, 3`
        : sql`select a.kind, l.store_id::text as store, coalesce(l.product_id::text, '') as product, sum(l.amount_minor)::bigint as amount,
              sum(l.orders)::int as orders
            from pl_day_totals l join ledger_accounts a on a.id = l.account_id
            where l.tenant_id = ${tenantId} and l.day = ${DAY}
            group by 1, 2, 3 order by 1, 2, 3`,
    )
  ).rows;

describe("the P&L's summary under parallel postings", () => {
  it('equals the lines, cell by cell, after parallel postings, reversals and rollbacks', async () => {
    const random = prng(195);
    const workers = Array.from({ length: 8 }, (_, w) =>
      t.db
        .transaction(async (tx) => {
          // Each transaction posts three entries touching the same cells in its own order.
          for (let i = 0; i < 3; i++) {
            const order = [...products].sort(() => random() - 0.5);
            const orderId = crypto.randomUUID();
            await postEntry(
              tx,
              delivery(
                `test:pl:${w}:${i}`,
                orderId,
                order.map((p, k) => [p, 1000 * (k + 1) + w]),
              ),
            );
            await new Promise((r) => setTimeout(r, random() * 20));
          }
          if (w % 3 === 0)
            await reverseSource(tx, tenantId, `test:pl:${w}:1`, `test:pl:void:${w}`, DAY);
          // One in four gives up after posting: its lines and its summary roll back together.
          if (w % 4 === 3) throw new Error('rolled back');
        })
        .catch((error: Error) => {
          if (error.message !== 'rolled back') throw error;
        }),
    );
    await Promise.all(workers);
    const lines = await cells('lines');
    expect(lines.length).toBeGreaterThan(3);
    expect(await cells('summary')).toEqual(lines);
    // Six transactions committed three deliveries each: 18 orders on each product's revenue cell.
    const revenueOrders = lines.filter((c) => c.kind === 'revenue').map((c) => Number(c.orders));
    expect(revenueOrders).toEqual([18, 18, 18]);
  }, 120_000);
});
