import { and, eq } from 'drizzle-orm';
import type { Db } from '../../kernel/db/client';
import { AppError } from '../../kernel/errors';
import { shareOf } from '../../kernel/money';
import { nextDocumentNumber } from '../../kernel/sequences';
import { recordAudit } from '../audit';
import type { ReturnsActor } from './actor';
import { reasonsOf } from './reasons';
import { orderFor, returnedPerLine } from './returnable';
import { returnLines, returns } from './tables';

export interface CreateReturnInput {
  orderId: string;
  lines: { orderLineId: string; quantity: number; reasonId: string }[];
  note: string;
}

/**
 * A return request on a delivered or partly delivered order (issue 31.1): each line at most
 * what was delivered (shipped and delivered) less what other returns already asked back. The order's row is locked first, and only then are
 * the units already asked back summed (a second statement: under READ COMMITTED it sees
 * what the lock's previous holder committed), so two parallel returns of one line can
 * never together exceed what was shipped. A line that does not fit refuses the whole
 * request (422 naming the line and what is returnable); nothing is written.
 */
export async function createReturn(
  db: Db,
  actor: ReturnsActor,
  input: CreateReturnInput,
): Promise<string> {
  return db.transaction(async (tx) => {
    const order = await orderFor(tx, actor, input.orderId, true);
    const partlyDelivered =
      ['confirmed', 'packed', 'shipped'].includes(order.status) &&
      order.lines.some((l) => l.deliveredQuantity > 0);
    if (order.status !== 'delivered' && !partlyDelivered) {
      throw new AppError(
        409,
        'return_order_not_delivered',
        `Order ${order.number} is ${order.status}: only a delivered or partly delivered order can be returned`,
        [{ path: 'orderId', message: order.status }],
      );
    }
    const reasons = new Map((await reasonsOf(tx, actor.tenantId)).map((r) => [r.id, r]));
    const lines = new Map(order.lines.map((l) => [l.id, l]));
    const asked = new Map<string, number>();
    for (const [i, l] of input.lines.entries()) {
      if (!lines.has(l.orderLineId))
        throw new AppError(
          422,
          'return_line_unknown',
          `Line ${i + 1} is not a line of order ${order.number}`,
          [{ path: `lines.${i}.orderLineId`, message: 'not_in_order' }],
        );
      if (!reasons.get(l.reasonId)?.active)
        throw new AppError(
          422,
          'return_reason_unknown',
          `Line ${i + 1}: choose one of the return reasons`,
          [{ path: `lines.${i}.reasonId`, message: 'unknown_reason' }],
        );
      asked.set(l.orderLineId, (asked.get(l.orderLineId) ?? 0) + l.quantity);
    }
    const already = await returnedPerLine(tx, actor.tenantId, [...asked.keys()]);
    const details = [];
    for (const [i, l] of input.lines.entries()) {
      const line = lines.get(l.orderLineId)!;
      const returnable = line.deliveredQuantity - (already.get(line.id) ?? 0);
      if (asked.get(line.id)! > returnable)
        details.push({
          path: `lines.${i}.quantity`,
          message: `${line.sku}: ${Math.max(returnable, 0)}`,
        });
    }
    if (details.length) {
      const first = lines.get(input.lines[Number(details[0]!.path.split('.')[1])]!.orderLineId)!;
      const left = Math.max(first.deliveredQuantity - (already.get(first.id) ?? 0), 0);
      throw new AppError(
        422,
        'return_exceeds_shipped',
        `${first.sku} (${first.name}): only ${left} of ${first.deliveredQuantity} delivered can still be returned`,
        details,
      );
    }
    const number = await nextDocumentNumber(tx, actor.tenantId, 'return', 'RMA');
    const [row] = await tx
      .insert(returns)
      .values({
        tenantId: actor.tenantId,
        storeId: order.storeId,
        orderId: order.id,
        number,
        orderNumber: order.number,
        customerName: order.customerName,
        currency: order.currency,
        agentId: order.agentId,
        note: input.note,
        createdBy: actor.userId,
      })
      .returning({ id: returns.id });
    await tx.insert(returnLines).values(
      input.lines.map((l) => {
        const line = lines.get(l.orderLineId)!;
        return {
          tenantId: actor.tenantId,
          returnId: row!.id,
          orderLineId: line.id,
          productId: line.productId,
          position: line.position,
          sku: line.sku,
          name: line.name,
          quantity: l.quantity,
          reasonId: l.reasonId,
          valueMinor: shareOf(line.totalMinor, l.quantity, line.quantity),
          unitCostMinor: line.unitCostMinor,
        };
      }),
    );
    await recordAudit(tx, actor, {
      action: 'create',
      recordType: 'Return',
      recordId: row!.id,
      after: { number, order: order.number, lines: input.lines },
    });
    return row!.id;
  });
}

export async function closeReturn(db: Db, actor: ReturnsActor, id: string) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(returns)
      .where(and(eq(returns.tenantId, actor.tenantId), eq(returns.id, id)))
      .for('update');
    if (!row || !actor.storeIds.includes(row.storeId))
      throw new AppError(404, 'not_found', 'Return not found');
    if (row.status !== 'received')
      throw new AppError(
        409,
        'return_not_received',
        `Return ${row.number} is ${row.status}: receive every line before closing it`,
        [{ path: 'status', message: row.status }],
      );
    await tx
      .update(returns)
      .set({ status: 'closed', closedAt: new Date() })
      .where(eq(returns.id, id));
    await recordAudit(tx, actor, {
      action: 'status',
      recordType: 'Return',
      recordId: id,
      before: { status: row.status },
      after: { status: 'closed' },
    });
  });
}
