import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../kernel/db/client';
import type { DemoContext } from '../../kernel/db/demo-context';
import { orderLines, orders } from '../orders';
import { closeReturn, createReturn } from './create';
import { reasonsOf } from './reasons';
import { receiveReturn } from './receive';
import { returnLines } from './tables';
import { createRefund } from './refunds';

/**
 * Demo returns through the live path (the same checks, stock movements and events): the
 * reasons of every marketplace tenant, and on Atlas's latest delivered orders one return
 * still requested, one received (restocked) with its credit note, one written off and closed.
 */
export async function seedReturns(db: Db, demo: DemoContext) {
  const tenantId = demo.tenants.atlas;
  const reasons = await reasonsOf(db, tenantId);
  const admin = demo.users.find((u) => u.tenantId === tenantId && u.role === 'admin');
  if (!admin) return;
  const actor = {
    tenantId,
    userId: admin.id,
    storeIds: demo.stores.filter((s) => s.tenantId === tenantId).map((s) => s.id),
  };
  const delivered = await db
    .select({ id: orders.id, paymentMethod: orders.paymentMethod, customerId: orders.customerId })
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), eq(orders.status, 'delivered')))
    .orderBy(desc(orders.statusChangedAt))
    .limit(3);
  for (const [i, o] of delivered.entries()) {
    const [line] = await db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, o.id))
      .orderBy(orderLines.position)
      .limit(1);
    if (!line) continue;
    const id = await createReturn(db, actor, {
      orderId: o.id,
      lines: [{ orderLineId: line.id, quantity: 1, reasonId: reasons[i % reasons.length]!.id }],
      note: '',
    });
    if (i === 0) continue;
    await receiveReturn(db, actor, id, {
      lines: [
        { lineId: (await returnLineIds(db, id))[0]!, outcome: i === 1 ? 'restock' : 'write_off' },
      ],
    });
    if (i === 1 && o.customerId)
      await createRefund(db, actor, {
        orderId: o.id,
        returnId: id,
        kind: 'credit_note',
        amount: (Math.max(Math.floor(line.totalMinor / line.quantity), 1) / 100).toFixed(2),
        note: '',
      });
    if (i === 2) await closeReturn(db, actor, id);
  }
}

async function returnLineIds(db: Db, returnId: string) {
  return (
    await db
      .select({ id: returnLines.id })
      .from(returnLines)
      .where(eq(returnLines.returnId, returnId))
  ).map((r) => r.id);
}
