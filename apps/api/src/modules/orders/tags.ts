import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../kernel/db/client';
import { notFound } from '../../kernel/errors';
import { recordAudit } from '../audit';
import type { OrderActor } from './pricing';
import { findOrder } from './repository';
import { orders, orderTags } from './tables';

/**
 * Order tags (issue 34): staff's free words on an order. An order's set is replaced whole;
 * the same word in another case is the same tag (the first spelling given is kept).
 */
export function distinctTags(tags: string[]): string[] {
  const seen = new Map<string, string>();
  for (const tag of tags) if (!seen.has(tag.toLowerCase())) seen.set(tag.toLowerCase(), tag);
  return [...seen.values()];
}

/** The tags of these orders (already scoped by the caller), each order's in its own order. */
export async function tagsOfOrders(db: Db | Tx, tenantId: string, orderIds: string[]) {
  const byOrder = new Map<string, string[]>();
  if (!orderIds.length) return byOrder;
  const rows = await db
    .select({ orderId: orderTags.orderId, tag: orderTags.tag })
    .from(orderTags)
    .where(and(eq(orderTags.tenantId, tenantId), inArray(orderTags.orderId, orderIds)))
    .orderBy(asc(orderTags.createdAt), asc(orderTags.tag));
  for (const r of rows) byOrder.set(r.orderId, [...(byOrder.get(r.orderId) ?? []), r.tag]);
  return byOrder;
}

/** Replaces an order's tags, audited in the same transaction; another tenant's order is a 404. */
export async function setOrderTags(db: Db, actor: OrderActor, orderId: string, wanted: string[]) {
  return db.transaction(async (tx) => {
    const row = await findOrder(tx, actor, orderId);
    if (!row) throw notFound('Order');
    // One writer at a time per order: two editors' sets never interleave.
    await tx.execute(sql`select 1 from ${orders} where ${orders.id} = ${orderId} for update`);
    const before = (await tagsOfOrders(tx, actor.tenantId, [orderId])).get(orderId) ?? [];
    const tags = distinctTags(wanted);
    const same =
      before.length === tags.length &&
      before.every((t) => tags.some((u) => u.toLowerCase() === t.toLowerCase()));
    if (same) return { tags: before };
    await tx.delete(orderTags).where(eq(orderTags.orderId, orderId));
    if (tags.length)
      await tx.insert(orderTags).values(
        // Spaced a millisecond apart: the set reads back in the order it was given.
        tags.map((tag, i) => ({
          tenantId: actor.tenantId,
          orderId,
          tag,
          createdAt: new Date(Date.now() + i),
        })),
      );
    await recordAudit(tx, actor, {
      action: 'tag',
      recordType: 'Order',
      recordId: orderId,
      before: { tags: before },
      after: { tags },
    });
    return { tags };
  });
}

/** The tenant's tags in use (in the caller's stores), most used first: the filter's choices. */
export async function tagCounts(db: Db, actor: OrderActor, limit = 50) {
  const n = count();
  const rows = await db
    .select({ tag: sql<string>`min(${orderTags.tag})`, count: n })
    .from(orderTags)
    .innerJoin(orders, eq(orders.id, orderTags.orderId))
    .where(
      and(
        eq(orderTags.tenantId, actor.tenantId),
        actor.storeIds.length ? inArray(orders.storeId, actor.storeIds) : sql`false`,
      ),
    )
    .groupBy(sql`lower(${orderTags.tag})`)
    .orderBy(desc(n), asc(sql`lower(${orderTags.tag})`))
    .limit(limit);
  return rows.map((r) => ({ tag: r.tag, count: Number(r.count) }));
}
