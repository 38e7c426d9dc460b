import { sql } from 'drizzle-orm';
import type { Db } from '../../kernel/db/client';
import { prng } from '../../kernel/db/seed-random';
import type { DemoContext } from '../../kernel/db/demo-context';
import { nextDocumentNumbers } from '../../kernel/sequences';
import { rowsOf, minor } from './sql-rows';
import { paymentAllocations, payments } from './tables';

const DAY = 86_400_000;
const dayOf = (t: number) => new Date(t).toISOString().slice(0, 10);
type PaymentSeed = Omit<typeof payments.$inferInsert, 'number' | 'tenantId'> & { id: string; allocations: { orderId?: string; payableId?: string; amountMinor: number }[] };

/** Monthly running costs per store, in its currency (minor units). */
const EXPENSES: Record<string, { category: 'rent' | 'salaries' | 'advertising' | 'packaging'; counterparty: string; amountMinor: number; day: number }[]> = {
  MAD: [
    { category: 'rent', counterparty: 'مكتب الكراء أكدال', amountMinor: 850_000, day: 1 },
    { category: 'salaries', counterparty: 'Salaires équipe Casablanca', amountMinor: 2_400_000, day: 28 },
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
  const base = { createdBy: admin, method: 'bank_transfer' as const, counterparty: '', reference: '', attachmentName: '', note: '' };

  const delivered = await rowsOf<Record<string, unknown>>(
    db,
    sql`select o.id::text, o.store_id::text, o.currency, o.payment_method, o.agent_id::text, o.cod_minor, o.total_minor,
          extract(epoch from o.status_changed_at) * 1000 as at, coalesce(a.delivery_fee_minor, 0) as fee, a.name as agent
        from orders o left join fulfillment_agents a on a.id = o.agent_id
        where o.tenant_id = ${tenantId} and o.status = 'delivered' order by o.status_changed_at`,
  );
  const late = new Set<string>();
  // Couriers remit each week's COD, net of their fee, three days after the week ends.
  const weeks = new Map<string, Record<string, unknown>[]>();
  for (const o of delivered) {
    if (o.payment_method !== 'cod' || !o.agent_id) continue;
    const week = Math.floor(Number(o.at) / (7 * DAY));
    const key = `${o.agent_id}|${o.store_id}|${week}`;
    weeks.set(key, [...(weeks.get(key) ?? []), o]);
  }
  const agentIds = [...new Set([...weeks.keys()].map((k) => k.split('|')[0]!))].sort();
  if (agentIds[1]) late.add(agentIds[1]); // this one has not remitted for five weeks
  for (const [key, list] of weeks) {
    const [agentId, storeId, week] = key.split('|') as [string, string, string];
    const paidAt = (Number(week) + 1) * 7 * DAY + 3 * DAY;
    if (paidAt > now - DAY || (late.has(agentId) && paidAt > now - 35 * DAY)) continue;
    const allocations = list.map((o) => ({ orderId: String(o.id), amountMinor: minor(o.cod_minor) - minor(o.fee) })).filter((a) => a.amountMinor > 0);
    const amountMinor = allocations.reduce((s, a) => s + a.amountMinor, 0);
    if (!amountMinor) continue;
    seeds.push({ ...base, id: uuid(), direction: 'in', kind: 'cod_remittance', storeId, agentId, paidOn: dayOf(paidAt), amountMinor, allocatedMinor: amountMinor, currency: String(list[0]!.currency), reference: `REM-${String(list[0]!.agent).slice(0, 3).toUpperCase()}-${week}`, allocations });
  }

  // The marketplace pays prepaid orders every two weeks.
  const fortnights = new Map<string, Record<string, unknown>[]>();
  for (const o of delivered) {
    if (o.payment_method !== 'prepaid') continue;
    const key = `${o.store_id}|${Math.floor(Number(o.at) / (14 * DAY))}`;
    fortnights.set(key, [...(fortnights.get(key) ?? []), o]);
  }
  for (const [key, list] of fortnights) {
    const [storeId, n] = key.split('|') as [string, string];
    const paidAt = (Number(n) + 1) * 14 * DAY + 2 * DAY;
    if (paidAt > now - DAY) continue;
    const store = stores.find((s) => s.id === storeId);
    const allocations = list.map((o) => ({ orderId: String(o.id), amountMinor: minor(o.total_minor) }));
    const amountMinor = allocations.reduce((s, a) => s + a.amountMinor, 0);
    seeds.push({ ...base, id: uuid(), direction: 'in', kind: 'marketplace_payout', storeId, counterparty: store?.currency === 'EUR' ? 'Amazon EU S.à r.l.' : 'Jumia Maroc', paidOn: dayOf(paidAt), amountMinor, allocatedMinor: amountMinor, currency: String(list[0]!.currency), reference: `PAYOUT-${n}`, allocations });
  }

  // Running costs, every month of the last six.
  const today = new Date(now);
  for (let back = 5; back >= 0; back -= 1) {
    for (const store of stores) {
      for (const e of EXPENSES[store.currency] ?? []) {
        const at = Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - back, e.day);
        if (at > now) continue;
        const amountMinor = Math.round((e.amountMinor * (0.9 + random() * 0.2)) / 100) * 100;
        seeds.push({ ...base, id: uuid(), direction: 'out', kind: 'expense', expenseCategory: e.category, storeId: store.id, counterparty: e.counterparty, paidOn: dayOf(at), amountMinor, currency: store.currency, method: e.category === 'advertising' ? 'card' : 'bank_transfer', allocations: [] });
      }
    }
  }

  // Suppliers are paid what fell due more than five days ago, one in five left overdue.
  const due = await rowsOf<Record<string, unknown>>(
    db,
    sql`select id::text, supplier_id::text, store_id::text, currency, amount_minor, due_date::text as due from supplier_payables
        where tenant_id = ${tenantId} and status = 'open' and due_date < ${dayOf(now - 5 * DAY)}::date order by due_date`,
  );
  for (const p of due) {
    if (random() < 0.2) continue;
    const amountMinor = minor(p.amount_minor);
    seeds.push({ ...base, id: uuid(), direction: 'out', kind: 'supplier_payment', storeId: String(p.store_id), supplierId: String(p.supplier_id), paidOn: String(p.due), amountMinor, allocatedMinor: amountMinor, currency: String(p.currency), reference: `VIR-${String(p.due).replaceAll('-', '')}`, allocations: [{ payableId: String(p.id), amountMinor }] });
  }

  // A payment entered twice and voided.
  const twice = seeds.find((s) => s.kind === 'expense' && s.expenseCategory === 'advertising');
  if (twice) seeds.push({ ...twice, id: uuid(), allocations: [], voidedAt: new Date(Date.parse(twice.paidOn) + DAY), voidedBy: admin, voidReason: 'Saisie en double / entered twice', note: 'Facture Meta du mois' });

  seeds.sort((a, b) => a.paidOn.localeCompare(b.paidOn));
  const numbers = await nextDocumentNumbers(db, tenantId, 'payment', 'PAY', seeds.length);
  await db.transaction(async (tx) => {
    const rows = seeds.map(({ allocations: _a, ...p }, i) => ({ ...p, tenantId, number: numbers[i]!, createdAt: new Date(Date.parse(p.paidOn)) }));
    for (let i = 0; i < rows.length; i += 500) await tx.insert(payments).values(rows.slice(i, i + 500));
    const allocations = seeds.flatMap((p) => p.allocations.map((a) => ({ tenantId, paymentId: p.id, orderId: a.orderId ?? null, payableId: a.payableId ?? null, amountMinor: a.amountMinor, createdBy: admin, createdAt: new Date(Date.parse(p.paidOn)) })));
    for (let i = 0; i < allocations.length; i += 1000) await tx.insert(paymentAllocations).values(allocations.slice(i, i + 1000));
    await tx.execute(sql`update supplier_payables sp set paid_minor = sp.amount_minor, status = 'paid', updated_at = now()
      where sp.tenant_id = ${tenantId} and exists (select 1 from payment_allocations a where a.payable_id = sp.id)`);
  });
}
