import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../kernel/db/client';
import type { DemoContext } from '../../kernel/db/demo-context';
import { products } from '../catalogue';
import { recordMovements, type MovementInput } from '../inventory';
import { stockMovements } from '../inventory';
import { spreadExtraCosts, landedUnitCost, receiptValue } from './landed-cost';
import { dayOf, dueDateAfter } from './dates';
import { demoSuppliers, overReceiptReasons, receiptNotes } from './seed-data';
import {
  purchaseOrderLines,
  purchaseOrders,
  purchaseReceiptLines,
  purchaseReceipts,
  supplierPayables,
  suppliers,
} from './tables';
import { prng } from '../../kernel/db/seed-random';
import { recordEvents, type NewDomainEvent } from '../../kernel/events';
import type { PurchaseReceivedEvent } from './receipt-service';

const DAY = 86_400_000;
const COUNT = 80;

const chunks = <T>(rows: T[], size = 1000) =>
  Array.from({ length: Math.ceil(rows.length / size) }, (_, i) =>
    rows.slice(i * size, (i + 1) * size),
  );

type Status = (typeof purchaseOrders.$inferInsert)['status'] & string;
/** Oldest first: old orders are received (a few cancelled or closed short), recent ones still open, the newest drafts. */
function statusFor(i: number, r: number): { status: Status; short?: boolean } {
  if (i < 44)
    return r < 0.08
      ? { status: 'cancelled' }
      : r < 0.15
        ? { status: 'received', short: true }
        : { status: 'received' };
  if (i < 58) return { status: 'partially_received' };
  if (i < 72) return r < 0.1 ? { status: 'cancelled' } : { status: 'ordered' };
  return { status: 'draft' };
}

/**
 * Atlas's suppliers and about 80 purchase orders in every status. Receipts go through the
 * inventory ledger (recordMovements) so stock and average cost are real, then the
 * movements are dated like their receipts. A handful of bulk inserts, whatever the count.
 */
export async function seedPurchase(db: Db, demo: DemoContext) {
  const tenantId = demo.tenants.atlas;
  const random = prng(1313);
  const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)]!;
  const admin = demo.users.find((u) => u.email === 'admin@atlas.test')?.id ?? null;
  const atlasStores = demo.stores.filter((s) => s.tenantId === tenantId);
  const now = Date.now();
  await db.transaction(async (tx) => {
    const supplierRows = await tx
      .insert(suppliers)
      .values(demoSuppliers.map((s) => ({ ...s, tenantId })))
      .returning();
    const active = supplierRows.filter((s) => s.active);
    const catalogue = await tx
      .select()
      .from(products)
      .where(and(eq(products.tenantId, tenantId), eq(products.status, 'active')));
    if (catalogue.length === 0 || atlasStores.length === 0) return;

    type Po = typeof purchaseOrders.$inferInsert & { id: string };
    type Line = typeof purchaseOrderLines.$inferInsert & {
      id: string;
      extraCostMinor: number;
      receivedQuantity: number;
      receivedValueMinor: number;
    };
    const pos: Po[] = [];
    const lines: Line[] = [];
    const receipts: (typeof purchaseReceipts.$inferInsert & { id: string; receivedAt: Date })[] =
      [];
    const receiptLines: (typeof purchaseReceiptLines.$inferInsert)[] = [];
    const payables: (typeof supplierPayables.$inferInsert)[] = [];
    const moves: { at: Date; move: MovementInput }[] = [];
    // Each receipt's fact, as a live receipt records it: the journal posts it (finance seed).
    const events: NewDomainEvent[] = [];

    for (let i = 0; i < COUNT; i++) {
      const store = random() < 0.7 ? atlasStores[0]! : (atlasStores[1] ?? atlasStores[0]!);
      const offered = catalogue.filter((p) => p.currency === store.currency);
      if (offered.length === 0) continue;
      const supplier = pick(active);
      const { status, short } = statusFor(i, random());
      const created = new Date(now - Math.round((100 - i * 1.2 + random() * 3) * DAY));
      const orderedAt = status === 'draft' ? null : new Date(created.getTime() + DAY / 3);
      // The newest open orders are expected this week or next; a few are late.
      const lead =
        i >= 58 && i < 72 ? (i % 5 === 0 ? -3 : Math.round(random() * 10)) : supplier.leadTimeDays;
      const expected =
        i >= 58 && i < 72
          ? dayOf(new Date(now + lead * DAY))
          : dayOf(new Date(created.getTime() + supplier.leadTimeDays * DAY));
      const id = crypto.randomUUID();
      const chosen = [
        ...new Set(Array.from({ length: 2 + Math.floor(random() * 4) }, () => pick(offered))),
      ];
      const extra =
        random() < 0.5 ? Math.round(random() * 40) * (store.currency === 'MAD' ? 1000 : 100) : 0;
      const costed = spreadExtraCosts(
        chosen.map((p) => ({
          p,
          quantity: 10 + Math.floor(random() * 19) * 10,
          unitCostMinor: Math.max(1, Math.round(p.costPriceMinor * (0.9 + random() * 0.2))),
        })),
        extra,
      );
      const poLines: Line[] = costed.map((c, position) => ({
        id: crypto.randomUUID(),
        tenantId,
        purchaseOrderId: id,
        position,
        productId: c.p.id,
        sku: c.p.sku,
        productName: c.p.name,
        barcode: c.p.barcode,
        quantity: c.quantity,
        unitCostMinor: c.unitCostMinor,
        extraCostMinor: c.extraCostMinor,
        receivedQuantity: 0,
        receivedValueMinor: 0,
      }));
      const subtotal = costed.reduce((s, c) => s + c.quantity * c.unitCostMinor, 0);
      const po: Po = {
        id,
        tenantId,
        number: `PO-${String(i + 1).padStart(6, '0')}`,
        supplierId: supplier.id,
        storeId: store.id,
        status,
        closedShort: Boolean(short),
        currency: store.currency,
        expectedDate: expected,
        notes: i % 9 === 0 ? 'Merci de joindre la facture au colis.' : '',
        shippingMinor: Math.round(extra * 0.7),
        customsMinor: extra - Math.round(extra * 0.7),
        otherCostMinor: 0,
        subtotalMinor: subtotal,
        totalMinor: subtotal + extra,
        orderedQuantity: costed.reduce((s, c) => s + c.quantity, 0),
        receivedQuantity: 0,
        createdBy: admin,
        createdAt: created,
        updatedAt: created,
        orderedAt,
        receivedAt: null,
        cancelledAt: status === 'cancelled' ? new Date(created.getTime() + 2 * DAY) : null,
      };
      // Receipts: one or two for received orders, one partial for partially received.
      const plan: number[][] = [];
      if (status === 'received' && !short)
        plan.push(
          ...(random() < 0.3
            ? [
                poLines.map((l) => Math.ceil(l.quantity / 2)),
                poLines.map((l) => l.quantity - Math.ceil(l.quantity / 2)),
              ]
            : [poLines.map((l) => l.quantity)]),
        );
      if (status === 'partially_received' || short)
        plan.push(
          poLines.map((l, k) =>
            k === 0
              ? Math.max(1, Math.floor(l.quantity / 3))
              : random() < 0.5
                ? Math.floor(l.quantity / 2)
                : 0,
          ),
        );
      const firstAt = Math.min(
        now - DAY / 2,
        new Date(`${expected}T10:00:00Z`).getTime() + Math.round((random() * 4 - 2) * DAY),
      );
      plan.forEach((quantities, r) => {
        const receivedAt = new Date(Math.min(now - DAY / 4, firstAt + r * 3 * DAY));
        const receiptId = crypto.randomUUID();
        let value = 0;
        const received: PurchaseReceivedEvent['lines'] = [];
        poLines.forEach((l, k) => {
          let q = quantities[k]!;
          if (q <= 0) return;
          const over = i === 10 && r === plan.length - 1 && k === 0 ? 1 : 0;
          q += over;
          const v = receiptValue(l, q);
          value += v.orderedValue + v.overValue;
          receiptLines.push({
            tenantId,
            receiptId,
            lineId: l.id,
            productId: l.productId,
            quantity: q,
            landedUnitCostMinor: landedUnitCost(l),
            valueMinor: v.orderedValue + v.overValue,
            overReceiptReason: over ? pick(overReceiptReasons) : null,
          });
          received.push({
            productId: l.productId,
            quantity: q,
            landedUnitCostMinor: landedUnitCost(l),
            valueMinor: v.orderedValue + v.overValue,
          });
          l.receivedQuantity += q;
          l.receivedValueMinor += v.orderedValue;
          moves.push({
            at: receivedAt,
            move: {
              productId: l.productId,
              storeId: store.id,
              kind: 'receipt',
              quantity: q,
              unitCostMinor: landedUnitCost(l),
              reference: { type: 'purchase', id, label: po.number },
            },
          });
        });
        receipts.push({
          id: receiptId,
          tenantId,
          purchaseOrderId: id,
          receivedBy: admin,
          note: pick(receiptNotes),
          valueMinor: value,
          receivedAt,
        });
        const payableId = crypto.randomUUID();
        payables.push({
          id: payableId,
          tenantId,
          supplierId: supplier.id,
          purchaseOrderId: id,
          receiptId,
          storeId: store.id,
          currency: store.currency,
          amountMinor: value,
          dueDate: dueDateAfter(dayOf(receivedAt), supplier.paymentTermsDays),
          createdAt: receivedAt,
        });
        po.receivedAt = receivedAt;
        events.push({
          tenantId,
          aggregateType: 'purchase',
          aggregateId: id,
          type: 'purchase.received',
          payload: {
            number: po.number,
            receiptId,
            storeId: store.id,
            currency: store.currency,
            day: dayOf(receivedAt),
            lines: received,
            payables: [{ payableId, partyId: supplier.id, charge: 'goods', amountMinor: value }],
          } satisfies PurchaseReceivedEvent,
        });
      });
      po.receivedQuantity = poLines.reduce((s, l) => s + l.receivedQuantity, 0);
      if (status !== 'received') po.receivedAt = null;
      pos.push(po);
      lines.push(...poLines);
    }

    for (const part of chunks(pos)) await tx.insert(purchaseOrders).values(part);
    for (const part of chunks(lines)) await tx.insert(purchaseOrderLines).values(part);
    for (const part of chunks(receipts)) await tx.insert(purchaseReceipts).values(part);
    for (const part of chunks(receiptLines)) await tx.insert(purchaseReceiptLines).values(part);
    for (const part of chunks(payables)) await tx.insert(supplierPayables).values(part);
    await tx.execute(sql`insert into document_sequences (tenant_id, series, next) values (${tenantId}, 'purchase', ${COUNT + 1})
      on conflict (tenant_id, series) do update set next = greatest(document_sequences.next, ${COUNT + 1})`);
    await receiveInOrder(tx, tenantId, admin, moves);
    for (const part of chunks(events)) await recordEvents(tx, part);
  });
}

/** One ledger call in date order (the average cost follows the receipts), then the movements take their receipt's date. */
async function receiveInOrder(
  tx: Tx,
  tenantId: string,
  userId: string | null,
  moves: { at: Date; move: MovementInput }[],
) {
  moves.sort((a, b) => a.at.getTime() - b.at.getTime());
  const written = await recordMovements(
    tx,
    { tenantId, userId },
    moves.map((m) => m.move),
  );
  for (const part of chunks(written.map((w, k) => ({ id: w.id, at: moves[k]!.at })))) {
    const values = sql.join(
      part.map((p) => sql`(${p.id}::uuid, ${p.at.toISOString()}::timestamptz)`),
      sql`, `,
    );
    await tx.execute(
      sql`update ${stockMovements} set created_at = v.at from (values ${values}) as v(id, at) where ${stockMovements.id} = v.id`,
    );
  }
}
