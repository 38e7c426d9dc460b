import { and, eq } from 'drizzle-orm';
import type { Db } from '../../kernel/db/client';
import { notFound } from '../../kernel/errors';
import { returnableOrder } from '../orders';
import { findStoreInTenant } from '../stores';
import { refundTaxLines, taxByRateOf } from './refund-tax';
import { refunds, returnLines } from './tables';

/**
 * What a credit note's PDF shows (the invoice renderer draws it: issue 31.4), in minor
 * units: seller (the store), buyer, the lines given back with their tax rate, tax per rate
 * and totals. The tax of each line is the share of its order line's frozen rate; a credit
 * note without a return (a goodwill gesture) is one line per rate of the order
 * (refund-tax.ts: the journal's refund entry holds the same tax).
 */
export interface CreditNoteDocument {
  number: string;
  issuedAt: string;
  currency: string;
  order: { id: string; number: string; invoiceNumber: string | null };
  seller: {
    name: string;
    address: string;
    city: string;
    postalCode: string;
    country: string;
    phone: string;
  };
  buyer: { name: string; phone: string; address: string; city: string };
  pricesIncludeTax: boolean;
  lines: {
    sku: string;
    name: string;
    quantity: number;
    rateBp: number;
    amountMinor: number;
    taxMinor: number;
  }[];
  taxByRate: { rateBp: number; baseMinor: number; taxMinor: number }[];
  totals: { withoutTaxMinor: number; taxMinor: number; totalMinor: number };
}

export async function creditNoteDocument(
  db: Db,
  tenantId: string,
  creditNoteId: string,
): Promise<CreditNoteDocument> {
  const [cn] = await db
    .select()
    .from(refunds)
    .where(
      and(
        eq(refunds.tenantId, tenantId),
        eq(refunds.id, creditNoteId),
        eq(refunds.kind, 'credit_note'),
      ),
    );
  if (!cn) throw notFound('Credit note');
  const order = await returnableOrder(db, { tenantId, storeIds: [cn.storeId] }, cn.orderId);
  const store = await findStoreInTenant(db, tenantId, cn.storeId);
  if (!order || !store) throw notFound('Credit note');
  const returned = cn.returnId
    ? await db.select().from(returnLines).where(eq(returnLines.returnId, cn.returnId))
    : [];
  const lines = refundTaxLines(order, returned, cn.amountMinor);
  const includes = order.tax?.pricesIncludeTax ?? true;
  const taxMinor = lines.reduce((s, l) => s + l.taxMinor, 0);
  return {
    number: cn.number!,
    issuedAt: cn.createdAt.toISOString(),
    currency: cn.currency,
    order: { id: order.id, number: order.number, invoiceNumber: cn.invoiceNumber },
    seller: {
      name: store.name,
      address: store.addressLine1,
      city: store.city,
      postalCode: store.postalCode,
      country: store.country,
      phone: store.phone,
    },
    buyer: {
      name: order.customerName,
      phone: order.customerPhone,
      address: order.address,
      city: order.city,
    },
    pricesIncludeTax: includes,
    lines,
    taxByRate: taxByRateOf(lines),
    totals: { withoutTaxMinor: cn.amountMinor - taxMinor, taxMinor, totalMinor: cn.amountMinor },
  };
}
