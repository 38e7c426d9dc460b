import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../kernel/db/client';
import { AppError, notFound } from '../../kernel/errors';
import { localDay } from '../../kernel/local-day';
import { nextDocumentNumber } from '../../kernel/sequences';
import type { Deps } from '../../kernel/types';
import { recordAudits } from '../audit';
import type { OrderActor } from './pricing';
import { linesOf, lockOrders, storeOf, type OrderRow, type StoreRow } from './repository';
import {
  salesDocumentsPdf,
  type DocumentParty,
  type SalesDocument,
  type SalesDocumentLine,
} from './sales-document-pdf';
import { documentTexts } from './sales-document-texts';
import { invoices } from './tables';

/** At most this many invoices in one bulk PDF (about 30 ms each). */

export type InvoiceRow = typeof invoices.$inferSelect;

/**
 * When an order gets an invoice (docs/tax-and-invoices.md): on request, once it is sold,
 * i.e. confirmed, packed, shipped or delivered. An invoice issued before the order was
 * cancelled or returned stays (it is cancelled by a credit note, never deleted).
 */
const NO_INVOICE: Partial<Record<OrderRow['status'], string>> = {
  pending: 'it is not confirmed yet',
  cancelled: 'it has been cancelled',
  returned: 'it was returned without being sold',
};

export function assertInvoiceable(order: Pick<OrderRow, 'number' | 'status'>) {
  const reason = NO_INVOICE[order.status];
  if (reason) {
    throw new AppError(409, 'invoice_refused', `No invoice for order ${order.number}: ${reason}`, [
      { path: 'status', message: order.status },
    ]);
  }
}

/** "INV-2026-000123", or "ATL-INV-2026-000123" for a store with a prefix: one series per store and year. */
export const invoiceSeries = (store: Pick<StoreRow, 'id' | 'invoicePrefix'>, year: number) => ({
  series: `invoice:${store.id}:${year}`,
  prefix: `${store.invoicePrefix ? `${store.invoicePrefix}-` : ''}INV-${year}`,
});

type Line = Awaited<ReturnType<typeof linesOf>>[number];

/** The seller as an invoice or a credit note prints it: the store's legal name and details. */
export const sellerOf = (store: StoreRow): DocumentParty => ({
  name: store.legalName || store.name,
  address: [store.addressLine1, [store.postalCode, store.city].filter(Boolean).join(' ')],
  phone: store.phone,
  taxId: store.taxId,
});

/** What the invoice of `order` prints, frozen from the order, its lines and its store. */
export function invoiceDocument(
  order: OrderRow,
  lines: Line[],
  store: StoreRow,
  number: string,
  issuedOn: string,
): SalesDocument {
  const language = store.documentLanguage;
  const t = documentTexts(language);
  const tax = order.tax;
  const rateAt = new Map(tax?.lines.map((l) => [l.position, l.rateBp]));
  // Shipping and services carry the standard rate of the day (compute.ts); the order keeps
  // rates per line only, and the standard is the highest of its rates.
  const standardBp = Math.max(0, ...(tax?.byRate.map((r) => r.rateBp) ?? []));
  const rows: SalesDocumentLine[] = lines.map((l) => ({
    sku: l.sku,
    name: l.name,
    quantity: l.quantity,
    unitPriceMinor: l.unitPriceMinor,
    discountMinor: l.discountMinor,
    totalMinor: l.totalMinor,
    rateBp: rateAt.get(l.position) ?? 0,
  }));
  const extra = (name: string, minor: number, rateBp?: number): SalesDocumentLine => ({
    name,
    quantity: 1,
    unitPriceMinor: minor,
    discountMinor: 0,
    totalMinor: minor,
    ...(rateBp === undefined ? {} : { rateBp }),
  });
  if (order.shippingFeeMinor) rows.push(extra(t.shipping, order.shippingFeeMinor, standardBp));
  for (const s of order.services) rows.push(extra(s.name, s.amountMinor, standardBp));
  if (order.discountMinor) rows.push(extra(t.orderDiscount, -order.discountMinor));
  return {
    kind: 'invoice',
    number,
    issuedOn,
    orderNumber: order.number,
    seller: sellerOf(store),
    buyer: {
      name: order.customerName,
      address: [order.address, order.city],
      phone: order.customerPhone,
    },
    pricesIncludeTax: tax?.pricesIncludeTax ?? store.pricesIncludeTax,
    lines: rows,
    taxByRate: tax?.byRate ?? [],
    totals: {
      currency: order.currency,
      netMinor: order.totalMinor - order.taxMinor,
      taxMinor: order.taxMinor,
      totalMinor: order.totalMinor,
    },
    language,
  };
}

const invoicesOf = (db: Db | Tx, tenantId: string, orderIds: string[]) =>
  orderIds.length
    ? db
        .select()
        .from(invoices)
        .where(and(eq(invoices.tenantId, tenantId), inArray(invoices.orderId, orderIds)))
    : Promise.resolve([]);

/** The invoice of an order, if it has one (the order page shows its number). */
export async function invoiceOfOrder(db: Db | Tx, tenantId: string, orderId: string) {
  const [row] = await invoicesOf(db, tenantId, [orderId]);
  return row ?? null;
}

/**
 * The invoices of the orders, issuing those not issued yet, in one transaction: the orders
 * are locked (in id order) so two requests for one order issue one invoice, and each number
 * is taken from the store's series in this transaction, so a refusal or a failure rolls
 * the counter back with the rows: no gap, no number used twice. An order that cannot have
 * an invoice refuses the whole selection (409 naming it); another tenant's order is a 404.
 */
export async function issueInvoices(
  deps: Deps,
  actor: OrderActor,
  orderIds: string[],
): Promise<InvoiceRow[]> {
  const ids = [...new Set(orderIds)];
  const issued = await invoicesOf(deps.db, actor.tenantId, ids);
  // Already issued and still the caller's: answered without a lock (the usual reprint).
  if (issued.length === ids.length && issued.every((i) => actor.storeIds.includes(i.storeId)))
    return ids.map((id) => issued.find((i) => i.orderId === id)!);
  return deps.db.transaction(async (tx) => {
    const locked = await lockOrders(tx, actor, ids);
    if (locked.length !== ids.length) throw notFound('Order');
    const existing = new Map(
      (await invoicesOf(tx, actor.tenantId, ids)).map((i) => [i.orderId, i]),
    );
    const toIssue = locked.filter((o) => !existing.has(o.id));
    for (const order of toIssue) assertInvoiceable(order);
    const stores = new Map<string, StoreRow>();
    const now = new Date();
    const rows: (typeof invoices.$inferInsert)[] = [];
    // Numbered in the order's number order, so a bulk run reads in sequence.
    for (const order of toIssue.sort((a, b) => a.number.localeCompare(b.number))) {
      const store =
        stores.get(order.storeId) ?? (await storeOf(tx, actor.tenantId, order.storeId))!;
      stores.set(store.id, store);
      const issuedOn = await localDay(tx, now, store.timeZone);
      const year = Number(issuedOn.slice(0, 4));
      const { series, prefix } = invoiceSeries(store, year);
      const number = await nextDocumentNumber(tx, actor.tenantId, series, prefix);
      const document = invoiceDocument(
        order,
        await linesOf(tx, [order.id]),
        store,
        number,
        issuedOn,
      );
      rows.push({
        tenantId: actor.tenantId,
        storeId: store.id,
        orderId: order.id,
        number,
        year,
        language: document.language,
        currency: order.currency,
        totalMinor: order.totalMinor,
        taxMinor: order.taxMinor,
        document,
        issuedBy: actor.userId,
        issuedAt: now,
      });
    }
    const inserted = rows.length ? await tx.insert(invoices).values(rows).returning() : [];
    await recordAudits(
      tx,
      actor,
      inserted.map((i) => ({
        action: 'invoice',
        recordType: 'Order',
        recordId: i.orderId,
        after: { invoiceNumber: i.number, total: i.totalMinor, tax: i.taxMinor },
      })),
    );
    for (const i of inserted) existing.set(i.orderId, i);
    return ids.map((id) => existing.get(id)!);
  });
}

/** The invoices of the orders as one PDF (each from its frozen document). */
export async function invoicesPdf(deps: Deps, actor: OrderActor, orderIds: string[]) {
  const rows = await issueInvoices(deps, actor, orderIds);
  return { rows, pdf: await salesDocumentsPdf(rows.map((r) => r.document)) };
}
