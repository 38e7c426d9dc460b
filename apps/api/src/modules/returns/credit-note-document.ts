import { and, eq } from 'drizzle-orm';
import type { Db } from '../../kernel/db/client';
import { notFound } from '../../kernel/errors';
import { shareOf } from '../../kernel/money';
import { returnableOrder } from '../orders';
import { findStoreInTenant } from '../stores';
import { refunds, returnLines } from './tables';

/**
 * What a credit note's PDF shows (the invoice renderer draws it: issue 31.4), in minor
 * units: seller (the store), buyer, the lines given back with their tax rate, tax per rate
 * and totals. The tax of each line is the share of its order line's frozen tax; a credit
 * note without a return (a goodwill gesture) is one line at the order's main rate.
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
  const tax = order.tax;
  const rateAt = new Map((tax?.lines ?? []).map((l) => [l.position, l]));
  const mainRate = tax?.byRate.slice().sort((a, b) => b.baseMinor - a.baseMinor)[0]?.rateBp ?? 0;
  const returned = cn.returnId
    ? await db.select().from(returnLines).where(eq(returnLines.returnId, cn.returnId))
    : [];
  // Lines as returned, scaled to the credit note's amount when it gives back less (or other) than their value.
  const value = returned.reduce((s, l) => s + l.valueMinor, 0);
  const base =
    returned.length && value > 0
      ? returned.map((l) => {
          const orderLine = order.lines.find((o) => o.id === l.orderLineId);
          const lineTax = rateAt.get(l.position);
          return {
            sku: l.sku,
            name: l.name,
            quantity: l.quantity,
            rateBp: lineTax?.rateBp ?? 0,
            valueMinor: l.valueMinor,
            orderLineTotal: orderLine?.totalMinor ?? 0,
          };
        })
      : [
          {
            sku: '',
            name: `Order ${order.number}`,
            quantity: 1,
            rateBp: mainRate,
            valueMinor: cn.amountMinor,
            orderLineTotal: 0,
          },
        ];
  const total = base.reduce((s, l) => s + l.valueMinor, 0);
  const includes = tax?.pricesIncludeTax ?? true;
  const lines = base.map((l, i) => {
    // The amount given back on this line (the last line takes the cents left by rounding).
    const amountMinor =
      i === base.length - 1
        ? cn.amountMinor -
          base.slice(0, -1).reduce((s, b) => s + shareOf(cn.amountMinor, b.valueMinor, total), 0)
        : shareOf(cn.amountMinor, l.valueMinor, total);
    // The order's amounts carry tax when the store's prices include it; else the tax was added on top and the refund includes it.
    const taxMinor = Math.round((amountMinor * l.rateBp) / (10000 + l.rateBp));
    return {
      sku: l.sku,
      name: l.name,
      quantity: l.quantity,
      rateBp: l.rateBp,
      amountMinor,
      taxMinor,
    };
  });
  const byRate = new Map<number, { rateBp: number; baseMinor: number; taxMinor: number }>();
  for (const l of lines) {
    const r = byRate.get(l.rateBp) ?? { rateBp: l.rateBp, baseMinor: 0, taxMinor: 0 };
    r.baseMinor += l.amountMinor - l.taxMinor;
    r.taxMinor += l.taxMinor;
    byRate.set(l.rateBp, r);
  }
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
    taxByRate: [...byRate.values()],
    totals: { withoutTaxMinor: cn.amountMinor - taxMinor, taxMinor, totalMinor: cn.amountMinor },
  };
}
