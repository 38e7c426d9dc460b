import { bigint, boolean, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, at, createdAt } from '../../kernel/db/columns';
import { tenants } from '../tenancy/tables';

/** Couriers and delivery agents of a marketplace tenant (the admin remote). */
export const fulfillmentAgents = pgTable(
  'fulfillment_agents',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    name: text('name').notNull(),
    kind: text('kind', { enum: ['courier', 'delivery_agent'] }).notNull(),
    phone: text('phone').notNull(),
    cities: jsonb('cities').$type<string[]>().notNull().default([]),
    // Money in minor units (cents): exact, and summed by the database without rounding.
    deliveryFeeMinor: bigint('delivery_fee_minor', { mode: 'number' }).notNull(),
    returnFeeMinor: bigint('return_fee_minor', { mode: 'number' }).notNull(),
    remitEveryDays: integer('remit_every_days').notNull().default(7),
    remitAccount: text('remit_account').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('fulfillment_agents_tenant_idx').on(t.tenantId, t.name)],
);
