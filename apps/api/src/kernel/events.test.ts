import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demoIds, type TestApp } from '../test/harness';
import { openPostgres } from './db/client';
import { domainEventDeliveries, domainEvents } from './db/kernel-tables';
import { startEventWorker } from './event-worker';
import {
  applyPendingEvents,
  drainEvents,
  recordEvents,
  registerEventConsumer,
  type DomainEvent,
} from './events';

let t: TestApp;
let tenantId: string;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** What the test consumer applied, as it stored it (a table, so two pools can share it). */
async function applied(): Promise<{ event_id: number; aggregate_id: string; sequence: number }[]> {
  const res = await t.db.execute<{ event_id: number; aggregate_id: string; sequence: number }>(
    sql`select event_id::int, aggregate_id::text, sequence from test_applied order by n`,
  );
  return res.rows.map((r) => ({ ...r, event_id: Number(r.event_id) }));
}

/** Fails the first attempt of any event whose payload says so. */
const failOnce = new Set<number>();

beforeAll(async () => {
  t = await createTestApp({ jobs: { worker: false, pollMs: 50, leaseMs: 300, concurrency: 1 } });
  tenantId = (await demoIds(t.db)).tenant('atlas').id;
  await t.db.execute(
    sql`create table test_applied (n bigserial primary key, event_id bigint not null unique, aggregate_id uuid not null, sequence int not null)`,
  );
  registerEventConsumer({
    name: 'test.ledger',
    types: ['test.happened'],
    async handle(tx, event: DomainEvent) {
      if (event.payload.failFirst && !failOnce.has(event.id)) {
        failOnce.add(event.id);
        // Written before the failure: the savepoint must take it back.
        await tx.execute(
          sql`insert into test_applied (event_id, aggregate_id, sequence) values (${event.id}, ${event.aggregateId}, ${event.sequence})`,
        );
        throw new Error('not yet');
      }
      if (event.payload.slow) await sleep(5);
      await tx.execute(
        sql`insert into test_applied (event_id, aggregate_id, sequence) values (${event.id}, ${event.aggregateId}, ${event.sequence})`,
      );
    },
  });
});
afterAll(() => t?.close());

const happened = (aggregateId: string, payload: Record<string, unknown> = {}) => ({
  tenantId,
  aggregateType: 'test',
  aggregateId,
  type: 'test.happened',
  payload,
});

describe('domain events', () => {
  it('are recorded with the transaction: a rollback leaves no event and no delivery', async () => {
    const id = randomUUID();
    await expect(
      t.db.transaction(async (tx) => {
        await recordEvents(tx, [happened(id)]);
        throw new Error('business rule refused');
      }),
    ).rejects.toThrow('business rule refused');
    expect(await t.db.select().from(domainEvents).where(eq(domainEvents.aggregateId, id))).toEqual(
      [],
    );
    expect(
      await t.db
        .select()
        .from(domainEventDeliveries)
        .where(eq(domainEventDeliveries.aggregateId, id)),
    ).toEqual([]);
  });

  it('number each aggregate 1, 2, 3 across transactions and deliver only to consumers of the type', async () => {
    const id = randomUUID();
    await t.db.transaction((tx) => recordEvents(tx, [happened(id), happened(id)]));
    await t.db.transaction((tx) =>
      recordEvents(tx, [happened(id), { ...happened(id), type: 'test.nobody_listens' }]),
    );
    const rows = await t.db
      .select()
      .from(domainEvents)
      .where(eq(domainEvents.aggregateId, id))
      .orderBy(domainEvents.id);
    expect(rows.map((r) => [r.sequence, r.type])).toEqual([
      [1, 'test.happened'],
      [2, 'test.happened'],
      [3, 'test.happened'],
      [4, 'test.nobody_listens'],
    ]);
    const deliveries = await t.db
      .select()
      .from(domainEventDeliveries)
      .where(eq(domainEventDeliveries.aggregateId, id));
    expect(deliveries.map((d) => d.sequence).sort()).toEqual([1, 2, 3]);
    await drainEvents(t.db, ['test.ledger']);
    expect((await applied()).filter((a) => a.aggregate_id === id).map((a) => a.sequence)).toEqual([
      1, 2, 3,
    ]);
    // Applied once: nothing left to deliver, and a second drain applies nothing.
    expect(
      await t.db
        .select()
        .from(domainEventDeliveries)
        .where(eq(domainEventDeliveries.aggregateId, id)),
    ).toEqual([]);
    expect(await drainEvents(t.db, ['test.ledger'])).toBe(0);
  });

  it("hold an aggregate's later events back while an earlier one fails, and apply it on retry", async () => {
    const [a, b] = [randomUUID(), randomUUID()];
    await t.db.transaction((tx) =>
      recordEvents(tx, [happened(a, { failFirst: true }), happened(a), happened(b)]),
    );
    const first = await applyPendingEvents(t.db, 'test.ledger');
    expect(first).toEqual({ applied: 1, failed: 1 }); // b applied; a's first failed, a's second not eligible
    expect((await applied()).filter((x) => x.aggregate_id === a)).toEqual([]); // the failed attempt's write was taken back
    const [waiting] = await t.db
      .select()
      .from(domainEventDeliveries)
      .where(eq(domainEventDeliveries.aggregateId, a))
      .orderBy(domainEventDeliveries.sequence);
    expect(waiting).toMatchObject({
      sequence: 1,
      attempts: 1,
      lastError: expect.stringContaining('not yet'),
    });
    expect(await applyPendingEvents(t.db, 'test.ledger')).toEqual({ applied: 0, failed: 0 }); // backing off
    await t.db
      .update(domainEventDeliveries)
      .set({ runAfter: sql`now()` })
      .where(eq(domainEventDeliveries.aggregateId, a));
    await drainEvents(t.db, ['test.ledger']);
    expect((await applied()).filter((x) => x.aggregate_id === a).map((x) => x.sequence)).toEqual([
      1, 2,
    ]);
  });

  it("are applied after the commit by the worker, woken by the commit's notification", async () => {
    const worker = await startEventWorker(t.database, t.app.log, { sweepMs: 60_000 });
    try {
      const id = randomUUID();
      await t.db.transaction((tx) => recordEvents(tx, [happened(id)]));
      const end = Date.now() + 5000;
      while (!(await applied()).some((x) => x.aggregate_id === id) && Date.now() < end)
        await sleep(20);
      expect((await applied()).filter((x) => x.aggregate_id === id)).toHaveLength(1);
    } finally {
      await worker.stop();
    }
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'on PostgreSQL, replicas draining together apply each event once, in order per aggregate',
    async () => {
      const other = openPostgres((t.database as unknown as { url: string }).url);
      try {
        const aggregates = Array.from({ length: 12 }, () => randomUUID());
        for (let round = 0; round < 8; round++) {
          await t.db.transaction((tx) =>
            recordEvents(
              tx,
              aggregates.map((id) => happened(id, { slow: true })),
            ),
          );
        }
        await Promise.all([
          drainEvents(t.db, ['test.ledger']),
          drainEvents(other.db, ['test.ledger']),
          drainEvents(other.db, ['test.ledger']),
        ]);
        const mine = (await applied()).filter((x) =>
          (aggregates as string[]).includes(x.aggregate_id),
        );
        expect(mine).toHaveLength(96);
        for (const id of aggregates)
          expect(mine.filter((x) => x.aggregate_id === String(id)).map((x) => x.sequence)).toEqual([
            1, 2, 3, 4, 5, 6, 7, 8,
          ]);
      } finally {
        await other.close();
      }
    },
  );
});
