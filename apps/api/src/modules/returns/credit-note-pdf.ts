import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../kernel/db/client';
import { notFound } from '../../kernel/errors';
import { localDay } from '../../kernel/local-day';
import { invoiceOfOrder, renderSalesDocument, sellerOf, type SalesDocument } from '../orders';
import { findStoreInTenant } from '../stores';
import type { ReturnsActor } from './actor';
import { creditNoteDocument } from './credit-note-document';
import { refunds } from './tables';

/**
 * A credit note as PDF (issue 31.4): what `creditNoteDocument` gives back, drawn by the
 * invoices' renderer in the store's document language, referring to the order's invoice.
 * Amounts given back include their tax (its share of each line's frozen tax). Not found for
 * another tenant's, another store's, or a refund that is not a credit note.
 */
export async function creditNotePdf(db: Db, actor: ReturnsActor, id: string) {
  const [row] = await db
    .select({ storeId: refunds.storeId, orderId: refunds.orderId, createdAt: refunds.createdAt })
    .from(refunds)
    .where(
      and(
        eq(refunds.tenantId, actor.tenantId),
        eq(refunds.id, id),
        eq(refunds.kind, 'credit_note'),
        inArray(refunds.storeId, actor.storeIds.length ? actor.storeIds : ['']),
      ),
    );
  const store = row && (await findStoreInTenant(db, actor.tenantId, row.storeId));
  if (!row || !store) throw notFound('Credit note');
  const cn = await creditNoteDocument(db, actor.tenantId, id);
  const invoice =
    cn.order.invoiceNumber ?? (await invoiceOfOrder(db, actor.tenantId, row.orderId))?.number;
  const document: SalesDocument = {
    kind: 'credit_note',
    number: cn.number,
    issuedOn: await localDay(db, row.createdAt, store.timeZone),
    ...(invoice ? { refersTo: invoice } : {}),
    orderNumber: cn.order.number,
    seller: sellerOf(store),
    buyer: {
      name: cn.buyer.name,
      address: [cn.buyer.address, cn.buyer.city],
      phone: cn.buyer.phone,
    },
    pricesIncludeTax: true,
    lines: cn.lines.map((l) => ({
      ...(l.sku ? { sku: l.sku } : {}),
      name: l.name,
      quantity: l.quantity,
      unitPriceMinor: Math.round(l.amountMinor / Math.max(l.quantity, 1)),
      discountMinor: 0,
      totalMinor: l.amountMinor,
      rateBp: l.rateBp,
    })),
    taxByRate: cn.taxByRate,
    totals: {
      currency: cn.currency,
      netMinor: cn.totals.withoutTaxMinor,
      taxMinor: cn.totals.taxMinor,
      totalMinor: cn.totals.totalMinor,
    },
    language: store.documentLanguage,
  };
  return { number: cn.number, pdf: await renderSalesDocument(document) };
}
