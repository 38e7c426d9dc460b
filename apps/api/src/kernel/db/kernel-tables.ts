import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns';

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    state: text('state', { enum: ['running', 'done'] })
      .notNull()
      .default('running'),
    responseStatus: integer('response_status'),
    responseBody: text('response_body'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);

/** Per-tenant document numbers (ORD-000123, PO-000045): the next value of each series. */
export const documentSequences = pgTable(
  'document_sequences',
  {
    tenantId: uuid('tenant_id').notNull(),
    series: text('series').notNull(),
    next: integer('next').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.series] })],
);

/** Long work run by exactly one replica (kernel/jobs): claimed with FOR UPDATE SKIP LOCKED, held by a lease. */
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    // References tenants(id) in the migration (0007_jobs); not named here, so the kernel imports no module.
    // Null for platform work (kernel/schedule.ts), which belongs to no tenant.
    tenantId: uuid('tenant_id'),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull().default({}),
    state: text('state', { enum: ['queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    progressDone: integer('progress_done').notNull().default(0),
    progressTotal: integer('progress_total'),
    result: jsonb('result').$type<unknown>(),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(3),
    runAfter: at('run_after').notNull().defaultNow(),
    lockedBy: text('locked_by'),
    leaseUntil: at('lease_until'),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    startedAt: at('started_at'),
    finishedAt: at('finished_at'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('jobs_claim_idx')
      .on(t.kind, t.runAfter)
      .where(sql`${t.state} = 'queued'`),
    index('jobs_lease_idx')
      .on(t.leaseUntil)
      .where(sql`${t.state} = 'running'`),
    index('jobs_tenant_idx').on(t.tenantId, t.createdAt),
    uniqueIndex('jobs_recurring_queued_idx')
      .on(t.kind)
      .where(sql`${t.tenantId} is null and ${t.state} = 'queued'`),
  ],
);

/** What a module recorded happened (kernel/events.ts), in the transaction of the change; numbered per aggregate. */
export const domainEvents = pgTable(
  'domain_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: uuid('tenant_id').notNull(),
    aggregateType: text('aggregate_type').notNull(),
    aggregateId: uuid('aggregate_id').notNull(),
    sequence: integer('sequence').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    occurredAt: at('occurred_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('domain_events_aggregate_seq_unique').on(
      t.aggregateType,
      t.aggregateId,
      t.sequence,
    ),
    index('domain_events_tenant_idx').on(t.tenantId, t.occurredAt),
  ],
);

/** An event a consumer has still to apply; deleted in the transaction that applies it. */
export const domainEventDeliveries = pgTable(
  'domain_event_deliveries',
  {
    consumer: text('consumer').notNull(),
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => domainEvents.id),
    aggregateType: text('aggregate_type').notNull(),
    aggregateId: uuid('aggregate_id').notNull(),
    sequence: integer('sequence').notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    runAfter: at('run_after').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'domain_event_deliveries_pk', columns: [t.consumer, t.eventId] }),
    index('domain_event_deliveries_aggregate_idx').on(
      t.consumer,
      t.aggregateType,
      t.aggregateId,
      t.sequence,
    ),
  ],
);
