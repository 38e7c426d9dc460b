import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, demoIds, signIn, type TestApp } from '../../test/harness';
import { otherMarketplace } from '../purchase/test-fixtures';
import { balances } from './journal';
import { postPending } from './pl-journal';
import { servicesConsumer } from './services-journal';
import { openLab } from './test-lab';

/**
 * Cost services paid to their provider (issue 29.8, migration 0220): a service naming a
 * supplier as its provider credits that supplier's payable with its charges, so its
 * statement shows them and a supplier payment settles them, under a lock taken before the
 * open amount is summed; what the payment does not allocate stays on account. Charges posted
 * before a provider was named stay accrued. Runs on PGlite and, with TEST_DATABASE_URL, on
 * PostgreSQL, where the parallel claims really run at once.
 */
let t: TestApp;
let admin: string;
let tenantId: string;
let storeId: string;
let agentId: string;
let productId: string;
let packer: string;
let otherSupplier: string;
let packing: string;

const as = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  call(t.app, { method, url, token: admin, ...(payload ? { payload } : {}) });
const ok = async (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) => {
  const res = await as(method, url, payload);
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  return res.body;
};
const supplier = async (name: string) =>
  (
    (await ok('POST', '/api/suppliers', {
      name,
      country: 'MA',
      currency: 'MAD',
      paymentTermsDays: 30,
    })) as { id: string }
  ).id;
const shipped = async (quantity = 1) => {
  const o = await ok('POST', '/api/orders', {
    storeId,
    paymentMethod: 'cod',
    agentId,
    customer: {
      name: 'Salma Idrissi',
      phone: '+212 600-888111',
      city: 'Rabat',
      address: '9 rue Oued Fès',
    },
    lines: [{ productId, quantity }],
  });
  for (const status of ['confirmed', 'packed', 'shipped'])
    await ok('POST', `/api/orders/${o.id}/status`, { status });
  return o as { id: string; number: string };
};
const payment = (supplierId: string, amount: string, reference: string) =>
  ok('POST', '/api/payments', {
    kind: 'supplier_payment',
    storeId,
    supplierId,
    paidOn: '2026-11-20',
    amount,
    reference,
    method: 'bank_transfer',
  }) as Promise<{ id: string; number: string }>;

type Statement = {
  currencies: {
    currency: string;
    owed: string;
    overdue: string;
    dueThisWeek: string;
    paid: string;
    onAccount: string;
    balance: string;
  }[];
  serviceCharges: {
    chargeId: string;
    day: string;
    dueDate: string;
    overdue: boolean;
    service: string;
    orderNumber: string | null;
    amount: string;
    paid: string;
    open: string;
  }[];
};
const statementOf = async (id: string) =>
  (await ok('GET', `/api/suppliers/${id}/statement`)) as Statement;
const mad = (s: Statement) => s.currencies.find((c) => c.currency === 'MAD');
/** The provider's payable account in the journal, as a positive amount owed ('12.00'). */
const ledgerOwed = async (partyId: string) => {
  await postPending(t.db);
  const rows = await balances(t.db, tenantId, 'supplier_payable', { counterpartyId: partyId });
  const sum = rows.filter((r) => r.currency === 'MAD').reduce((s, r) => s + r.balanceMinor, 0);
  return (-sum / 100).toFixed(2);
};
const chargeOf = async (orderNumber: string) => {
  const c = (await statementOf(packer)).serviceCharges.find((x) => x.orderNumber === orderNumber);
  expect(c, orderNumber).toBeDefined();
  return c!;
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t, 'admin@atlas.test');
  tenantId = (await demoIds(t.db)).tenant('atlas').id;
  ({ storeId, agentId, productId } = await openLab(t, ok, {
    store: 'Providers Lab',
    courier: {
      name: 'Lab Provider Express',
      phone: '+212 522 000333',
      city: 'Rabat',
      returnFee: '15',
      remitAccount: 'RIB 0333',
    },
    product: { sku: 'PRV-LAB-1', name: 'Lab tajine', salePrice: '60' },
    onHand: 60,
    unitCostMinor: 1200,
  }));
  packer = await supplier('Lab Fulfilment Centre');
  otherSupplier = await supplier('Lab Other Supplier');
}, 300_000);
afterAll(() => t?.close());

describe('cost services paid to their provider (issue 29.8)', () => {
  it('refuses a provider that is not an active supplier of the tenant, or on a service billed to buyers', async () => {
    const base = { currency: 'MAD', storeId, kind: 'packing', unit: 'per_order', price: '3' };
    const unknown = await as('POST', '/api/services', {
      ...base,
      name: 'Lab bad provider',
      providerId: '00000000-0000-4000-8000-000000000001',
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.error).toMatchObject({
      code: 'provider_invalid',
      details: [{ path: 'providerId', message: 'This supplier does not exist' }],
    });
    const billed = await as('POST', '/api/services', {
      ...base,
      name: 'Lab gift wrap',
      direction: 'charge',
      providerId: packer,
    });
    expect(billed.status).toBe(422);
    expect(billed.body.error.code).toBe('provider_invalid');
    const gone = await supplier('Lab Closed Packer');
    await ok('PATCH', `/api/suppliers/${gone}`, { active: false });
    const inactive = await as('POST', '/api/services', {
      ...base,
      name: 'Lab closed packer',
      providerId: gone,
    });
    expect(inactive.status).toBe(422);
    expect(inactive.body.error).toMatchObject({
      code: 'supplier_inactive',
      message: 'Lab Closed Packer is deactivated',
    });
    // Nothing half-written: no such service exists.
    const names = (await ok('GET', `/api/services?search=Lab&pageSize=100`)).items.map(
      (s: { name: string }) => s.name,
    );
    expect(names).not.toContain('Lab bad provider');
    expect(names).not.toContain('Lab gift wrap');
    expect(names).not.toContain('Lab closed packer');
  });

  it("credits the provider's payable from the moment it is named; earlier charges stay accrued", async () => {
    packing = (
      await ok('POST', '/api/services', {
        name: 'Emballage prestataire',
        kind: 'packing',
        unit: 'per_order',
        price: '5',
        currency: 'MAD',
        storeId,
      })
    ).id;
    const before = await shipped(); // charged with no provider: accrued
    await postPending(t.db);
    const accruedBefore = await balances(t.db, tenantId, 'accrued_services');
    const named = await ok('PATCH', `/api/services/${packing}`, { providerId: packer });
    expect(named).toMatchObject({ providerId: packer, providerName: 'Lab Fulfilment Centre' });
    // The services list names each provider (a service with none says null).
    const list = await ok('GET', `/api/services?storeId=${storeId}&pageSize=100`);
    expect(list.items.find((x: { id: string }) => x.id === packing)?.providerName).toBe(
      'Lab Fulfilment Centre',
    );
    const a = await shipped();
    const b = await shipped();
    await postPending(t.db);
    // The accrued account did not move for a and b; the provider is owed 10.00.
    expect(await balances(t.db, tenantId, 'accrued_services')).toEqual(accruedBefore);
    expect(await ledgerOwed(packer)).toBe('10.00');
    const s = await statementOf(packer);
    expect(s.serviceCharges.map((c) => [c.service, c.orderNumber, c.amount, c.open])).toEqual([
      ['Emballage prestataire', a.number, '5.00', '5.00'],
      ['Emballage prestataire', b.number, '5.00', '5.00'],
    ]);
    expect(s.serviceCharges.map((c) => c.orderNumber)).not.toContain(before.number);
    expect(mad(s)).toMatchObject({
      owed: '10.00',
      paid: '0.00',
      onAccount: '0.00',
      balance: '10.00',
    });
  });

  it('allocates a supplier payment to its open charges; the rest stays on account; over-allocation is refused', async () => {
    const a = await chargeOf((await statementOf(packer)).serviceCharges[0]!.orderNumber!);
    const p = await payment(packer, '7', 'PRV-1');
    const candidates = (await ok('GET', `/api/payments/${p.id}/allocation-candidates`)) as {
      chargeId: string | null;
      label: string;
      open: string;
    }[];
    expect(candidates.filter((c) => c.chargeId).map((c) => c.open)).toEqual(['5.00', '5.00']);
    expect(candidates.find((c) => c.chargeId === a.chargeId)!.label).toBe(
      `Emballage prestataire · ${a.orderNumber}`,
    );

    const done = await ok('POST', `/api/payments/${p.id}/allocations`, {
      items: [{ chargeId: a.chargeId, amount: '5' }],
    });
    expect(done.allocated).toBe('5.00');
    const shown = await ok('GET', `/api/payments/${p.id}`);
    expect(shown.allocations).toMatchObject([
      {
        chargeId: a.chargeId,
        chargeLabel: `Emballage prestataire · ${a.orderNumber}`,
        amount: '5.00',
      },
    ]);
    // More than is open on the charge: 422 naming it and what is open; nothing written.
    const over = await as('POST', `/api/payments/${p.id}/allocations`, {
      items: [{ chargeId: a.chargeId, amount: '1' }],
    });
    expect(over.status).toBe(422);
    expect(over.body.error.code).toBe('over_allocation');
    expect(over.body.error.message).toContain(
      `Only 0.00 MAD is open on Emballage prestataire · ${a.orderNumber}`,
    );
    // More than the payment has left (2.00): refused too.
    const b = (await statementOf(packer)).serviceCharges.find((c) => c.chargeId !== a.chargeId)!;
    const tooMuch = await as('POST', `/api/payments/${p.id}/allocations`, {
      items: [{ chargeId: b.chargeId, amount: '3' }],
    });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.error.code).toBe('over_allocation');
    // Another supplier's payment cannot claim this provider's charge.
    const foreign = await payment(otherSupplier, '5', 'PRV-OTHER');
    const refused = await as('POST', `/api/payments/${foreign.id}/allocations`, {
      items: [{ chargeId: b.chargeId, amount: '5' }],
    });
    expect(refused.status).toBe(422);
    expect(refused.body.error.code).toBe('allocation_target_invalid');

    // The statement: 10.00 charged, 5.00 paid on a's charge, 2.00 on account; its balance is the journal's.
    const s = await statementOf(packer);
    expect(mad(s)).toMatchObject({
      owed: '5.00',
      paid: '5.00',
      onAccount: '2.00',
      balance: '3.00',
    });
    expect(s.serviceCharges.map((c) => c.chargeId)).toEqual([b.chargeId]);
    expect(await ledgerOwed(packer)).toBe('3.00');

    // Void the payment: its allocation is undone, the charge open again.
    await ok('POST', `/api/payments/${p.id}/void`, { reason: 'Wrong provider transfer' });
    const afterVoid = await statementOf(packer);
    expect(mad(afterVoid)).toMatchObject({
      owed: '10.00',
      paid: '0.00',
      onAccount: '0.00',
      balance: '10.00',
    });
    expect(await ledgerOwed(packer)).toBe('10.00');
  });

  it('six parallel payments claiming the same charge: exactly one wins, the others get 422 naming it', async () => {
    const c = await shipped();
    const charge = await chargeOf(c.number);
    const payments = await Promise.all(
      Array.from({ length: 6 }, (_, i) => payment(packer, '5', `PRV-PAR-${i}`)),
    );
    const answers = await Promise.all(
      payments.map((p) =>
        as('POST', `/api/payments/${p.id}/allocations`, {
          items: [{ chargeId: charge.chargeId, amount: '5' }],
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 422, 422, 422, 422, 422]);
    for (const refused of answers.filter((a) => a.status === 422))
      expect(refused.body.error).toMatchObject({ code: 'over_allocation' });
    expect((await statementOf(packer)).serviceCharges.map((x) => x.orderNumber)).not.toContain(
      c.number,
    );
    const settled = await Promise.all(payments.map((p) => ok('GET', `/api/payments/${p.id}`)));
    expect(settled.reduce((sum, p) => sum + Number(p.allocated), 0)).toBe(5);
    // 15.00 charged, 5.00 paid, 25.00 on account: the provider is in credit by 15.00, as in the journal.
    const s = await statementOf(packer);
    expect(mad(s)).toMatchObject({
      owed: '10.00',
      paid: '5.00',
      onAccount: '25.00',
      balance: '-15.00',
    });
    expect(await ledgerOwed(packer)).toBe('-15.00');
  }, 120_000);

  it("keeps another tenant out: its supplier is no provider here, its payment claims no charge of ours, our provider's statement is 404 to it", async () => {
    const other = await otherMarketplace(t.db);
    const otherAdmin = await signIn(t, other.email);
    const theirs = async (method: 'GET' | 'POST', url: string, payload?: object) =>
      call(t.app, { method, url, token: otherAdmin, ...(payload ? { payload } : {}) });
    const theirSupplier = (
      await theirs('POST', '/api/suppliers', {
        name: 'Their Packer',
        country: 'MA',
        currency: 'MAD',
      })
    ).body.id as string;
    const refused = await as('PATCH', `/api/services/${packing}`, { providerId: theirSupplier });
    expect(refused.status).toBe(422);
    expect(refused.body.error.code).toBe('provider_invalid');

    const c = await shipped();
    const charge = await chargeOf(c.number);
    const theirStore = (await theirs('GET', '/api/stores')).body.items[0] as { id: string };
    const theirPayment = await theirs('POST', '/api/payments', {
      kind: 'supplier_payment',
      storeId: theirStore.id,
      supplierId: theirSupplier,
      paidOn: '2026-11-20',
      amount: '5',
      method: 'bank_transfer',
    });
    expect(theirPayment.status, JSON.stringify(theirPayment.body)).toBe(201);
    const claim = await theirs('POST', `/api/payments/${theirPayment.body.id}/allocations`, {
      items: [{ chargeId: charge.chargeId, amount: '5' }],
    });
    expect(claim.status).toBe(422);
    expect(claim.body.error.code).toBe('allocation_target_invalid');
    expect((await theirs('GET', `/api/suppliers/${packer}/statement`)).status).toBe(404);
    expect((await chargeOf(c.number)).open).toBe('5.00');
  }, 120_000);

  it("dates each charge by the provider's terms when charged; overdue and due this week on the statement and the dashboard; a terms edit later moves nothing", async () => {
    // Days as the store counts them (a charge is dated on the store's day): between 23:00
    // and midnight UTC, Casablanca is already on the next day.
    const stores = (await ok('GET', '/api/stores')).items as { id: string; timeZone: string }[];
    const { timeZone } = stores.find((x) => x.id === storeId)!;
    const today = new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
    const day = (offset: number) =>
      new Date(Date.parse(`${today}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
    const dueBy = await supplier('Lab Due Packer'); // payment terms 30 days
    await ok('PATCH', `/api/services/${packing}`, { providerId: dueBy });
    /** The dashboard's "owed to suppliers this week" in MAD, in minor units. */
    const dashboard = async () =>
      Math.round(
        Number(
          (
            (await ok('GET', '/api/finance/summary')) as {
              currencies: { currency: string; owedToSuppliersThisWeek: string }[];
            }
          ).currencies.find((c) => c.currency === 'MAD')?.owedToSuppliersThisWeek ?? 0,
        ) * 100,
      );
    await postPending(t.db);
    const before = await dashboard();

    // Charged today on 30 days: due in 30 days, neither overdue nor due this week.
    const late = await shipped();
    let s = await statementOf(dueBy);
    expect(s.serviceCharges.map((c) => [c.orderNumber, c.day, c.dueDate, c.overdue])).toEqual([
      [late.number, day(0), day(30), false],
    ]);
    expect(mad(s)).toMatchObject({ owed: '5.00', overdue: '0.00', dueThisWeek: '0.00' });
    expect(await dashboard()).toBe(before);

    // On 3 days' terms now: the next charge is due within the week, the first still in 30 days.
    await ok('PATCH', `/api/suppliers/${dueBy}`, { paymentTermsDays: 3 });
    const soon = await shipped();
    // And one charged 40 days ago, as the services consumer charges a shipment of that day
    // (the event's day is the store's day it shipped; the services are those in force now):
    // due 37 days ago on the 3 days' terms, overdue.
    const old = (await ok('POST', '/api/orders', {
      storeId,
      paymentMethod: 'cod',
      agentId,
      customer: {
        name: 'Omar Tazi',
        phone: '+212 600-888222',
        city: 'Rabat',
        address: '3 rue Fès',
      },
      lines: [{ productId, quantity: 1 }],
    })) as { id: string; number: string };
    const fortyDaysAgo = day(-40);
    await t.db.transaction((tx) =>
      servicesConsumer.handle(tx, {
        id: 0,
        tenantId,
        aggregateType: 'order',
        aggregateId: old.id,
        sequence: 1,
        type: 'order.shipped',
        occurredAt: new Date(),
        payload: {
          storeId,
          currency: 'MAD',
          day: fortyDaysAgo,
          paymentMethod: 'cod',
          lines: [{ productId, quantity: 1 }],
        },
      }),
    );
    s = await statementOf(dueBy);
    const dues = () =>
      Object.fromEntries(
        s.serviceCharges.map((c) => [c.orderNumber, [c.day, c.dueDate, c.overdue]]),
      );
    const expected = {
      [old.number]: [fortyDaysAgo, day(-37), true],
      [late.number]: [day(0), day(30), false],
      [soon.number]: [day(0), day(3), false],
    };
    expect(dues()).toEqual(expected);
    // Overdue: the old one; due within a week: the old one and the one due in 3 days.
    expect(mad(s)).toMatchObject({ owed: '15.00', overdue: '5.00', dueThisWeek: '10.00' });
    expect(await dashboard()).toBe(before + 1000);

    // The dashboard's figure is the statements' "due within a week" summed over suppliers.
    const suppliers = (await ok('GET', '/api/suppliers?pageSize=100')).items as { id: string }[];
    let week = 0;
    for (const x of suppliers)
      week += Math.round(Number(mad(await statementOf(x.id))?.dueThisWeek ?? 0) * 100);
    expect(await dashboard()).toBe(week);

    // Paying the overdue charge takes it out of both.
    const p = await payment(dueBy, '5', 'PRV-DUE');
    const oldCharge = s.serviceCharges.find((c) => c.orderNumber === old.number)!;
    await ok('POST', `/api/payments/${p.id}/allocations`, {
      items: [{ chargeId: oldCharge.chargeId, amount: '5' }],
    });
    s = await statementOf(dueBy);
    expect(mad(s)).toMatchObject({ owed: '10.00', overdue: '0.00', dueThisWeek: '5.00' });
    expect(await dashboard()).toBe(before + 500);

    // Terms edited afterwards: no charge already made moves (nor the figures).
    await ok('PATCH', `/api/suppliers/${dueBy}`, { paymentTermsDays: 60 });
    s = await statementOf(dueBy);
    delete expected[old.number];
    expect(dues()).toEqual(expected);
    expect(mad(s)).toMatchObject({ owed: '10.00', overdue: '0.00', dueThisWeek: '5.00' });
    expect(await dashboard()).toBe(before + 500);
  }, 180_000);

  it("the migration dates the charges made before it by the same rule, on the provider's terms of today", async () => {
    const dueBy = (
      (await ok('GET', '/api/suppliers?search=Lab%20Due%20Packer')) as { items: { id: string }[] }
    ).items[0]!.id; // on 60 days' terms now
    const before = (await statementOf(dueBy)).serviceCharges;
    expect(before.length).toBe(2);
    // As before the migration: no due date on its charges (the guard off, as the migration does).
    const migration = readFileSync(
      new URL('../../kernel/db/migrations/0255_service_charge_due.sql', import.meta.url),
      'utf8',
    ).split('--> statement-breakpoint');
    const [disable, fill, enable] = [migration[1]!, migration[2]!, migration[3]!];
    expect(fill).toContain('UPDATE "journal_entries"');
    await t.db.execute(sql.raw(disable));
    await t.db.execute(
      sql`update journal_entries set due_on = null where id = any(${`{${before.map((c) => c.chargeId).join(',')}}`}::uuid[])`,
    );
    await t.db.execute(sql.raw(fill));
    await t.db.execute(sql.raw(enable));
    const plus = (d: string, n: number) =>
      new Date(Date.parse(`${d}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
    expect((await statementOf(dueBy)).serviceCharges.map((c) => [c.day, c.dueDate])).toEqual(
      before.map((c) => [c.day, plus(c.day, 60)]),
    );
    // The guard is back: an entry cannot be changed.
    await expect(
      t.db.execute(sql`update journal_entries set due_on = null where id = ${before[0]!.chargeId}`),
    ).rejects.toThrow();
  });
});
