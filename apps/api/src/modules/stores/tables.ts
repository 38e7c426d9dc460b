import { boolean, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, at, createdAt } from '../../kernel/db/columns';
import { tenants } from '../tenancy/tables';

export const stores = pgTable(
  'stores',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    name: text('name').notNull(),
    marketplace: text('marketplace').notNull(),
    country: text('country').notNull(),
    currency: text('currency').notNull(),
    // Sender address printed on labels.
    addressLine1: text('address_line1').notNull().default(''),
    city: text('city').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    phone: text('phone').notNull().default(''),
    // IANA zone of its local days (migration 0100).
    timeZone: text('time_zone').notNull().default('Africa/Casablanca'),
    // Tax (migration 0101): rates in basis points, exempt is 0; prices entered with tax or not.
    taxStandardBp: integer('tax_standard_bp').notNull().default(2000),
    taxReducedBp: integer('tax_reduced_bp').notNull().default(1000),
    pricesIncludeTax: boolean('prices_include_tax').notNull().default(true),
    // Invoices (migration 0130): the seller printed on them, their language and number prefix.
    legalName: text('legal_name').notNull().default(''),
    taxId: text('tax_id').notNull().default(''),
    documentLanguage: text('document_language', { enum: ['en', 'fr', 'ar'] })
      .notNull()
      .default('fr'),
    invoicePrefix: text('invoice_prefix').notNull().default(''),
    // Deactivated, never deleted: orders and stock refer to it.
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('stores_tenant_idx').on(t.tenantId)],
);
