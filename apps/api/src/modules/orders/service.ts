import { idempotentInTransaction, type IdempotencyContext } from '../../kernel/http/idempotency';
import {
  editableStatuses,
  type CreateOrderInput,
  type OrderBulkResult,
  type UpdateOrderInput,
} from '@sp/contracts/api';
import type { Db, Tx } from '../../kernel/db/client';
import { AppError, notFound } from '../../kernel/errors';
import type { AuthContext, Deps } from '../../kernel/types';
import { fromMinor } from '../../kernel/money';
import { recordAudit, recordAudits } from '../audit';
import { reservationsOf } from '../inventory';
import { createOrders } from './create';
import { priceOrder, type OrderActor } from './pricing';
import { tagsOfOrders } from './tags';
import {
  activeAgent,
  eventsOf,
  findOrder,
  insertEvents,
  linesOf,
  lockOrders,
  markLabelsPrinted,
  movementsOf,
  replaceLines,
  updateOrderRow,
  type OrderInsert,
  type OrderRow,
} from './repository';
import { toOrder } from './views';
import { holdStock } from './reservation';
import { voidsLabel } from './label-version';
import { relinkCustomer, returnerRisks } from './customers';
import { orderSettingsOf } from './settings';
import { shipmentsOf } from './shipments';
import { invoiceOfOrder } from './invoices';

/** Same products, quantities and prices in the same order: a form saved again without a change. */
type LineKey = {
  productId: string;
  quantity: number;
  unitPriceMinor: number;
  discountMinor?: number | undefined;
};
const sameLines = (a: LineKey[], b: LineKey[]) =>
  a.length === b.length &&
  a.every(
    (l, i) =>
      l.productId === b[i]!.productId &&
      l.quantity === b[i]!.quantity &&
      l.unitPriceMinor === b[i]!.unitPriceMinor &&
      (l.discountMinor ?? 0) === (b[i]!.discountMinor ?? 0),
  );

export const actorOf = (auth: AuthContext) => ({
  tenantId: auth.tenant.id,
  tenantSlug: auth.tenant.slug,
  userId: auth.user.id,
  storeIds: auth.storeIds,
});

/**
 * The scope of a LIST (list, counts, report, export, widgets): the store the navbar selected
 * (X-Store-ID) when there is one and the query names none, else every store the caller may use. One order read by
 * id keeps the caller's stores: a link to an order of the other store still opens.
 */
export const listActorOf = (auth: AuthContext, named?: { storeId?: string | undefined }) =>
  named?.storeId || !auth.storeId ? actorOf(auth) : { ...actorOf(auth), storeIds: [auth.storeId] };

export async function getOrder(db: Db | Tx, actor: OrderActor, id: string) {
  const row = await findOrder(db, actor, id);
  if (!row) throw notFound('Order');
  const [lines, events, movements, held, settings, shipped, invoice, tagged] = await Promise.all([
    linesOf(db, [id]),
    eventsOf(db, id),
    movementsOf(db, actor.tenantId, id),
    reservationsOf(db, id),
    orderSettingsOf(db, actor.tenantId),
    shipmentsOf(db, actor.tenantId, [id]),
    invoiceOfOrder(db, actor.tenantId, id),
    tagsOfOrders(db, actor.tenantId, [id]),
  ]);
  const risk = await returnerRisks(db, actor, settings, [row.order.customerId]);
  return {
    ...toOrder(row, lines, events, movements, held, risk(row.order.customerId), shipped, invoice),
    tags: tagged.get(id) ?? [],
  };
}

/** The order form's create: one order, audited, answered in full. */
/** With an Idempotency-Key, the answer is stored in the order's own transaction (issue 29.6). */
export async function createOrder(
  deps: Deps,
  auth: AuthContext,
  input: CreateOrderInput,
  idempotency?: IdempotencyContext | null,
) {
  const actor = actorOf(auth);
  return deps.db.transaction((tx) =>
    idempotentInTransaction(tx, idempotency, 201, async () => {
      const [order] = await createOrders(tx, actor, [input]);
      await recordAudit(tx, actor, {
        action: 'create',
        recordType: 'Order',
        recordId: order!.id,
        before: null,
        after: { number: order!.number, total: fromMinor(order!.totalMinor) },
      });
      return getOrder(tx, actor, order!.id);
    }),
  );
}

const FINAL = ['delivered', 'returned', 'cancelled'];
const CONTENT: (keyof UpdateOrderInput)[] = [
  'customer',
  'lines',
  'shippingFee',
  'discount',
  'serviceIds',
  'paymentMethod',
];

/** What a row says about the fields a PATCH may name, for the history's before/after. */
const snapshot = (o: OrderRow) => ({
  customer: { name: o.customerName, phone: o.customerPhone, city: o.city, address: o.address },
  totalMinor: o.totalMinor,
  paymentMethod: o.paymentMethod,
  agentId: o.agentId,
  trackingNumber: o.trackingNumber,
  note: o.note,
});

/** An order's snapshot as the audit log shows it: the amount in units, the customer's fields one by one. */
const auditView = ({ customer, totalMinor, ...rest }: ReturnType<typeof snapshot>) => ({
  customerName: customer.name,
  phone: customer.phone,
  city: customer.city,
  address: customer.address,
  total: fromMinor(totalMinor),
  ...rest,
});

/**
 * Edits: lines, customer and amounts only before packed (409 order_locked after);
 * agent, tracking number and note until the order is final. Totals are recomputed.
 */
export async function editOrder(deps: Deps, auth: AuthContext, id: string, body: UpdateOrderInput) {
  const actor = actorOf(auth);
  await deps.db.transaction(async (tx) => {
    const [order] = await lockOrders(tx, actor, [id]);
    if (!order) throw notFound('Order');
    const touchesContent = CONTENT.some((k) => body[k] !== undefined);
    if (touchesContent && !editableStatuses.includes(order.status)) {
      throw new AppError(
        409,
        'order_locked',
        `Order ${order.number} is ${order.status}: its lines, customer and amounts can no longer change`,
      );
    }
    if (touchesContent && order.fulfilment === 'partial') {
      throw new AppError(
        409,
        'order_locked',
        `Order ${order.number} is partly shipped: its lines, customer and amounts can no longer change`,
      );
    }
    if (
      FINAL.includes(order.status) &&
      (body.agentId !== undefined || body.trackingNumber !== undefined)
    ) {
      throw new AppError(409, 'order_locked', `Order ${order.number} is ${order.status}`);
    }
    if (body.agentId && !(await activeAgent(tx, actor.tenantId, body.agentId))) {
      throw new AppError(422, 'agent_unknown', 'No such active fulfillment agent', [
        { path: 'agentId', message: 'No such active agent' },
      ]);
    }
    const values: Partial<OrderInsert> = {};
    let linesChanged = false;
    if (body.customer) {
      Object.assign(values, {
        customerName: body.customer.name,
        customerPhone: body.customer.phone,
        phoneDigits: body.customer.phone.replace(/\D/g, ''),
        city: body.customer.city,
        address: body.customer.address ?? '',
      });
    }
    if (body.note !== undefined) values.note = body.note;
    if (body.agentId !== undefined) values.agentId = body.agentId;
    if (body.trackingNumber !== undefined) values.trackingNumber = body.trackingNumber;
    if (
      body.lines ||
      body.shippingFee !== undefined ||
      body.discount !== undefined ||
      body.serviceIds ||
      body.paymentMethod
    ) {
      const currentLines =
        body.lines ??
        (await linesOf(tx, [id])).map((l) => ({
          productId: l.productId,
          quantity: l.quantity,
          unitPrice: fromMinor(l.unitPriceMinor),
          discount: fromMinor(l.discountMinor),
        }));
      const priced = await priceOrder(tx, actor, {
        storeId: order.storeId,
        lines: currentLines.map((l) => ({ ...l, discount: l.discount ?? '0' })),
        shippingFee: body.shippingFee ?? fromMinor(order.shippingFeeMinor),
        discount: body.discount ?? fromMinor(order.discountMinor),
        serviceIds: body.serviceIds ?? order.services.map((s) => s.serviceId),
        paymentMethod: body.paymentMethod ?? order.paymentMethod,
        agentId: null,
      });
      const t = priced.totals;
      Object.assign(values, {
        paymentMethod: body.paymentMethod ?? order.paymentMethod,
        subtotalMinor: t.subtotalMinor,
        discountMinor: t.discountMinor,
        shippingFeeMinor: t.shippingFeeMinor,
        servicesMinor: t.servicesMinor,
        totalMinor: t.totalMinor,
        codMinor: t.codMinor,
        taxMinor: priced.tax.totalTaxMinor,
        tax: priced.tax,
        itemsCount: t.itemsCount,
        services: priced.services,
      });
      if (body.lines) {
        const oldLines = await linesOf(tx, [id]);
        linesChanged = !sameLines(oldLines, priced.lines);
        await replaceLines(
          tx,
          actor.tenantId,
          id,
          priced.lines.map((l) => ({ ...l, orderId: id, tenantId: actor.tenantId })),
        );
        // A confirmed order holds its new lines (refused whole when they do not fit).
        if (linesChanged && order.status === 'confirmed')
          values.stockState = await holdStock(tx, actor, order, priced.lines);
      }
    }
    let after = await updateOrderRow(tx, actor.tenantId, id, values);
    if (after.phoneDigits.slice(-9) !== order.phoneDigits.slice(-9))
      await relinkCustomer(tx, actor.tenantId, id);
    const labelVoided = voidsLabel(order, after, linesChanged);
    if (labelVoided)
      after = await updateOrderRow(tx, actor.tenantId, id, {
        labelPrintedAt: null,
        labelVoidAt: new Date(),
      });
    const before = snapshot(order);
    const now = snapshot(after);
    const changes = Object.fromEntries(
      (Object.keys(now) as (keyof typeof now)[])
        .filter((k) => JSON.stringify(before[k]) !== JSON.stringify(now[k]))
        .map((k) => [k, { before: before[k], after: now[k] }]),
    );
    if (body.lines) changes.lines = { before: null, after: body.lines.length };
    if (labelVoided) changes.label = { before: 'printed', after: 'void' };
    const kind = Object.keys(changes).length === 1 && changes.agentId ? 'assign' : 'edit';
    await insertEvents(tx, [
      { tenantId: actor.tenantId, orderId: id, kind, changes, userId: actor.userId },
    ]);
    await recordAudit(tx, actor, {
      action: 'update',
      recordType: 'Order',
      recordId: id,
      before: auditView(before),
      after: auditView(now),
    });
  });
  return getOrder(deps.db, actor, id);
}

/** Assigns (or unassigns, null) a fulfillment agent on many orders; final orders are skipped and named. */
export async function bulkAssign(
  deps: Deps,
  auth: AuthContext,
  ids: string[],
  agentId: string | null,
): Promise<OrderBulkResult> {
  const actor = actorOf(auth);
  return deps.db.transaction(async (tx) => {
    if (agentId && !(await activeAgent(tx, actor.tenantId, agentId))) {
      throw new AppError(422, 'agent_unknown', 'No such active fulfillment agent', [
        { path: 'agentId', message: 'No such active agent' },
      ]);
    }
    const locked = await lockOrders(tx, actor, [...new Set(ids)]);
    const result: OrderBulkResult = { updated: [], failed: [] };
    for (const id of ids)
      if (!locked.some((o) => o.id === id))
        result.failed.push({ id, number: null, code: 'not_found', message: 'Order not found' });
    for (const order of locked) {
      if (FINAL.includes(order.status)) {
        result.failed.push({
          id: order.id,
          number: order.number,
          code: 'order_locked',
          message: `Order ${order.number} is ${order.status}`,
        });
        continue;
      }
      await updateOrderRow(tx, actor.tenantId, order.id, { agentId });
      result.updated.push(order.id);
    }
    const moved = locked.filter((o) => result.updated.includes(o.id));
    await insertEvents(
      tx,
      moved.map((o) => ({
        tenantId: actor.tenantId,
        orderId: o.id,
        kind: 'assign' as const,
        changes: { agentId: { before: o.agentId, after: agentId } },
        userId: actor.userId,
      })),
    );
    // The audit log too, one entry per order whose courier changed (as an edit of one order writes).
    const changed = moved.filter((o) => o.agentId !== agentId);
    await recordAudits(
      tx,
      actor,
      changed.map((o) => ({
        action: 'assign',
        recordType: 'Order',
        recordId: o.id,
        before: { agentId: o.agentId },
        after: { agentId },
      })),
    );
    return result;
  });
}

/** The confirmation call to a flagged returner, recorded on the order and in its history (issue 30.5). */
export async function recordReturnerCall(deps: Deps, auth: AuthContext, id: string, note: string) {
  const actor = actorOf(auth);
  await deps.db.transaction(async (tx) => {
    const [order] = await lockOrders(tx, actor, [id]);
    if (!order) throw notFound('Order');
    if (!editableStatuses.includes(order.status))
      throw new AppError(409, 'order_locked', `Order ${order.number} is ${order.status}`);
    await updateOrderRow(tx, actor.tenantId, id, { returnerCallAt: new Date() });
    await insertEvents(tx, [
      {
        tenantId: actor.tenantId,
        orderId: id,
        kind: 'edit',
        note,
        changes: { returnerCall: { before: null, after: 'called' } },
        userId: actor.userId,
      },
    ]);
    await recordAudit(tx, actor, {
      action: 'update',
      recordType: 'Order',
      recordId: id,
      before: { returnerCall: null },
      after: { returnerCall: 'called', note },
    });
  });
  return getOrder(deps.db, actor, id);
}

/** A printed label is remembered on the order (reprints count up) and in its history. */
export async function recordLabelsPrinted(
  tx: Tx,
  actor: OrderActor,
  rows: OrderRow[],
  format: string,
) {
  await markLabelsPrinted(
    tx,
    actor.tenantId,
    rows.map((o) => o.id),
  );
  await insertEvents(
    tx,
    rows.map((o) => ({
      tenantId: actor.tenantId,
      orderId: o.id,
      kind: 'label' as const,
      note: o.labelPrintCount ? `reprint (${format})` : format,
      userId: actor.userId,
    })),
  );
}
