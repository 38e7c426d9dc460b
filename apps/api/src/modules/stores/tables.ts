import { boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, at, createdAt } from '../../kernel/db/columns';
import { tenants } from '../tenancy/tables';

export const stores = pgTable(
  'stores',
  {
    id: id(),
    tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
    name: text('name').notNull(),
    marketplace: text('marketplace').notNull(),
    country: text('country').notNull(),
    currency: text('currency').notNull(),
    // Sender address printed on labels.
    addressLine1: text('address_line1').notNull().default(''),
    city: text('city').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    phone: text('phone').notNull().default(''),
    // Deactivated, never deleted: orders and stock refer to it.
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('stores_tenant_idx').on(t.tenantId)],
);
