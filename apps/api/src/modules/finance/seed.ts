import { sql } from 'drizzle-orm';
import type { Db } from '../../kernel/db/client';
import { prng } from '../../kernel/db/seed-random';
import type { DemoContext } from '../../kernel/db/demo-context';
import { nextDocumentNumbers } from '../../kernel/sequences';
import { agentNames } from '../fulfillment-agents';
import { findPayables, settlePayablesInFull } from '../purchase';
import { rowsOf, minor } from './sql-rows';
import { paymentAllocations, payments } from './tables';
import { postEntries } from './journal';
import { postTenantEventsInBulk } from './journal-consumer';
import { postTenantServicesInBulk } from './services-journal';
import { linesOf, reversePayment } from './journal-payments';
import type { PaymentRow } from './payment-repository';

const DAY = 86_400_000;
const dayOf = (t: number) => new Date(t).toISOString().slice(0, 10);
type PaymentSeed = Omit<typeof payments.$inferInsert, 'number' | 'tenantId'> & {
  id: string;
  allocations: { orderId?: string; payableId?: string; amountMinor: number }[];
};

/** Monthly running costs per store, in its currency (minor units). */
const EXPENSES: Record<
  string,
  {
    category: 'rent' | 'salaries' | 'advertising' | 'packaging';
    counterparty: string;
    amountMinor: number;
    day: number;
  }[]
> = {
  MAD: [
    { category: 'rent', counterparty: 'مكتب الكراء أكدال', amountMinor: 850_000, day: 1 },
    {
      category: 'salaries',
      counterparty: 'Salaires équipe Casablanca',
      amountMinor: 2_400_000,
      day: 28,
    },
    { category: 'advertising', counterparty: 'Meta Ads', amountMinor: 600_000, day: 10 },
    { category: 'packaging', counterparty: 'Emballages Atlas SARL', amountMinor: 180_000, day: 15 },
  ],
  EUR: [
    { category: 'rent', counterparty: 'Entrepôt Saint-Denis', amountMinor: 120_000, day: 1 },
    { category: 'advertising', counterparty: 'Google Ads', amountMinor: 45_000, day: 12 },
    { category: 'packaging', counterparty: 'Raja France', amountMinor: 9_000, day: 18 },
  ],
};

/**
 * Six months of Atlas's money: each courier's weekly COD remittance (net of its fees,
 * allocated to the orders it covers) except the last weeks, one courier running late;
 * Amazon's fortnightly payouts for prepaid orders; rent, salaries, advertising and
 * packaging every month; suppliers paid for what fell due (a few left overdue); and one
 * payment voided as entered twice.
 */
export async function seedFinance(db: Db, demo: DemoContext) {
  const tenantId = demo.tenants.atlas;
  const random = prng(14);
  const uuid = () => {
    const h = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16)).join('');
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-b${h.slice(17, 20)}-${h.slice(20, 32)}`;
  };
  const admin = demo.users.find((u) => u.tenantId === tenantId && u.role === 'admin')?.id ?? null;
  const stores = demo.stores.filter((s) => s.tenantId === tenantId);
  if (!stores.length) return;
  const now = Date.now();
  const seeds: PaymentSeed[] = [];
  const base = {
    createdBy: admin,
    method: 'bank_transfer' as const,
    counterparty: '',
    reference: '',
    attachmentName: '',
    note: '',
  };

  // The orders' events (seedOrders recorded them) through the journal consumer's postings;
  // what couriers and marketplaces owe is then read from the journal, as every page reads it.
  await db.transaction((tx) => postTenantEventsInBulk(tx, tenantId));
  // Their cost services too (packing, COD fee, return handling), as the live consumer charges them.
  await db.transaction((tx) => postTenantServicesInBulk(tx, tenantId));
  const owed = await rowsOf<Record<string, unknown>>(
    db,
    sql`select a.kind, a.counterparty_id::text as who, l.order_id::text as order_id, l.store_id::text as store_id, a.currency, min(l.day)::text as day, sum(l.amount_minor) as amount
        from journal_lines l join ledger_accounts a on a.id = l.account_id
        where a.tenant_id = ${tenantId} and a.kind in ('courier_receivable', 'marketplace_receivable') and l.order_id is not null
        group by 1, 2, 3, 4, 5 order by 6, 3`,
  );
  const names = await agentNames(db, tenantId);
  // Couriers remit each week's COD three days after the week ends, net of their delivery
  // fee (what each delivery posted on the courier's account), allocated to those orders.
  // Their return fees and prepaid deliveries' fees stay owed to them (docs/finance.md).
  const weeks = new Map<string, Record<string, unknown>[]>();
  for (const o of owed) {
    if (o.kind !== 'courier_receivable' || minor(o.amount) <= 0) continue;
    const key = `${o.who}|${o.store_id}|${Math.floor(Date.parse(String(o.day)) / (7 * DAY))}`;
    weeks.set(key, [...(weeks.get(key) ?? []), o]);
  }
  // One courier (the second by name of the MAD ones, so the same one every time) has not remitted for five weeks.
  const mad = [
    ...new Set(
      owed
        .filter((o) => o.kind === 'courier_receivable' && o.currency === 'MAD')
        .map((o) => String(o.who)),
    ),
  ];
  const late = new Set(
    mad.sort((a, b) => (names.get(a) ?? '').localeCompare(names.get(b) ?? '')).slice(1, 2),
  );
  for (const [key, list] of weeks) {
    const [agentId, storeId, week] = key.split('|') as [string, string, string];
    const paidAt = (Number(week) + 1) * 7 * DAY + 3 * DAY;
    if (paidAt > now - DAY || (late.has(agentId) && paidAt > now - 35 * DAY)) continue;
    const allocations = list.map((o) => ({
      orderId: String(o.order_id),
      amountMinor: minor(o.amount),
    }));
    const amountMinor = allocations.reduce((sum, a) => sum + a.amountMinor, 0);
    const agent = names.get(agentId) ?? 'COD';
    seeds.push({
      ...base,
      id: uuid(),
      direction: 'in',
      kind: 'cod_remittance',
      storeId,
      agentId,
      paidOn: dayOf(paidAt),
      amountMinor,
      allocatedMinor: amountMinor,
      currency: String(list[0]!.currency),
      reference: `REM-${agent.slice(0, 3).toUpperCase()}-${week}`,
      allocations,
    });
  }

  // The marketplace pays prepaid orders every two weeks.
  const fortnights = new Map<string, Record<string, unknown>[]>();
  for (const o of owed) {
    if (o.kind !== 'marketplace_receivable' || minor(o.amount) <= 0) continue;
    const key = `${o.store_id}|${Math.floor(Date.parse(String(o.day)) / (14 * DAY))}`;
    fortnights.set(key, [...(fortnights.get(key) ?? []), o]);
  }
  for (const [key, list] of fortnights) {
    const [storeId, n] = key.split('|') as [string, string];
    const paidAt = (Number(n) + 1) * 14 * DAY + 2 * DAY;
    if (paidAt > now - DAY) continue;
    const store = stores.find((s) => s.id === storeId);
    const allocations = list.map((o) => ({
      orderId: String(o.order_id),
      amountMinor: minor(o.amount),
    }));
    const amountMinor = allocations.reduce((s, a) => s + a.amountMinor, 0);
    seeds.push({
      ...base,
      id: uuid(),
      direction: 'in',
      kind: 'marketplace_payout',
      storeId,
      counterparty: store?.currency === 'EUR' ? 'Amazon EU S.à r.l.' : 'Jumia Maroc',
      paidOn: dayOf(paidAt),
      amountMinor,
      allocatedMinor: amountMinor,
      currency: String(list[0]!.currency),
      reference: `PAYOUT-${n}`,
      allocations,
    });
  }

  // Running costs, every month of the last six.
  const today = new Date(now);
  for (let back = 5; back >= 0; back -= 1) {
    for (const store of stores) {
      for (const e of EXPENSES[store.currency] ?? []) {
        const at = Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - back, e.day);
        if (at > now) continue;
        const amountMinor = Math.round((e.amountMinor * (0.9 + random() * 0.2)) / 100) * 100;
        seeds.push({
          ...base,
          id: uuid(),
          direction: 'out',
          kind: 'expense',
          expenseCategory: e.category,
          storeId: store.id,
          counterparty: e.counterparty,
          paidOn: dayOf(at),
          amountMinor,
          currency: store.currency,
          method: e.category === 'advertising' ? 'card' : 'bank_transfer',
          allocations: [],
        });
      }
    }
  }

  // Suppliers are paid what fell due more than five days ago, one in five left overdue.
  const dueBefore = dayOf(now - 5 * DAY);
  const due = (await findPayables(db, tenantId, { status: 'open' })).filter(
    (p) => p.dueDate < dueBefore,
  );
  for (const p of due) {
    if (random() < 0.2) continue;
    const amountMinor = p.amountMinor;
    seeds.push({
      ...base,
      id: uuid(),
      direction: 'out',
      kind: 'supplier_payment',
      storeId: p.storeId,
      supplierId: p.supplierId,
      paidOn: p.dueDate,
      amountMinor,
      allocatedMinor: amountMinor,
      currency: p.currency,
      reference: `VIR-${p.dueDate.replaceAll('-', '')}`,
      allocations: [{ payableId: p.id, amountMinor }],
    });
  }

  // A payment entered twice and voided.
  const twice = seeds.find((s) => s.kind === 'expense' && s.expenseCategory === 'advertising');
  if (twice)
    seeds.push({
      ...twice,
      id: uuid(),
      allocations: [],
      voidedAt: new Date(Date.parse(twice.paidOn) + DAY),
      voidedBy: admin,
      voidReason: 'Saisie en double / entered twice',
      note: 'Facture Meta du mois',
    });

  seeds.sort((a, b) => a.paidOn.localeCompare(b.paidOn));
  const numbers = await nextDocumentNumbers(db, tenantId, 'payment', 'PAY', seeds.length);
  await db.transaction(async (tx) => {
    const rows = seeds.map(({ allocations: _a, ...p }, i) => ({
      ...p,
      tenantId,
      number: numbers[i]!,
      createdAt: new Date(Date.parse(p.paidOn)),
    }));
    for (let i = 0; i < rows.length; i += 500)
      await tx.insert(payments).values(rows.slice(i, i + 500));
    const allocations = seeds.flatMap((p) =>
      p.allocations.map((a) => ({
        tenantId,
        paymentId: p.id,
        orderId: a.orderId ?? null,
        payableId: a.payableId ?? null,
        amountMinor: a.amountMinor,
        createdBy: admin,
        createdAt: new Date(Date.parse(p.paidOn)),
      })),
    );
    for (let i = 0; i < allocations.length; i += 1000)
      await tx.insert(paymentAllocations).values(allocations.slice(i, i + 1000));
    // Each payment posted as a live one posts, the voided one reversed.
    await postEntries(
      tx,
      rows.map((p) => ({
        tenantId,
        day: p.paidOn,
        kind: `payment.${p.kind}`,
        source: `payment:${p.id}:seed`,
        currency: p.currency,
        paymentId: p.id,
        memo: p.number,
        lines: linesOf(
          {
            kind: p.kind,
            storeId: p.storeId,
            agentId: p.agentId ?? null,
            supplierId: p.supplierId ?? null,
          },
          p.amountMinor,
        ),
      })),
    );
    for (const p of rows.filter((r) => r.voidedAt))
      await reversePayment(tx, { tenantId, id: p.id } as PaymentRow, dayOf(p.voidedAt!.getTime()));
    // Each supplier payment settled the payable it names in full.
    await settlePayablesInFull(
      tx,
      tenantId,
      allocations.flatMap((a) => (a.payableId ? [a.payableId] : [])),
    );
  });
}
