import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, createdAt } from '../../kernel/db/columns';

export const outbox = pgTable('outbox', {
  id: id(),
  tenantId: uuid('tenant_id'),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  createdAt: createdAt(),
});
