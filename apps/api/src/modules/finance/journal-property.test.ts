import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, demoIds, signIn, type TestApp } from '../../test/harness';
import { drainEvents } from '../../kernel/events';
import { prng } from '../../kernel/db/seed-random';
import { recordMovements } from '../inventory';
import { courierFiguresBothWays } from './courier-totals-check';
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
    /**
     * The P&L's summary (migration 0195) is the sum of the journal's lines, cell by cell,
     * with the same order counts; and the lab store's P&L (read from the summary) equals,
     * figure by figure and product by product, the sum of its drill-down (read from the lines).
     */
    const summaryHolds = async (at: string) => {
      const cells = (from: string) => sql`
        select a.kind, l.day::text, coalesce(l.store_id::text, '') as store, coalesce(l.product_id::text, '') as product, ${sql.raw(from)}
        group by 1, 2, 3, 4 having sum(l.amount_minor) <> 0 or sum(l.n) <> 0 order by 1, 2, 3, 4`;
      const fromLines = await t.db.execute(
        cells(`sum(l.amount_minor)::bigint as amount, sum(l.n)::int as orders from (
          select l.*, case when l.order_id is not null and ((a.kind = 'revenue' and l.amount_minor < 0) or (a.kind = 'returns' and l.amount_minor > 0)) then 1 else 0 end as n
          from journal_lines l join ledger_accounts a on a.id = l.account_id where l.tenant_id = '${tenantId}'
            and a.kind in ('revenue', 'refunds', 'tax_payable', 'returns', 'cost_of_goods', 'write_offs', 'fees', 'services', 'expenses')) l
          join ledger_accounts a on a.id = l.account_id`),
      );
      const fromSummary = await t.db.execute(
        cells(`sum(l.amount_minor)::bigint as amount, sum(l.n)::int as orders from (select *, orders as n from pl_day_totals where tenant_id = '${tenantId}') l
          join ledger_accounts a on a.id = l.account_id`),
      );
      expect(fromSummary.rows, at).toEqual(fromLines.rows);
      const period = `from=2026-01-01&to=2027-12-31&storeId=${storeId}`;
      const pl = await ok('GET', `/api/profit-loss?${period}&groupBy=product`);
      const mad = pl.currencies.find((c: { currency: string }) => c.currency === 'MAD');
      if (!mad) return;
      for (const figure of [
        'revenue',
        'returns',
        'cogs',
        'fulfillmentFees',
        'services',
        'expenses',
      ]) {
        const lines = await ok(
          'GET',
          `/api/profit-loss/lines?${period}&currency=MAD&figure=${figure}`,
        );
        expect(lines.total, `${at} ${figure}`).toBe(mad.current[figure]);
        for (const g of mad.groups) {
          const of = await ok(
            'GET',
            `/api/profit-loss/lines?${period}&currency=MAD&figure=${figure}&groupBy=product&groupKey=${g.key}`,
          );
          expect(of.total, `${at} ${figure} ${g.key}`).toBe(g.figures[figure]);
        }
      }
      // Each delivered (returned) order counted once, as the lines count them.
      const counted = await t.db.execute<{ delivered: number; returned: number }>(sql`
        select count(distinct l.order_id) filter (where a.kind = 'revenue' and l.amount_minor < 0)::int as delivered,
          count(distinct l.order_id) filter (where a.kind = 'returns' and l.amount_minor > 0)::int as returned
        from journal_lines l join ledger_accounts a on a.id = l.account_id where l.tenant_id = ${tenantId} and l.store_id = ${storeId}`);
      expect(mad.current.deliveredOrders, at).toBe(counted.rows[0]!.delivered);
      expect(mad.current.returnedOrders, at).toBe(counted.rows[0]!.returned);
    };
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
      } else if (roll < 0.94) {
        // An expense on a random day of the month: a P&L line, reversed if voided below.
        const p = await ok('POST', '/api/payments', {
          kind: 'expense',
          expenseCategory: pick(['rent', 'advertising', 'packaging']),
          storeId,
          paidOn: `2026-11-${String(1 + Math.floor(random() * 26)).padStart(2, '0')}`,
          amount: ((100 + Math.floor(random() * 9000)) / 100).toFixed(2),
          counterparty: 'Régie aléatoire',
        });
        payments.push({ id: p.id, effect: 0, voided: false });
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
      await summaryHolds(`step ${step}`);
      // The couriers' kept figures (migration 0225) equal their lines and allocations.
      const couriers = await courierFiguresBothWays(t.db, tenantId);
      expect(couriers.kept, `step ${step}`).toEqual(couriers.fromLines);
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
