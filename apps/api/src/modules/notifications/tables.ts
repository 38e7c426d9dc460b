import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, at, createdAt } from '../../kernel/db/columns';
import { users } from '../users/tables';

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    tenantId: uuid('tenant_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    data: jsonb('data').$type<Record<string, unknown>>(),
    readAt: at('read_at'),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt)],
);

export const notificationTokens = pgTable('notification_tokens', {
  id: id(),
  tenantId: uuid('tenant_id').notNull(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  token: text('token').notNull().unique(),
  platform: text('platform').notNull().default('web'),
  createdAt: createdAt(),
});

/** Per user and event type: whether it reaches them in the app and by push (unset = on). */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tenantId: uuid('tenant_id').notNull(),
  preferences: jsonb('preferences')
    .$type<Record<string, { inApp: boolean; push: boolean }>>()
    .notNull()
    .default({}),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
