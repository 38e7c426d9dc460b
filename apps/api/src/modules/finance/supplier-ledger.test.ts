import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, demoIds, signIn, type TestApp } from '../../test/harness';
import { drainEvents } from '../../kernel/events';
import { addOrder, addProduct, otherMarketplace, receive } from '../purchase/test-fixtures';
import { balances } from './journal';
import { JOURNAL_CONSUMER } from './journal-consumer';

/**
 * What is owed to suppliers (issue 29.7-8): a receipt is a journal event (inventory in at
 * its landed value, each billing party's payable); a PO closed part-received owes only what
 * was received; shipping and customs billed by a forwarder or broker are theirs, not the
 * goods supplier's. The statement, the payables and the journal give one answer.
 */
let t: TestApp;
let admin: string;
let tenantId: string;
let casablanca: string;

const as = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  call(t.app, { method, url, token: admin, ...(payload ? { payload } : {}) });
const ok = async (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) => {
  const res = await as(method, url, payload);
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  return res.body;
};
const supplier = async (name: string, paymentTermsDays = 30) =>
  (
    (await ok('POST', '/api/suppliers', {
      name,
      country: 'MA',
      currency: 'MAD',
      paymentTermsDays,
    })) as { id: string }
  ).id;
type Statement = {
  currencies: { currency: string; owed: string; balance: string; onAccount: string }[];
  payables: { purchaseNumber: string; charge: string; amount: string; open: string }[];
};
const statementOf = async (id: string) =>
  (await ok('GET', `/api/suppliers/${id}/statement`)) as Statement;
/** The party's payable account in the journal, as a positive amount owed ('48.00'). */
const ledgerOwed = async (partyId: string) => {
  await drainEvents(t.db, [JOURNAL_CONSUMER]);
  const rows = await balances(t.db, tenantId, 'supplier_payable', { counterpartyId: partyId });
  const mad = rows.filter((r) => r.currency === 'MAD').reduce((s, r) => s + r.balanceMinor, 0);
  return (-mad / 100).toFixed(2);
};
const inventoryOf = async (productId: string) => {
  await drainEvents(t.db, [JOURNAL_CONSUMER]);
  const rows = await t.db.execute<{ total: number }>(sql`
    select coalesce(sum(l.amount_minor), 0)::bigint as total from journal_lines l join ledger_accounts a on a.id = l.account_id
    where l.tenant_id = ${tenantId} and a.kind = 'inventory' and l.product_id = ${productId}`);
  return Number(rows.rows[0]!.total);
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t, 'admin@atlas.test');
  const ids = await demoIds(t.db);
  tenantId = ids.tenant('atlas').id;
  casablanca = ids.store('Atlas Casablanca').id;
}, 300_000);
afterAll(() => t?.close());

describe('a purchase closed part-received', () => {
  it('owes only what was received: 4 of 10 at 12.00 is 48.00 on the statement, the payables and the journal', async () => {
    const supplierId = await supplier('Poterie Safi Lab');
    const p = await addProduct(t.db, tenantId, 1200);
    const po = await addOrder(t.app, admin, {
      supplierId,
      storeId: casablanca,
      lines: [{ productId: p.id, quantity: 10, unitCost: '12.00' }],
    });
    expect((await receive(t.app, admin, po.id, [{ productId: p.id, quantity: 4 }])).status).toBe(
      201,
    );
    const closed = await ok('POST', `/api/purchase-orders/${po.id}/status`, {
      status: 'cancelled',
    });
    expect(closed).toMatchObject({ status: 'received', closedShort: true });

    const statement = await statementOf(supplierId);
    expect(statement.currencies).toMatchObject([
      { currency: 'MAD', owed: '48.00', balance: '48.00' },
    ]);
    expect(statement.payables).toMatchObject([
      { purchaseNumber: po.number, charge: 'goods', amount: '48.00', open: '48.00' },
    ]);
    expect(await ledgerOwed(supplierId)).toBe('48.00');
    expect(await inventoryOf(p.id)).toBe(4800);
    // The suppliers page: purchased from it is what it delivered, owed the same.
    const list = await ok('GET', `/api/suppliers?search=${encodeURIComponent('Poterie Safi Lab')}`);
    expect(list.items[0].totals).toMatchObject([
      { currency: 'MAD', purchased: '48.00', owed: '48.00' },
    ]);

    // Paid 50.00: 48.00 settles the receipt, 2.00 stays on account; the journal says the same.
    const payment = await ok('POST', '/api/payments', {
      kind: 'supplier_payment',
      storeId: casablanca,
      supplierId,
      paidOn: '2026-11-20',
      amount: '50',
      method: 'bank_transfer',
    });
    const [candidate] = (await ok('GET', `/api/payments/${payment.id}/allocation-candidates`)) as {
      payableId: string;
      open: string;
    }[];
    expect(candidate!.open).toBe('48.00');
    await ok('POST', `/api/payments/${payment.id}/allocations`, {
      items: [{ payableId: candidate!.payableId, amount: '48' }],
    });
    expect((await statementOf(supplierId)).currencies[0]).toMatchObject({
      owed: '0.00',
      onAccount: '2.00',
      balance: '-2.00',
    });
    expect(await ledgerOwed(supplierId)).toBe('-2.00');
  }, 120_000);
});

describe('freight and customs billed by another party', () => {
  it("are that party's payables, not the goods supplier's; the receipts post inventory against each", async () => {
    const goods = await supplier('Tissage Fès Lab', 60);
    const forwarder = await supplier('Transit Tanger Lab', 15);
    const broker = await supplier('Douane Conseil Lab', 7);
    const p = await addProduct(t.db, tenantId, 1200);
    const po = await addOrder(t.app, admin, {
      supplierId: goods,
      storeId: casablanca,
      lines: [{ productId: p.id, quantity: 10, unitCost: '12.00' }],
      extraCosts: {
        shipping: '30',
        customs: '10.01',
        other: '5',
        shippingSupplierId: forwarder,
        customsSupplierId: broker,
      },
    });
    expect(po.extraCosts).toMatchObject({
      shippingSupplierId: forwarder,
      customsSupplierId: broker,
    });
    expect(po.total).toBe('165.01');
    await receive(t.app, admin, po.id, [{ productId: p.id, quantity: 3 }]);
    const first = await statementOf(forwarder);
    expect(first.payables).toMatchObject([
      { purchaseNumber: po.number, charge: 'shipping', amount: '9.00' },
    ]);
    expect((await statementOf(broker)).payables).toMatchObject([
      { charge: 'customs', amount: '3.00' },
    ]);
    await receive(t.app, admin, po.id, [{ productId: p.id, quantity: 7 }]);

    // Each party is owed exactly its part once everything is in; the supplier goods and the extra it bills.
    const owed = async (id: string) => (await statementOf(id)).currencies[0]!.owed;
    expect(await owed(goods)).toBe('125.00');
    expect(await owed(forwarder)).toBe('30.00');
    expect(await owed(broker)).toBe('10.01');
    for (const id of [goods, forwarder, broker]) expect(await ledgerOwed(id)).toBe(await owed(id));
    expect(await inventoryOf(p.id)).toBe(16_501);
    // Due on each party's own terms.
    const due = (days: number) =>
      new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const payables = await ok('GET', `/api/suppliers/${forwarder}/statement`);
    expect(payables.payables[0].dueDate).toBe(due(15));

    // The forwarder's payment settles the forwarder's payables only.
    const payment = await ok('POST', '/api/payments', {
      kind: 'supplier_payment',
      storeId: casablanca,
      supplierId: goods,
      paidOn: '2026-11-20',
      amount: '30',
      method: 'bank_transfer',
    });
    const candidates = (await ok('GET', `/api/payments/${payment.id}/allocation-candidates`)) as {
      label: string;
    }[];
    expect(candidates.every((c) => c.label === po.number)).toBe(true);
    const forwarderPayable = (await ok('GET', `/api/suppliers/${forwarder}/statement`)).payables[0];
    const refused = await as('POST', `/api/payments/${payment.id}/allocations`, {
      items: [{ payableId: forwarderPayable.payableId, amount: '9' }],
    });
    expect(refused.status).toBe(422);
    expect(refused.body.error.code).toBe('allocation_target_invalid');
  }, 120_000);

  it("refuses another tenant's supplier as the forwarder", async () => {
    const other = await otherMarketplace(t.db);
    const otherAdmin = await signIn(t, other.email);
    const theirs = (
      await call(t.app, {
        method: 'POST',
        url: '/api/suppliers',
        token: otherAdmin,
        payload: { name: 'Their Forwarder', country: 'MA', currency: 'MAD' },
      })
    ).body.id as string;
    const goods = await supplier('Cuir Marrakech Lab');
    const p = await addProduct(t.db, tenantId, 500);
    const res = await as('POST', '/api/purchase-orders', {
      supplierId: goods,
      storeId: casablanca,
      lines: [{ productId: p.id, quantity: 2 }],
      extraCosts: { shipping: '10', shippingSupplierId: theirs },
    });
    // As for the goods supplier: a field naming what does not exist here.
    expect(res.status).toBe(400);
    expect(res.body.error.details).toMatchObject([{ path: 'extraCosts.shippingSupplierId' }]);
  });
});

describe("the demo's suppliers", () => {
  it('each statement balance equals its payable account in the journal (receipts recorded as events)', async () => {
    const rows = await t.db.execute<{ id: string; name: string }>(
      sql`select id::text, name from suppliers where tenant_id = ${tenantId} and name not like '%Lab' order by name`,
    );
    expect(rows.rows.length).toBeGreaterThan(3);
    for (const s of rows.rows) {
      const statement = await statementOf(s.id);
      const balance = statement.currencies.find((c) => c.currency === 'MAD')?.balance ?? '0.00';
      expect(`${s.name}: ${await ledgerOwed(s.id)}`).toBe(`${s.name}: ${balance}`);
    }
  }, 120_000);
});
