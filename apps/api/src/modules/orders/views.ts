import {
  editableStatuses,
  orderTransitions,
  type Order,
  type OrderEvent,
  type OrderStatus,
  type OrderSummary,
  type ReturnerRisk,
} from '@sp/contracts/api';
import { fromMinor } from '../../kernel/money';
import { orderTaxView } from '../tax';
import type { AuthContext } from '../../kernel/types';
import { iso } from '../users';
import { toMovement } from '../inventory';
import type {
  eventsOf,
  linesOf,
  movementsOf,
  OrderSummaryFields,
  OrderWithAgent,
} from './repository';
import type { OrderScope } from './filters';
import { fulfilmentOf, progressOf, toShipments, type shipmentsOf } from './shipments';

export const scopeOf = (auth: AuthContext): OrderScope => ({
  tenantId: auth.tenant.id,
  storeIds: auth.storeIds,
});

export const toSummary = (
  o: OrderSummaryFields,
  agentName: string | null,
  returner: ReturnerRisk | null = null,
): OrderSummary => ({
  id: o.id,
  number: o.number,
  storeId: o.storeId,
  status: o.status,
  customerName: o.customerName,
  phone: o.customerPhone,
  city: o.city,
  itemsCount: o.itemsCount,
  currency: o.currency,
  total: fromMinor(o.totalMinor),
  codAmount: fromMinor(o.codMinor),
  paymentMethod: o.paymentMethod,
  agentId: o.agentId,
  agentName: agentName ?? null,
  trackingNumber: o.trackingNumber,
  labelPrintedAt: o.labelPrintedAt ? iso(o.labelPrintedAt) : null,
  orderedAt: iso(o.orderedAt),
  customerId: o.customerId,
  returner,
  fulfilment: fulfilmentOf(o),
});

type Lines = Awaited<ReturnType<typeof linesOf>>;
type Events = Awaited<ReturnType<typeof eventsOf>>;
type Movements = Awaited<ReturnType<typeof movementsOf>>;
type Held = { productId: string; quantity: number }[];

export const toEvent = ({ event: e, userName }: Events[number]): OrderEvent => ({
  id: e.id,
  kind: e.kind,
  fromStatus: (e.fromStatus as OrderStatus | null) ?? null,
  toStatus: (e.toStatus as OrderStatus | null) ?? null,
  note: e.note,
  changes: e.changes ?? null,
  user: e.userId && userName ? { id: e.userId, fullName: userName } : null,
  createdAt: iso(e.createdAt),
});

type Shipped = Awaited<ReturnType<typeof shipmentsOf>>;
type Invoiced = { number: string; issuedAt: Date } | null;

export function toOrder(
  row: OrderWithAgent,
  lines: Lines,
  events: Events,
  movements: Movements,
  held: Held = [],
  returner: ReturnerRisk | null = null,
  shipped: Shipped = { shipments: [], lines: [] },
  invoice: Invoiced = null,
): Order {
  const o = row.order;
  return {
    ...toSummary(o, row.agentName, returner),
    customer: { name: o.customerName, phone: o.customerPhone, city: o.city, address: o.address },
    lines: lines.map((l) => ({
      id: l.id,
      productId: l.productId,
      sku: l.sku,
      name: l.name,
      quantity: l.quantity,
      unitPrice: fromMinor(l.unitPriceMinor),
      discount: fromMinor(l.discountMinor),
      total: fromMinor(l.totalMinor),
    })),
    services: o.services.map((s) => ({
      serviceId: s.serviceId,
      name: s.name,
      amount: fromMinor(s.amountMinor),
    })),
    subtotal: fromMinor(o.subtotalMinor),
    discount: fromMinor(o.discountMinor),
    shippingFee: fromMinor(o.shippingFeeMinor),
    servicesTotal: fromMinor(o.servicesMinor),
    tax: orderTaxView(o.tax),
    invoice: invoice ? { number: invoice.number, issuedAt: iso(invoice.issuedAt) } : null,
    note: o.note,
    externalRef: o.externalRef,
    labelPrintCount: o.labelPrintCount,
    stockState: o.stockState,
    reservations: held.map((h) => ({ productId: h.productId, quantity: h.quantity })),
    labelVoidAt: o.labelVoidAt ? iso(o.labelVoidAt) : null,
    returnerCallAt: o.returnerCallAt ? iso(o.returnerCallAt) : null,
    shipments: toShipments(lines, shipped),
    lineProgress: progressOf(o, lines, shipped),
    allowedTransitions: [...orderTransitions[o.status]],
    editable: editableStatuses.includes(o.status),
    history: events.map(toEvent),
    movements: movements.map(toMovement),
    createdAt: iso(o.createdAt),
    updatedAt: iso(o.updatedAt),
  };
}
