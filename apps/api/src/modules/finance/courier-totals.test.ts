import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demoIds, type TestApp } from '../../test/harness';
import { prng } from '../../kernel/db/seed-random';
import { courierFiguresBothWays } from './courier-totals-check';
import { postEntry, reverseSource, type JournalEntryInput } from './journal';

/**
 * The couriers' kept figures (courier_day_totals, courier_order_open, migration 0225) under
 * parallel postings: transactions delivering parts of the same orders and returning them on
 * one courier's account on one day, reversing some, allocating to and unallocating from
 * those orders, and some rolling back. Afterwards each kept figure equals its lines (and
 * allocations): no delta lost, no order counted twice as delivered. On PostgreSQL
 * (TEST_DATABASE_URL) the transactions really run at once.
 */
let t: TestApp;
let tenantId: string;
let storeId: string;
let agentId: string;
let paymentId: string;

beforeAll(async () => {
  t = await createTestApp();
  const ids = await demoIds(t.db);
  tenantId = ids.tenant('atlas').id;
  const rows = await t.db.execute<{ store: string; agent: string; payment: string }>(sql`
    select (select id::text from stores where tenant_id = ${tenantId} and currency = 'MAD' order by name limit 1) as store,
      (select id::text from fulfillment_agents where tenant_id = ${tenantId} order by name limit 1) as agent,
      (select id::text from payments where tenant_id = ${tenantId} and kind = 'cod_remittance' order by number limit 1) as payment`);
  ({ store: storeId, agent: agentId, payment: paymentId } = rows.rows[0]!);
}, 180_000);
afterAll(() => t?.close());

const DAY = '2031-04-02';
const orders: string[] = Array.from({ length: 4 }, () => crypto.randomUUID());

/** One shipment of a COD order delivered: the courier owes the COD less its fee. */
function deliveredPart(source: string, orderId: string, cod: number): JournalEntryInput {
  return {
    tenantId,
    day: DAY,
    kind: 'order.delivered',
    source,
    currency: 'MAD',
    orderId,
    memo: `CT-${orders.indexOf(orderId)}`,
    partOfOrder: true,
    lines: [
      { account: 'courier_receivable', counterpartyId: agentId, amountMinor: cod, storeId },
      { account: 'revenue', amountMinor: -cod, storeId },
      { account: 'fees', counterpartyId: agentId, amountMinor: 1500, storeId },
      { account: 'courier_receivable', counterpartyId: agentId, amountMinor: -1500, storeId },
    ],
  };
}

function returned(source: string, orderId: string): JournalEntryInput {
  return {
    tenantId,
    day: DAY,
    kind: 'order.returned',
    source,
    currency: 'MAD',
    orderId,
    memo: `CT-${orders.indexOf(orderId)}`,
    lines: [
      { account: 'fees', counterpartyId: agentId, amountMinor: 900, storeId },
      { account: 'courier_receivable', counterpartyId: agentId, amountMinor: -900, storeId },
    ],
  };
}

describe("the couriers' kept figures under parallel postings", () => {
  it('equal the lines and the allocations after parallel postings, reversals, allocations and rollbacks', async () => {
    const random = prng(225);
    const workers = Array.from({ length: 8 }, (_, w) =>
      t.db
        .transaction(async (tx) => {
          // Each transaction delivers a part of every order and returns one. In the same order
          // of orders: a transaction holds the rows of the orders it posted on until it
          // commits, so opposite orders would deadlock (retried by the helper, but eight
          // transactions can exhaust its attempts); here each waits for the one before, then
          // adds to what it committed, or inserts afresh what a rollback left unwritten.
          const mine = [...orders];
          for (const [i, orderId] of mine.entries()) {
            await postEntry(tx, deliveredPart(`test:ct:${w}:${i}`, orderId, 10_000 + 100 * w));
            await new Promise((r) => setTimeout(r, random() * 10));
          }
          await postEntry(tx, returned(`test:ct:ret:${w}`, mine[w % mine.length]!));
          // Allocations to the same orders, one of them undone in the same transaction.
          for (const orderId of mine.slice(0, 2))
            await tx.execute(sql`insert into payment_allocations (tenant_id, payment_id, order_id, amount_minor)
              values (${tenantId}, ${paymentId}, ${orderId}, ${300 + w})`);
          await tx.execute(sql`delete from payment_allocations where id = (
            select id from payment_allocations where tenant_id = ${tenantId} and payment_id = ${paymentId} and order_id = ${mine[1]!} and amount_minor = ${300 + w} limit 1)`);
          if (w % 3 === 0)
            await reverseSource(tx, tenantId, `test:ct:${w}:1`, `test:ct:void:${w}`, DAY);
          // One in four gives up after posting: its lines, allocations and kept figures roll back.
          if (w % 4 === 3) throw new Error('rolled back');
        })
        .catch((error: Error) => {
          if (error.message !== 'rolled back') throw error;
        }),
    );
    await Promise.all(workers);
    const { fromLines, kept } = await courierFiguresBothWays(t.db, tenantId);
    expect(kept).toEqual(fromLines);
    const account = await t.db.execute<{ id: string }>(sql`
      select id::text from ledger_accounts where tenant_id = ${tenantId} and kind = 'courier_receivable' and counterparty_id = ${agentId} and currency = 'MAD'`);
    const ours = kept.orders.filter(
      (o) => o.account === account.rows[0]!.id && orders.includes(o.order!),
    );
    // Six transactions committed: every order delivered (in six parts), each counted once.
    expect(ours.map((o) => o.cod).sort()).toEqual(
      orders.map(() => String(6 * 10_000 + 100 * (0 + 1 + 2 + 4 + 5 + 6))).sort(),
    );
  }, 120_000);
});
