import { and, eq, sql } from 'drizzle-orm';
import type { OrderStatus } from '@sp/contracts/api';
import type { Db } from '../../kernel/db/client';
import type { DemoContext } from '../../kernel/db/demo-context';
import { products } from '../catalogue';
import { fulfillmentAgents } from '../fulfillment-agents';
import { numberPrefix } from './create';
import { bulkInsert } from './bulk-insert';
import { linkCustomers } from './customers';
import { computeTotals } from './totals';
import { orderEvents, orderLines, orders, orderShipmentLines, orderShipments } from './tables';
import { randomUUID } from 'node:crypto';
import * as data from './seed-data';
import { prng } from '../../kernel/db/seed-random';
import { recordEvents, type NewDomainEvent } from '../../kernel/events';
import { revenueLinesOf, type OrderStatusEvent } from './order-events';

const DAY = 86_400_000;
const ORDERS = 3000;

/** Where an order of this age stands, as a seller's desk looks: recent ones open, old ones settled. */
function statusFor(ageDays: number, r: number): OrderStatus {
  const table: [number, OrderStatus][] =
    ageDays < 2
      ? [
          [0.45, 'pending'],
          [0.75, 'confirmed'],
          [0.9, 'packed'],
          [1, 'cancelled'],
        ]
      : ageDays < 7
        ? [
            [0.05, 'pending'],
            [0.2, 'confirmed'],
            [0.35, 'packed'],
            [0.75, 'shipped'],
            [0.9, 'delivered'],
            [1, 'cancelled'],
          ]
        : [
            [0.04, 'shipped'],
            [0.74, 'delivered'],
            [0.9, 'returned'],
            [1, 'cancelled'],
          ];
  return table.find(([p]) => r < p)![1];
}
const PATH: Record<OrderStatus, OrderStatus[]> = {
  pending: [],
  confirmed: ['confirmed'],
  packed: ['confirmed', 'packed'],
  shipped: ['confirmed', 'packed', 'shipped'],
  delivered: ['confirmed', 'packed', 'shipped', 'delivered'],
  returned: ['confirmed', 'packed', 'shipped', 'returned'],
  cancelled: ['cancelled'],
};
const STEP_HOURS: Record<OrderStatus, number> = {
  pending: 0,
  confirmed: 2,
  packed: 20,
  shipped: 30,
  delivered: 80,
  returned: 120,
  cancelled: 10,
};

/**
 * About 3,000 Atlas orders over the last six months in every status, numbered ATL-000001
 * on in date order, with lines from each store's catalogue, couriers, tracking numbers and
 * a history per order and the domain events a live status change records (the journal
 * posts them: finance/seed.ts); a few bulk inserts. Demo history records no stock
 * movements (the inventory seed's opening stock stands for what is on the shelves today).
 */
export async function seedOrders(db: Db, demo: DemoContext) {
  const random = prng(11);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const tenantId = demo.tenants.atlas;
  const atlasStores = demo.stores.filter((s) => s.tenantId === tenantId);
  const people = demo.users
    .filter((u) => u.tenantId === tenantId && u.role !== 'super_admin')
    .map((u) => u.id);
  const catalogue = await db
    .select()
    .from(products)
    .where(and(eq(products.tenantId, tenantId), eq(products.status, 'active')));
  if (!atlasStores.length || !catalogue.length) return;

  let agents = await db
    .select()
    .from(fulfillmentAgents)
    .where(eq(fulfillmentAgents.tenantId, tenantId));
  if (!agents.length) {
    agents = await db
      .insert(fulfillmentAgents)
      .values(
        data.demoAgents.map(({ prefix: _p, country: _c, ...a }) => ({
          ...a,
          tenantId,
          remitEveryDays: 7,
          remitAccount: 'MA64 0011 2233 4455',
        })),
      )
      .returning();
  }
  const agentInfo = agents.map((a) => ({
    ...a,
    meta: data.demoAgents.find((d) => d.name === a.name),
  }));

  const uuid = () => {
    const h = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16)).join('');
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
  };
  const now = Date.now();
  const times = Array.from(
    { length: ORDERS },
    () => now - Math.floor(random() ** 1.4 * 182 * DAY) - Math.floor(random() * 3_600_000),
  ).sort((a, b) => a - b);
  const prefix = numberPrefix('atlas');
  const orderRows: (typeof orders.$inferInsert)[] = [];
  const lineRows: (typeof orderLines.$inferInsert)[] = [];
  const eventRows: (typeof orderEvents.$inferInsert)[] = [];
  const shipmentRows: (typeof orderShipments.$inferInsert)[] = [];
  const shipmentLineRows: (typeof orderShipmentLines.$inferInsert)[] = [];
  const domain: NewDomainEvent[] = [];

  times.forEach((at, i) => {
    const store = random() < 0.75 ? atlasStores[0]! : (atlasStores[1] ?? atlasStores[0]!);
    const french = store.currency === 'EUR';
    const items = catalogue.filter((p) => p.currency === store.currency);
    if (!items.length) return;
    const id = uuid();
    const name = pick(french ? data.frenchCustomers : data.moroccanCustomers);
    const arabic = /[\u0600-\u06FF]/.test(name);
    const city = pick(french ? data.frenchCities : data.moroccanCities);
    const street = pick(
      french ? data.frenchStreets : arabic ? data.arabicStreets : data.latinMoroccanStreets,
    );
    const phone = french
      ? `+33 6 ${String(Math.floor(random() * 1e8))
          .padStart(8, '0')
          .replace(/(\d\d)(?=\d)/g, '$1 ')}`
      : `+212 6${Math.floor(10 + random() * 89)}-${String(Math.floor(random() * 1e6)).padStart(6, '0')}`;
    const status = statusFor((now - at) / DAY, random());
    const lines = Array.from({ length: 1 + Math.floor(random() ** 2 * 3) }, () => {
      const product = pick(items);
      return {
        product,
        quantity: 1 + Math.floor(random() ** 3 * 3),
        unitPriceMinor: product.salePriceMinor,
        discountMinor: random() < 0.1 ? Math.round(product.salePriceMinor * 0.1) : 0,
      };
    });
    const paymentMethod = random() < (french ? 0.15 : 0.85) ? 'cod' : 'prepaid';
    const shippingFeeMinor = french ? (random() < 0.5 ? 490 : 0) : pick([0, 2000, 3000, 3500]);
    const t = computeTotals(lines, {
      discountMinor: 0,
      shippingFeeMinor,
      services: [],
      paymentMethod,
    });
    const couriers = agentInfo.filter((a) => (a.meta?.country ?? 'MA') === (french ? 'FR' : 'MA'));
    // A confirmed order has its courier (a COD label needs one: docs/orders.md); taken by
    // turn, not drawn, so the rest of the demo's draws stay as they were.
    const agent =
      PATH[status].includes('packed') || random() < 0.3
        ? (pick(couriers) ?? null)
        : PATH[status].includes('confirmed')
          ? (couriers[i % couriers.length] ?? null)
          : null;
    const shippedOn = PATH[status].includes('shipped');
    const by = pick(people);
    // A young order moved faster than usual: its steps fit in its age instead of all landing on
    // the seed's "now" (a dozen orders packed in the same second, in the history and the audit log).
    const squeeze = Math.min(1, (0.9 * (now - at)) / (Math.max(1, STEP_HOURS[status]) * 3_600_000));
    const stepAt = (hours: number) => at + Math.round(hours * 3_600_000 * squeeze);
    const statusAt = stepAt(STEP_HOURS[status]);
    orderRows.push({
      id,
      tenantId,
      storeId: store.id,
      number: `${prefix}-${String(i + 1).padStart(6, '0')}`,
      status,
      customerName: name,
      customerPhone: phone,
      phoneDigits: phone.replace(/\D/g, ''),
      city,
      address: french
        ? `${1 + Math.floor(random() * 120)} ${street}`
        : arabic
          ? `${street}، رقم ${1 + Math.floor(random() * 90)}`
          : `${1 + Math.floor(random() * 90)} ${street}`,
      paymentMethod,
      currency: store.currency,
      subtotalMinor: t.subtotalMinor,
      discountMinor: 0,
      shippingFeeMinor,
      servicesMinor: 0,
      totalMinor: t.totalMinor,
      codMinor: t.codMinor,
      itemsCount: t.itemsCount,
      agentId: agent?.id ?? null,
      trackingNumber:
        shippedOn && agent
          ? `${agent.meta?.prefix ?? 'TRK'}${String(Math.floor(random() * 1e9)).padStart(9, '0')}${french ? 'FR' : 'MA'}`
          : '',
      externalRef: `${french ? 'AMZ' : 'JUM'}-${String(Math.floor(random() * 1e8)).padStart(8, '0')}`,
      note: pick(data.notes),
      labelPrintedAt: shippedOn ? new Date(stepAt(26)) : null,
      labelPrintCount: shippedOn ? 1 : 0,
      fulfilment: shippedOn ? 'complete' : 'none',
      orderedAt: new Date(at),
      statusChangedAt: new Date(Math.min(now, statusAt)),
      createdBy: by,
      createdAt: new Date(at),
      updatedAt: new Date(Math.min(now, statusAt)),
    });
    // Ids of lines and shipments are not drawn from the seeded random: the demo's draws stay as they were.
    const lineIds = lines.map(() => randomUUID());
    lines.forEach((l, position) =>
      lineRows.push({
        id: lineIds[position],
        tenantId,
        orderId: id,
        productId: l.product.id,
        position,
        sku: l.product.sku,
        name: l.product.name,
        quantity: l.quantity,
        unitPriceMinor: l.unitPriceMinor,
        discountMinor: l.discountMinor,
        totalMinor: t.lineTotals[position]!,
      }),
    );
    if (shippedOn) {
      // One shipment of everything (shipments.ts), as a live whole-order ship records.
      const shipmentId = randomUUID();
      const shippedAt = new Date(Math.min(now, stepAt(STEP_HOURS.shipped)));
      shipmentRows.push({
        id: shipmentId,
        tenantId,
        orderId: id,
        position: 1,
        status:
          status === 'shipped' ? 'shipped' : status === 'delivered' ? 'delivered' : 'returned',
        agentId: agent?.id ?? null,
        trackingNumber: orderRows.at(-1)!.trackingNumber,
        codMinor: paymentMethod === 'cod' ? t.codMinor : 0,
        labelPrintedAt: new Date(stepAt(26)),
        labelPrintCount: 1,
        createdBy: by,
        createdAt: shippedAt,
        statusChangedAt: new Date(Math.min(now, statusAt)),
      });
      lines.forEach((l, position) =>
        shipmentLineRows.push({
          shipmentId,
          tenantId,
          orderId: id,
          orderLineId: lineIds[position]!,
          productId: l.product.id,
          quantity: l.quantity,
          unitCostMinor: l.product.costPriceMinor,
        }),
      );
    }
    eventRows.push({
      tenantId,
      orderId: id,
      kind: 'created',
      toStatus: 'pending',
      userId: by,
      createdAt: new Date(at),
    });
    let from: OrderStatus = 'pending';
    for (const step of PATH[status]) {
      eventRows.push({
        tenantId,
        orderId: id,
        kind: 'status',
        fromStatus: from,
        toStatus: step,
        userId: pick(people),
        createdAt: new Date(stepAt(STEP_HOURS[step])),
      });
      from = step;
      // The same fact a live status change records (order-events.ts): the journal posts the
      // demo's history from these, at the courier's fee and the product's cost of that day.
      const payload: OrderStatusEvent = {
        number: orderRows.at(-1)!.number,
        storeId: store.id,
        currency: store.currency,
        paymentMethod,
        agentId: agent?.id ?? null,
        totalMinor: t.totalMinor,
        codMinor: t.codMinor,
        day: new Date(Math.min(now, stepAt(STEP_HOURS[step]))).toISOString().slice(0, 10),
      };
      if (agent && (step === 'delivered' || step === 'returned'))
        payload.feeMinor = step === 'delivered' ? agent.deliveryFeeMinor : agent.returnFeeMinor;
      if (step === 'delivered' || step === 'returned')
        payload.revenueLines = revenueLinesOf(
          lines.map((l, position) => ({
            productId: l.product.id,
            totalMinor: t.lineTotals[position]!,
          })),
        );
      if (step === 'shipped' || step === 'delivered' || step === 'returned')
        payload.lines = lines.map((l) => ({
          productId: l.product.id,
          quantity: l.quantity,
          unitCostMinor: l.product.costPriceMinor,
        }));
      domain.push({
        tenantId,
        aggregateType: 'order',
        aggregateId: id,
        type: `order.${step}`,
        payload: payload as unknown as Record<string, unknown>,
      });
    }
  });

  await bulkInsert(db, orders, orderRows);
  await bulkInsert(db, orderLines, lineRows);
  await bulkInsert(db, orderEvents, eventRows);
  await bulkInsert(db, orderShipments, shipmentRows);
  await bulkInsert(db, orderShipmentLines, shipmentLineRows);
  await linkCustomers(db, tenantId, null);
  await db.transaction(async (tx) => {
    for (let i = 0; i < domain.length; i += 1000) await recordEvents(tx, domain.slice(i, i + 1000));
  });
  // The tenant's series goes on after the demo's numbers: never reused.
  await db.execute(sql`insert into document_sequences (tenant_id, series, next) values (${tenantId}, 'order', ${orderRows.length + 1})
    on conflict (tenant_id, series) do update set next = greatest(document_sequences.next, excluded.next)`);
}
