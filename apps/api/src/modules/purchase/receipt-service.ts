import type { ReceiptBody } from '@sp/contracts/api';
import { AppError, notFound } from '../../kernel/errors';
import { actorOf, type AuthContext, type Deps } from '../../kernel/types';
import { recordAudit } from '../audit';
import { recordMovements } from '../inventory';
import { recordEvent } from '../../kernel/events';
import { localToday } from '../../kernel/local-day';
import { storeTimeZone } from '../stores';
import { landedUnitCost, receiptShares, receiptValue, sumShares } from './landed-cost';
import { findPurchase, linesOf, updateLine, updatePurchase } from './purchase-repository';
import { insertPayable, insertReceipt } from './receipt-repository';
import { findSupplier } from './supplier-repository';
import { loadPurchase } from './purchase-service';
import { dayOf, dueDateAfter } from './dates';

/** `purchase.received`: what a receipt brought in at its landed value, and whom it owes (issue 29). */
export type PurchaseReceivedEvent = {
  number: string;
  receiptId: string;
  storeId: string;
  currency: string;
  /** The store's local day of the receipt. */
  day: string;
  lines: { productId: string; quantity: number; landedUnitCostMinor: number; valueMinor: number }[];
  payables: {
    payableId: string;
    partyId: string;
    charge: 'goods' | 'shipping' | 'customs';
    amountMinor: number;
  }[];
};

type Asked = { productId: string; quantity: number; overReceiptReason?: string; index: number };

/** One entry per product: a scanner sends the same product once per beep. */
function merge(lines: ReceiptBody['lines']) {
  const byProduct = new Map<string, Asked>();
  lines.forEach((l, index) => {
    const seen = byProduct.get(l.productId);
    if (seen) {
      seen.quantity += Number(l.quantity);
      seen.overReceiptReason ??= l.overReceiptReason;
    } else
      byProduct.set(l.productId, {
        productId: l.productId,
        quantity: Number(l.quantity),
        overReceiptReason: l.overReceiptReason,
        index,
      });
  });
  return [...byProduct.values()];
}

/**
 * Receives goods against an ordered purchase: stock comes in at the landed unit cost (the
 * average cost moves with it), what is owed to the supplier grows by the receipt's value,
 * and the order becomes partially received or received. Refused as a whole, writing
 * nothing, when a line goes beyond what was ordered without a stated reason.
 */
export async function receiveGoods(deps: Deps, auth: AuthContext, id: string, body: ReceiptBody) {
  return deps.db.transaction(async (tx) => {
    const row = await findPurchase(tx, auth.tenant.id, auth.storeIds, id, true);
    if (!row) throw notFound('Purchase order');
    const { po } = row;
    if (po.status !== 'ordered' && po.status !== 'partially_received') {
      throw new AppError(
        409,
        'purchase_not_receivable',
        `${po.number} is ${po.status.replace('_', ' ')}: only an ordered purchase can be received`,
      );
    }
    const lines = await linesOf(tx, po.id);
    const byProduct = new Map(lines.map((l) => [l.productId, l]));
    const asked = merge(body.lines);
    for (const a of asked) {
      const line = byProduct.get(a.productId);
      if (!line) {
        throw new AppError(422, 'product_not_on_order', `This product is not on ${po.number}`, [
          { path: `lines.${a.index}.productId`, message: `This product is not on ${po.number}` },
        ]);
      }
      if (line.receivedQuantity + a.quantity > line.quantity && !a.overReceiptReason) {
        const left = Math.max(0, line.quantity - line.receivedQuantity);
        const message = `${line.sku}: ${left} still expected, ${a.quantity} received; say why to receive more than ordered`;
        throw new AppError(422, 'over_receipt_needs_reason', message, [
          { path: `lines.${a.index}.overReceiptReason`, message },
        ]);
      }
    }

    let valueMinor = 0;
    const receiptLines = asked.map((a) => {
      const line = byProduct.get(a.productId)!;
      const v = receiptValue(line, a.quantity);
      valueMinor += v.orderedValue + v.overValue;
      return { line, a, v, shares: receiptShares(line, v, a.quantity, po) };
    });
    const receipt = await insertReceipt(
      tx,
      {
        tenantId: auth.tenant.id,
        purchaseOrderId: po.id,
        receivedBy: auth.user.id,
        note: body.note ?? '',
        valueMinor,
      },
      receiptLines.map(({ line, a, v }) => ({
        tenantId: auth.tenant.id,
        lineId: line.id,
        productId: line.productId,
        quantity: a.quantity,
        landedUnitCostMinor: landedUnitCost(line),
        valueMinor: v.orderedValue + v.overValue,
        overReceiptReason: v.overPart > 0 ? (a.overReceiptReason ?? null) : null,
      })),
    );
    for (const { line, a, v } of receiptLines) {
      line.receivedQuantity += a.quantity;
      await updateLine(tx, line.id, {
        receivedQuantity: line.receivedQuantity,
        receivedValueMinor: line.receivedValueMinor + v.orderedValue,
      });
    }
    await recordMovements(
      tx,
      actorOf(auth),
      receiptLines.map(({ line, a }) => ({
        productId: line.productId,
        storeId: po.storeId,
        kind: 'receipt' as const,
        quantity: a.quantity,
        unitCostMinor: landedUnitCost(line),
        reference: { type: 'purchase' as const, id: po.id, label: po.number },
        ...(a.overReceiptReason ? { note: a.overReceiptReason } : {}),
      })),
    );

    const complete = lines.every((l) => l.receivedQuantity >= l.quantity);
    const receivedQuantity = lines.reduce((sum, l) => sum + l.receivedQuantity, 0);
    await updatePurchase(tx, auth.tenant.id, po.id, {
      status: complete ? 'received' : 'partially_received',
      receivedQuantity,
      ...(complete ? { receivedAt: receipt.receivedAt } : {}),
    });
    // One payable per party and charge: the supplier for the goods, a forwarder or broker for what it bills.
    const day = dayOf(receipt.receivedAt);
    const payables = [];
    for (const share of sumShares(receiptLines.flatMap((r) => r.shares))) {
      if (share.amountMinor === 0 && share.charge !== 'goods') continue;
      const party = await findSupplier(tx, auth.tenant.id, share.partyId);
      const payable = await insertPayable(tx, {
        tenantId: auth.tenant.id,
        supplierId: share.partyId,
        purchaseOrderId: po.id,
        receiptId: receipt.id,
        storeId: po.storeId,
        currency: po.currency,
        charge: share.charge,
        amountMinor: share.amountMinor,
        dueDate: dueDateAfter(day, party!.paymentTermsDays),
      });
      payables.push({ ...share, payableId: payable.id });
    }
    // The fact for the journal (inventory in at its landed value, each party's payable), in this transaction.
    await recordEvent(tx, {
      tenantId: auth.tenant.id,
      aggregateType: 'purchase',
      aggregateId: po.id,
      type: 'purchase.received',
      payload: {
        number: po.number,
        receiptId: receipt.id,
        storeId: po.storeId,
        currency: po.currency,
        day: await localToday(tx, await storeTimeZone(tx, auth.tenant.id, po.storeId)),
        lines: receiptLines.map(({ line, a, v }) => ({
          productId: line.productId,
          quantity: a.quantity,
          landedUnitCostMinor: landedUnitCost(line),
          valueMinor: v.orderedValue + v.overValue,
        })),
        payables,
      } satisfies PurchaseReceivedEvent,
    });
    await recordAudit(tx, actorOf(auth), {
      action: 'receive',
      recordType: 'Purchase',
      recordId: po.id,
      before: { status: po.status, receivedQuantity: po.receivedQuantity },
      after: {
        status: complete ? 'received' : 'partially_received',
        receivedQuantity,
        receiptId: receipt.id,
      },
    });
    return loadPurchase(tx, auth, po.id);
  });
}
