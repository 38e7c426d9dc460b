import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from './db/client';
import { domainEventDeliveries, domainEvents } from './db/kernel-tables';
import { isConflict } from './db/transaction';
import { errorReason } from './errors';

/**
 * Domain events (issue 29): a module records what happened in the transaction that made it
 * happen, so the fact and the change commit or roll back together. Consumers registered by
 * name (finance's journal, later notifications) apply each event once, in order per
 * aggregate, after the commit, on whichever replica claims it. Why our own and not pg-boss:
 * docs/finance.md "Domain events".
 */
export interface DomainEvent<P = Record<string, unknown>> {
  id: number;
  tenantId: string;
  aggregateType: string;
  aggregateId: string;
  /** 1, 2, 3... per aggregate: consumers see an aggregate's events in this order. */
  sequence: number;
  type: string;
  payload: P;
  occurredAt: Date;
}

export interface NewDomainEvent {
  tenantId: string;
  aggregateType: string;
  aggregateId: string;
  type: string;
  payload?: Record<string, unknown>;
}

export interface EventConsumer {
  /** Stored with each delivery: renaming a consumer orphans what it had still to apply. */
  name: string;
  /** The event types it applies (others are never delivered to it). */
  types: readonly string[];
  /**
   * Applies one event inside the transaction that marks it applied: what it writes and the
   * mark commit together, so an event is never applied twice. Throwing retries it later
   * (and holds back the aggregate's later events until it succeeds).
   */
  handle(tx: Tx, event: DomainEvent): Promise<void>;
}

/** PostgreSQL NOTIFY sent inside the recording transaction: delivered at its commit only, to every replica. */
export const EVENTS_CHANNEL = 'domain_events';

const consumers = new Map<string, EventConsumer>();

/** One consumer per name, registered at module load (like job handlers). */
export function registerEventConsumer(consumer: EventConsumer) {
  consumers.set(consumer.name, consumer);
}
export const registeredEventConsumers = () => [...consumers.keys()];

/**
 * Records events in the caller's transaction, numbered after the aggregate's last one, with
 * a delivery per interested consumer. Callers hold the aggregate's row lock (an order being
 * moved is locked), so two transactions never number the same aggregate at once; if they
 * did, the unique (aggregate, sequence) index refuses the second.
 */
export async function recordEvents(tx: Tx, events: NewDomainEvent[]): Promise<DomainEvent[]> {
  if (!events.length) return [];
  const next = new Map<string, number>();
  const keyOf = (e: NewDomainEvent) => `${e.aggregateType}|${e.aggregateId}`;
  for (const [type, ids] of groupIds(events)) {
    const last = await tx
      .select({
        id: domainEvents.aggregateId,
        seq: sql<number>`max(${domainEvents.sequence})`.mapWith(Number),
      })
      .from(domainEvents)
      .where(and(eq(domainEvents.aggregateType, type), inArray(domainEvents.aggregateId, ids)))
      .groupBy(domainEvents.aggregateId);
    for (const row of last) next.set(`${type}|${row.id}`, row.seq);
  }
  const values = events.map((e) => {
    const sequence = (next.get(keyOf(e)) ?? 0) + 1;
    next.set(keyOf(e), sequence);
    return {
      tenantId: e.tenantId,
      aggregateType: e.aggregateType,
      aggregateId: e.aggregateId,
      sequence,
      type: e.type,
      payload: e.payload ?? {},
    };
  });
  const stored = (await tx.insert(domainEvents).values(values).returning()) as DomainEvent[];
  const deliveries = stored.flatMap((e) =>
    [...consumers.values()]
      .filter((c) => c.types.includes(e.type))
      .map((c) => ({
        consumer: c.name,
        eventId: e.id,
        aggregateType: e.aggregateType,
        aggregateId: e.aggregateId,
        sequence: e.sequence,
      })),
  );
  if (deliveries.length) {
    await tx.insert(domainEventDeliveries).values(deliveries);
    await tx.execute(sql`select pg_notify(${EVENTS_CHANNEL}, '')`);
  }
  return stored;
}

/** Shorthand for one event. */
export const recordEvent = async (tx: Tx, event: NewDomainEvent) =>
  (await recordEvents(tx, [event]))[0]!;

function groupIds(events: NewDomainEvent[]) {
  const byType = new Map<string, Set<string>>();
  for (const e of events)
    byType.set(e.aggregateType, (byType.get(e.aggregateType) ?? new Set()).add(e.aggregateId));
  return [...byType].map(([type, ids]) => [type, [...ids]] as const);
}

/**
 * Applies up to `limit` pending events of one consumer in one transaction: only the first
 * pending event of each aggregate is eligible (an earlier one, even if another replica is
 * applying it, holds the later ones back), claimed with FOR UPDATE SKIP LOCKED so replicas
 * share the work. Each event runs in a savepoint: a failing one is put back with its error
 * and a backoff (2^attempts s, at most 256 s), the others commit. Returns how many were applied.
 */
export async function applyPendingEvents(
  db: Db,
  consumerName: string,
  limit = 100,
): Promise<{ applied: number; failed: number }> {
  const consumer = consumers.get(consumerName);
  if (!consumer) throw new Error(`no event consumer named ${consumerName}`);
  return db.transaction(async (tx) => {
    const claimed = await tx.execute<{ event_id: number }>(sql`
      select d.event_id from domain_event_deliveries d
      where d.consumer = ${consumerName} and d.run_after <= now()
        and not exists (
          select 1 from domain_event_deliveries p
          where p.consumer = d.consumer and p.aggregate_type = d.aggregate_type and p.aggregate_id = d.aggregate_id and p.sequence < d.sequence)
      order by d.event_id
      limit ${limit}
      for update skip locked`);
    const ids = claimed.rows.map((r) => Number(r.event_id));
    if (!ids.length) return { applied: 0, failed: 0 };
    const events = (await tx
      .select()
      .from(domainEvents)
      .where(inArray(domainEvents.id, ids))
      .orderBy(domainEvents.id)) as DomainEvent[];
    let applied = 0;
    let failed = 0;
    for (const event of events) {
      const mine = and(
        eq(domainEventDeliveries.consumer, consumerName),
        eq(domainEventDeliveries.eventId, event.id),
      );
      try {
        await tx.transaction(async (sp) => {
          await consumer.handle(sp, event);
          await sp.delete(domainEventDeliveries).where(mine);
        });
        applied++;
      } catch (error) {
        // A deadlock or serialization failure is not the event's fault (two batches met on
        // the same rows, e.g. the P&L summary's cells): the whole batch runs again (the
        // transaction helper retries it), the other batch having gone through.
        if (isConflict(error)) throw error;
        failed++;
        await tx
          .update(domainEventDeliveries)
          .set({
            attempts: sql`${domainEventDeliveries.attempts} + 1`,
            lastError: errorReason(error).slice(0, 2000),
            runAfter: sql`now() + power(2, least(${domainEventDeliveries.attempts}, 8)) * interval '1 second'`,
          })
          .where(mine);
      }
    }
    return { applied, failed };
  });
}

/**
 * Applies everything pending and due for every consumer (or those named), and waits (up
 * to `waitMs`) for what another replica or this process's worker is applying meanwhile:
 * a reader that must see its own writes calls it first. Returns how many it applied.
 */
export async function drainEvents(db: Db, only?: string[], waitMs = 10_000): Promise<number> {
  let total = 0;
  const names = only ?? registeredEventConsumers();
  const deadline = Date.now() + waitMs;
  for (const name of names) {
    for (;;) {
      const { applied } = await applyPendingEvents(db, name);
      total += applied;
      if (applied) continue;
      const [left] = await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(domainEventDeliveries)
        .where(
          and(
            eq(domainEventDeliveries.consumer, name),
            sql`${domainEventDeliveries.runAfter} <= now()`,
          ),
        );
      if (!left?.n || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
  return total;
}

/**
 * Bulk consumption: hands `apply` every event of a tenant that the consumer takes, in event
 * order (so each aggregate's in sequence), in the caller's transaction, and clears the
 * consumer's deliveries for them. The demo seed posts six months of events this way, with
 * multi-row inserts, by the same rules as live use. Returns how many events it handed over.
 */
export async function applyTenantEventsInBulk(
  tx: Tx,
  tenantId: string,
  consumer: Pick<EventConsumer, 'name' | 'types'>,
  apply: (events: DomainEvent[]) => Promise<unknown>,
): Promise<number> {
  const events = (await tx
    .select()
    .from(domainEvents)
    .where(and(eq(domainEvents.tenantId, tenantId), inArray(domainEvents.type, consumer.types)))
    .orderBy(domainEvents.id)) as DomainEvent[];
  await apply(events);
  const ids = events.map((e) => e.id);
  for (let i = 0; i < ids.length; i += 1000) {
    await tx
      .delete(domainEventDeliveries)
      .where(
        and(
          eq(domainEventDeliveries.consumer, consumer.name),
          inArray(domainEventDeliveries.eventId, ids.slice(i, i + 1000)),
        ),
      );
  }
  return ids.length;
}
