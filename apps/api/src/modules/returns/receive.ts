import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../kernel/db/client';
import { AppError } from '../../kernel/errors';
import { recordAudit } from '../audit';
import { courierFeesOf } from '../fulfillment-agents';
import { recordMovements, type MovementInput } from '../inventory';
import type { ReturnsActor } from './actor';
import { dayOf, recordReturnEvent } from './events';
import { returnLines, returns } from './tables';

export interface ReceiveInput {
  lines: { lineId: string; outcome: 'restock' | 'write_off' }[];
}

/**
 * Lines of a return received back, each once: restocked at the cost it left at (the
 * shipment's recorded cost, not today's average: issue 29.7) or written off (its cost
 * leaves cost of goods for write-offs in the journal). The courier's return fee is frozen
 * at the first receipt, once. The return is `received` when every line is.
 */
export async function receiveReturn(db: Db, actor: ReturnsActor, id: string, input: ReceiveInput) {
  await db.transaction(async (tx) => {
    // The return's row lock: two receipts of one return run one after the other.
    const [ret] = await tx
      .select()
      .from(returns)
      .where(and(eq(returns.tenantId, actor.tenantId), eq(returns.id, id)))
      .for('update');
    if (!ret || !actor.storeIds.includes(ret.storeId))
      throw new AppError(404, 'not_found', 'Return not found');
    if (ret.status !== 'requested')
      throw new AppError(409, 'return_already_received', `Return ${ret.number} is ${ret.status}`, [
        { path: 'status', message: ret.status },
      ]);
    const lines = await tx.select().from(returnLines).where(eq(returnLines.returnId, ret.id));
    const byId = new Map(lines.map((l) => [l.id, l]));
    const seen = new Set<string>();
    for (const [i, l] of input.lines.entries()) {
      const line = byId.get(l.lineId);
      if (!line)
        throw new AppError(
          422,
          'return_line_unknown',
          `Line ${i + 1} is not a line of return ${ret.number}`,
          [{ path: `lines.${i}.lineId`, message: 'not_in_return' }],
        );
      if (line.outcome || seen.has(l.lineId))
        throw new AppError(
          409,
          'return_line_received',
          `${line.sku} of return ${ret.number} was already received`,
          [{ path: `lines.${i}.lineId`, message: 'already_received' }],
        );
      seen.add(l.lineId);
    }
    const now = new Date();
    const received = input.lines.map((l) => ({ line: byId.get(l.lineId)!, outcome: l.outcome }));
    const moves: MovementInput[] = received
      .filter((r) => r.outcome === 'restock')
      .map(({ line }) => ({
        productId: line.productId,
        storeId: ret.storeId,
        kind: 'return',
        quantity: line.quantity,
        ...(line.unitCostMinor > 0 ? { unitCostMinor: line.unitCostMinor } : {}),
        reference: { type: 'order', id: ret.orderId, label: `${ret.orderNumber} ${ret.number}` },
      }));
    await recordMovements(tx, { tenantId: actor.tenantId, userId: actor.userId }, moves);
    for (const r of received) {
      await tx
        .update(returnLines)
        .set({ outcome: r.outcome, receivedAt: now })
        .where(and(eq(returnLines.id, r.line.id), isNull(returnLines.outcome)));
    }
    // The courier's fee for carrying it back, frozen now and recorded once per return.
    const firstReceipt = ret.returnFeeMinor === null;
    const feeMinor =
      firstReceipt && ret.agentId
        ? ((await courierFeesOf(tx, actor.tenantId, ret.agentId))?.returnFeeMinor ?? 0)
        : 0;
    const allIn = lines.every((l) => l.outcome || seen.has(l.id));
    await tx
      .update(returns)
      .set({
        ...(firstReceipt ? { returnFeeMinor: feeMinor } : {}),
        ...(allIn ? { status: 'received' as const, receivedAt: now } : {}),
      })
      .where(eq(returns.id, ret.id));
    await recordReturnEvent(tx, actor.tenantId, { type: 'return', id: ret.id }, 'return.received', {
      number: ret.number,
      orderId: ret.orderId,
      orderNumber: ret.orderNumber,
      storeId: ret.storeId,
      currency: ret.currency,
      day: await dayOf(tx, actor.tenantId, ret.storeId, now),
      agentId: ret.agentId,
      feeMinor,
      lines: received.map(({ line, outcome }) => ({
        productId: line.productId,
        quantity: line.quantity,
        unitCostMinor: line.unitCostMinor,
        outcome,
      })),
    });
    await recordAudit(tx, actor, {
      action: 'receive',
      recordType: 'Return',
      recordId: ret.id,
      after: {
        // As people read it: each line's SKU and units (what became of them is in the stock movements).
        lines: received.map((r) => `${r.line.sku} × ${r.line.quantity}`),
        ...(allIn ? { status: 'received' } : {}),
      },
    });
  });
}

/** Lines of these returns, for views. */
export const linesOfReturns = (db: Db, ids: string[]) =>
  ids.length
    ? db.select().from(returnLines).where(inArray(returnLines.returnId, ids))
    : Promise.resolve([]);
