import { applyTenantEventsInBulk, type DomainEvent, type EventConsumer } from '../../kernel/events';
import type { Db, Tx } from '../../kernel/db/client';
import { findProducts, monthlyServicesOf, servicesAt, type ServiceInForce } from '../catalogue';
import type { OrderStatusEvent } from '../orders';
import { supplierDueRules } from '../purchase';
import type { ReturnReceivedEvent } from '../returns';
import { postEntries, postEntry, type JournalEntryInput } from './journal';

/**
 * The catalogue's cost services charged to the journal (issue 29.8, docs/finance.md "Cost
 * services"): each at the price in force at its moment (service_versions), one entry per
 * service and moment, sourced so that it is posted once whoever applies it and however
 * often: Dr services (the service) / Cr what the seller owes for it: its provider's
 * supplier_payable when the service names one (migration 0220), else accrued_services.
 *
 * When each kind is charged:
 * - packing: when the order ships (the parcel is packed whatever becomes of it);
 * - cod_fee: when a COD order is delivered (the cash is collected then, and only then);
 * - return_handling: when a parcel comes back (order.returned) or a return is received;
 * - storage (any per-month service): once a month, by the monthly job below;
 * - shipping: never here, the courier's fee at delivery or return is that cost (fees);
 * - other (a photo shoot, a set-up...): only if monthly; per order or item nothing says
 *   when it applies, so it is paid as an expense.
 * Services of direction `charge` are billed to buyers (in the order's total), not costs.
 */
export const SERVICES_CONSUMER = 'finance.services';

type Moment = 'order.shipped' | 'order.delivered' | 'order.returned' | 'return.received';
const KINDS_AT: Record<Moment, readonly string[]> = {
  'order.shipped': ['packing'],
  'order.delivered': ['cod_fee'],
  'order.returned': ['return_handling'],
  'return.received': ['return_handling'],
};

interface Fact {
  storeId: string;
  currency: string;
  day: string;
  orderId: string;
  /** Once per order at this moment (a second shipment of one order is not packed twice), or per return. */
  onceKey: string;
  lines: { productId: string; quantity: number }[];
  cod: boolean;
}

function factOf(e: DomainEvent): Fact {
  if (e.type === 'return.received') {
    const p = e.payload as unknown as ReturnReceivedEvent;
    return {
      storeId: p.storeId,
      currency: p.currency,
      day: p.day,
      orderId: p.orderId,
      onceKey: `return:${p.number}`,
      lines: p.lines,
      cod: false,
    };
  }
  const p = e.payload as unknown as OrderStatusEvent;
  return {
    storeId: p.storeId,
    currency: p.currency,
    day: p.day,
    orderId: e.aggregateId,
    onceKey: `${e.type}:${e.aggregateId}`,
    lines: p.lines ?? [],
    cod: p.paymentMethod === 'cod',
  };
}

/** Services that cost the seller something in this store and currency. */
export const appliesTo = (s: ServiceInForce, storeId: string | null, currency: string) =>
  s.active &&
  s.direction === 'cost' &&
  s.currency === currency &&
  (s.storeId === null || s.storeId === storeId);

/** Each provider's rule for when a charge on a day is due, read when the charges are posted. */
type DueRules = Map<string, (day: string) => string>;

/** The due rules of the providers of these services (none without a provider). */
const dueRulesOf = (tx: Db | Tx, tenantId: string, services: ServiceInForce[]) =>
  supplierDueRules(
    tx,
    tenantId,
    services.flatMap((s) => (s.providerId ? [s.providerId] : [])),
  );

const chargeEntry = (
  s: ServiceInForce,
  at: { tenantId: string; day: string; source: string; storeId: string | null; orderId?: string },
  amountMinor: number,
  due: DueRules,
): JournalEntryInput => ({
  tenantId: at.tenantId,
  day: at.day,
  kind: 'service.charged',
  source: at.source,
  currency: s.currency,
  orderId: at.orderId ?? null,
  memo: s.name,
  // Owed to a provider: due as its payables are, on its terms at this moment, frozen with
  // the entry (a terms edit later moves no charge already posted). Unnamed: no due date.
  dueOn: s.providerId ? (due.get(s.providerId)?.(at.day) ?? at.day) : null,
  lines: [
    {
      account: 'services',
      counterpartyId: s.serviceId,
      amountMinor,
      storeId: at.storeId,
      orderId: at.orderId ?? null,
    },
    // Owed to the provider named then (its supplier statement, a supplier payment settles it),
    // else accrued unnamed. The provider of the service's version at the moment: a provider
    // named later bills later charges only (entries are never rewritten).
    s.providerId
      ? {
          account: 'supplier_payable',
          counterpartyId: s.providerId,
          amountMinor: -amountMinor,
          storeId: at.storeId,
          orderId: at.orderId ?? null,
        }
      : { account: 'accrued_services', amountMinor: -amountMinor, storeId: at.storeId },
  ],
});

/** The services that apply to an event, among those in force when it happened. */
function servicesFor(e: DomainEvent, f: Fact, inForce: ServiceInForce[]) {
  const kinds = KINDS_AT[e.type as Moment] ?? [];
  return inForce.filter(
    (s) =>
      kinds.includes(s.kind) &&
      s.unit !== 'per_month' &&
      appliesTo(s, f.storeId, f.currency) &&
      (s.kind !== 'cod_fee' || f.cod),
  );
}

/** The charges of one event, given the services then and the products' weights (grams). */
function chargesOf(
  e: DomainEvent,
  f: Fact,
  services: ServiceInForce[],
  weights: Map<string, number>,
  due: DueRules,
): JournalEntryInput[] {
  const units = f.lines.reduce((sum, l) => sum + l.quantity, 0);
  const grams = f.lines.reduce((sum, l) => sum + l.quantity * (weights.get(l.productId) ?? 0), 0);
  return services.map((s) => {
    const perOrder = s.unit === 'per_order';
    const amount =
      s.unit === 'per_item'
        ? s.priceMinor * units
        : s.unit === 'per_kg'
          ? Math.round((s.priceMinor * grams) / 1000)
          : s.priceMinor;
    return chargeEntry(
      s,
      {
        tenantId: e.tenantId,
        day: f.day,
        // Per order: once for the order (or return) at this moment; per item or kg: per event (each shipment its own units).
        source: `service:${s.serviceId}:${perOrder ? f.onceKey : `event:${e.id}`}`,
        storeId: f.storeId,
        orderId: f.orderId,
      },
      amount,
      due,
    );
  });
}

async function weightsOf(tx: Db | Tx, tenantId: string, productIds: string[]) {
  const products = await findProducts(tx, tenantId, [...new Set(productIds)]);
  return new Map(products.map((p) => [p.id, p.weightGrams]));
}

/** The charges one event makes: the services in force when it happened, for its kind of moment. */
export async function chargesOfEvent(tx: Db | Tx, e: DomainEvent): Promise<JournalEntryInput[]> {
  if (!KINDS_AT[e.type as Moment]) return [];
  const f = factOf(e);
  const services = servicesFor(e, f, await servicesAt(tx, e.tenantId, e.occurredAt));
  if (!services.length) return [];
  const weights = services.some((s) => s.unit === 'per_kg')
    ? await weightsOf(
        tx,
        e.tenantId,
        f.lines.map((l) => l.productId),
      )
    : new Map<string, number>();
  return chargesOf(e, f, services, weights, await dueRulesOf(tx, e.tenantId, services));
}

/**
 * The demo's events charged in bulk (finance seed), by the same rules as live use: the
 * services as they stand after the seed made them (the events were all recorded after),
 * multi-row inserts, this consumer's deliveries cleared.
 */
export async function postTenantServicesInBulk(tx: Tx, tenantId: string) {
  const inForce = await servicesAt(tx, tenantId, new Date());
  const due = await dueRulesOf(tx, tenantId, inForce);
  await applyTenantEventsInBulk(tx, tenantId, servicesConsumer, async (events) => {
    const facts = events.map((e) => ({ e, f: factOf(e) }));
    const weights = await weightsOf(
      tx,
      tenantId,
      facts.flatMap(({ f }) => f.lines.map((l) => l.productId)),
    );
    await postEntries(
      tx,
      facts.flatMap(({ e, f }) => chargesOf(e, f, servicesFor(e, f, inForce), weights, due)),
    );
  });
}

export const servicesConsumer: EventConsumer = {
  name: SERVICES_CONSUMER,
  types: Object.keys(KINDS_AT),
  async handle(tx: Tx, e: DomainEvent) {
    for (const entry of await chargesOfEvent(tx, e)) await postEntry(tx, entry);
  },
};

const monthOf = (now: Date) => {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return { start, end, key: start.toISOString().slice(0, 7) };
};

/**
 * Charges every tenant's monthly services for the month of `now`, dated its first day, each
 * as it stood when the month began (or as first created, during the month). The source
 * `service:<id>:month:<YYYY-MM>` is unique, so replicas running it at once, reruns and
 * restarts charge a month once. Returns the number of charges posted now.
 */
export async function chargeMonthlyServices(db: Db, now = new Date()) {
  const month = monthOf(now);
  const services = (await monthlyServicesOf(db, month.start, month.end)).filter((s) =>
    appliesTo(s, s.storeId, s.currency),
  );
  let posted = 0;
  for (const s of services) {
    const id = await db.transaction(async (tx) =>
      postEntry(
        tx,
        chargeEntry(
          s,
          {
            tenantId: s.tenantId,
            day: `${month.key}-01`,
            source: `service:${s.serviceId}:month:${month.key}`,
            storeId: s.storeId,
          },
          s.priceMinor,
          await dueRulesOf(tx, s.tenantId, [s]),
        ),
      ),
    );
    if (id) posted++;
  }
  return posted;
}

export const MONTHLY_SERVICES_JOB = 'finance.monthly-services';
