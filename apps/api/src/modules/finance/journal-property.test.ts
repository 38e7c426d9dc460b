import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, demoIds, signIn, type TestApp } from '../../test/harness';
import { drainEvents } from '../../kernel/events';
import { prng } from '../../kernel/db/seed-random';
import { recordMovements } from '../inventory';
import { balances, unbalancedEntries } from './journal';
import { JOURNAL_CONSUMER } from './journal-consumer';
import { SERVICES_CONSUMER } from './services-journal';

/**
 * A generative test (seeded loop: fast-check is not in the lockfile). Random orders, status
 * moves, receipts at random costs, courier fee and packing price edits, remittances with allocations and
 * voids; after each step: every journal entry balances, what was posted before never
 * changes, no payment or order is allocated past its amount, and the courier's receivable
 * equals a model kept by the test from the fees true at each delivery and return.
 * SEED=n reproduces a run; STEPS=n makes it longer.
 */
const SEED = Number(process.env.SEED ?? 29);
const STEPS = Number(process.env.STEPS ?? 40);

let t: TestApp;
let admin: string;
let tenantId: string;
let userId: string;
let storeId: string;
let agentId: string;
let productId: string;
let packingId: string;

const req = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  call(t.app, { method, url, token: admin, ...(payload ? { payload } : {}) });
const ok = async (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) => {
  const res = await req(method, url, payload);
  expect(res.status, `${method} ${url} ${JSON.stringify(res.body)}`).toBeLessThan(300);
  return res.body;
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t, 'admin@atlas.test');
  const ids = await demoIds(t.db);
  tenantId = ids.tenant('atlas').id;
  userId = ids.user('admin@atlas.test').id;
  storeId = (
    await ok('POST', '/api/stores', {
      name: 'Property Lab',
      marketplace: 'Jumia',
      country: 'MA',
      currency: 'MAD',
    })
  ).id;
  agentId = (
    await ok('POST', '/api/fulfillment-agents', {
      name: 'Lab Aléatoire',
      kind: 'courier',
      phone: '+212 522 444444',
      cities: ['Rabat'],
      deliveryFee: '20',
      returnFee: '15',
      remitEveryDays: 7,
      remitAccount: 'RIB 0005',
    })
  ).id;
  productId = (
    await ok('POST', '/api/products', {
      sku: 'PROP-LAB-1',
      name: 'Lab plateau',
      category: 'Kitchen',
      costPrice: '9',
      salePrice: '30',
      currency: 'MAD',
    })
  ).id;
  await t.db.transaction((tx) =>
    recordMovements(tx, { tenantId, userId }, [
      { productId, storeId, kind: 'receipt', quantity: 200, unitCostMinor: 1000 },
    ]),
  );
  // A cost service charged when an order ships, its price edited at random below.
  packingId = (
    await ok('POST', '/api/services', {
      name: 'Emballage aléatoire',
      kind: 'packing',
      unit: 'per_order',
      price: '5',
      currency: 'MAD',
      storeId,
    })
  ).id;
}, 180_000);
afterAll(() => t?.close());

interface ModelOrder {
  id: string;
  status: string;
  codMinor: number;
}

describe('the journal under random sequences', () => {
  it(`holds its invariants after every step (seed ${SEED}, ${STEPS} steps)`, async () => {
    const random = prng(SEED);
    const pick = <T>(xs: T[]) => xs[Math.floor(random() * xs.length)]!;
    const orders: ModelOrder[] = [];
    // effect: what the payment did to what the courier owes (a remittance lowers it, fees paid to it raise it).
    const payments: { id: string; effect: number; voided: boolean }[] = [];
    const fee = { delivery: 2000, ret: 1500 };
    let packing = 500; // the packing service's price now
    let services = 0; // the model: packing charged at the price true when each order shipped
    let receivable = 0; // the model: what the courier owes
    let posted: { lines: number; checksum: number } | null = null;
    const next: Record<string, string> = {
      new: 'confirmed',
      confirmed: 'packed',
      packed: 'shipped',
    };

    for (let step = 0; step < STEPS; step++) {
      const roll = random();
      const open = orders.filter((o) => !['delivered', 'returned', 'cancelled'].includes(o.status));
      const delivered = orders.filter((o) => o.status === 'delivered');
      if (roll < 0.25 || !orders.length) {
        const quantity = 1 + Math.floor(random() * 3);
        const o = await ok('POST', '/api/orders', {
          storeId,
          paymentMethod: 'cod',
          agentId,
          customer: {
            name: `Client ${step}`,
            phone: '+212 600-121212',
            city: 'Rabat',
            address: `${step} rue Ibn Batouta`,
          },
          lines: [{ productId, quantity }],
        });
        orders.push({ id: o.id, status: 'new', codMinor: Math.round(Number(o.codAmount) * 100) });
      } else if (roll < 0.55 && open.length) {
        const o = pick(open);
        const to =
          o.status === 'shipped'
            ? random() < 0.7
              ? 'delivered'
              : 'returned'
            : o.status === 'new' && random() < 0.15
              ? 'cancelled'
              : next[o.status]!;
        await ok('POST', `/api/orders/${o.id}/status`, { status: to });
        o.status = to;
        if (to === 'delivered') receivable += o.codMinor - fee.delivery;
        if (to === 'returned') receivable -= fee.ret;
        if (to === 'shipped') services += packing;
      } else if (roll < 0.62) {
        await t.db.transaction((tx) =>
          recordMovements(tx, { tenantId, userId }, [
            {
              productId,
              storeId,
              kind: 'receipt',
              quantity: 5,
              unitCostMinor: 500 + Math.floor(random() * 3000),
            },
          ]),
        );
      } else if (roll < 0.7) {
        fee.delivery = 1000 + 500 * Math.floor(random() * 5);
        fee.ret = 500 + 500 * Math.floor(random() * 4);
        packing = 100 * (1 + Math.floor(random() * 9));
        await ok('PATCH', `/api/services/${packingId}`, { price: (packing / 100).toFixed(2) });
        await ok('PATCH', `/api/fulfillment-agents/${agentId}`, {
          deliveryFee: (fee.delivery / 100).toFixed(2),
          returnFee: (fee.ret / 100).toFixed(2),
        });
      } else if (roll < 0.78) {
        // The courier's fees paid on their own, allocated to a returned order's return fee.
        const amountMinor = 100 + Math.floor(random() * 3000);
        const p = await ok('POST', '/api/payments', {
          kind: 'courier_fees',
          storeId,
          agentId,
          paidOn: '2026-11-20',
          amount: (amountMinor / 100).toFixed(2),
          method: 'bank_transfer',
        });
        payments.push({ id: p.id, effect: amountMinor, voided: false });
        receivable += amountMinor;
        const returned = orders.filter((o) => o.status === 'returned');
        if (returned.length) {
          const res = await req('POST', `/api/payments/${p.id}/allocations`, {
            items: [
              {
                orderId: pick(returned).id,
                amount: ((1 + Math.floor(random() * amountMinor)) / 100).toFixed(2),
              },
            ],
          });
          expect([200, 422]).toContain(res.status);
        }
      } else if (roll < 0.9) {
        const amountMinor = 500 + Math.floor(random() * 6000);
        const p = await ok('POST', '/api/payments', {
          kind: 'cod_remittance',
          storeId,
          agentId,
          paidOn: '2026-11-20',
          amount: (amountMinor / 100).toFixed(2),
          method: 'bank_transfer',
          reference: `P-${step}`,
        });
        payments.push({ id: p.id, effect: -amountMinor, voided: false });
        receivable -= amountMinor;
        if (delivered.length) {
          // Any amount: more than is open must be refused (422), never stored.
          const res = await req('POST', `/api/payments/${p.id}/allocations`, {
            items: [
              {
                orderId: pick(delivered).id,
                amount: ((1 + Math.floor(random() * amountMinor)) / 100).toFixed(2),
              },
            ],
          });
          expect([200, 422]).toContain(res.status);
        }
      } else {
        const live = payments.filter((p) => !p.voided);
        if (live.length) {
          const p = pick(live);
          await ok('POST', `/api/payments/${p.id}/void`, { reason: 'Entered by mistake' });
          p.voided = true;
          receivable -= p.effect;
        }
      }

      await drainEvents(t.db, [JOURNAL_CONSUMER, SERVICES_CONSUMER]);
      expect(await unbalancedEntries(t.db, tenantId), `step ${step}`).toEqual([]);
      // Cost services: what was charged is the model's, each at the price of its shipment.
      const charged = await t.db.execute<{ total: number }>(sql`
        select coalesce(sum(l.amount_minor), 0)::bigint as total from journal_lines l join ledger_accounts a on a.id = l.account_id
        where l.tenant_id = ${tenantId} and l.store_id = ${storeId} and a.kind = 'services'`);
      expect(Number(charged.rows[0]!.total), `step ${step}`).toBe(services);
      // What was posted before this step is unchanged (entries are facts, never edited).
      if (posted) {
        const again = (
          await t.db.execute<{ lines: number; checksum: number }>(sql`
          select count(*)::int as lines, coalesce(sum(amount_minor * (id % 97 + 1)), 0)::bigint as checksum
          from journal_lines where tenant_id = ${tenantId} and id <= ${posted.lines}`)
        ).rows[0]!;
        expect(Number(again.checksum), `step ${step}`).toBe(posted.checksum);
      }
      const now = (
        await t.db.execute<{ last: number; checksum: number }>(sql`
        select coalesce(max(id), 0)::bigint as last, coalesce(sum(amount_minor * (id % 97 + 1)), 0)::bigint as checksum from journal_lines where tenant_id = ${tenantId}`)
      ).rows[0]!;
      posted = { lines: Number(now.last), checksum: Number(now.checksum) };
      // No payment, no order allocated past its amount.
      const over = await t.db.execute(sql`
        select p.id from payments p where p.tenant_id = ${tenantId} and p.allocated_minor > p.amount_minor
        union all
        select a.order_id from payment_allocations a join orders o on o.id = a.order_id
        where a.tenant_id = ${tenantId} group by a.order_id, o.total_minor having sum(a.amount_minor) > o.total_minor`);
      expect(over.rows, `step ${step}`).toEqual([]);
      // No order's fees netted or paid past the fee posted on it.
      const feesOver = await t.db.execute(sql`
        select o.id from orders o where o.tenant_id = ${tenantId} and o.agent_id = ${agentId}
          and (select coalesce(sum(a.amount_minor), 0) from payment_allocations a where a.order_id = o.id)
            < least(0, (select coalesce(sum(l.amount_minor), 0) from journal_lines l join ledger_accounts la on la.id = l.account_id
                join journal_entries e on e.id = l.entry_id
              where l.order_id = o.id and e.kind like 'order.%' and la.kind = 'courier_receivable'))`);
      expect(feesOver.rows, `step ${step}`).toEqual([]);
      // The courier's statement: its balance is the model's and its ageing sums to it.
      const statement = await ok('GET', `/api/fulfillment-agents/${agentId}/statement`);
      const mad = statement.currencies.find((c: { currency: string }) => c.currency === 'MAD');
      const cents = (v: string) => Math.round(Number(v) * 100);
      if (mad) {
        expect(cents(mad.balance), `step ${step}`).toBe(receivable);
        const aged = Object.values(mad.ageing as Record<string, string>).map(cents);
        expect(
          aged.reduce((a, b) => a + b, 0),
          `step ${step}`,
        ).toBe(receivable);
      }
      // The journal's courier receivable is the model's, built from the fees of each moment.
      const [courier] = await balances(t.db, tenantId, 'courier_receivable', {
        counterpartyId: agentId,
      });
      expect(courier?.balanceMinor ?? 0, `step ${step}`).toBe(receivable);
    }
  }, 600_000);
});
