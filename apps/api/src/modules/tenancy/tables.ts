import { boolean, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { id, at, createdAt } from '../../kernel/db/columns';

export interface ModuleSetting {
  name: string;
  manifestUrl: string | null;
}

export const tenants = pgTable('tenants', {
  id: id(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  kind: text('kind', { enum: ['marketplace', 'agency'] }).notNull(),
  appTitle: text('app_title').notNull(),
  defaultLanguage: text('default_language', { enum: ['en', 'fr', 'ar'] })
    .notNull()
    .default('en'),
  languages: jsonb('languages').$type<('en' | 'fr' | 'ar')[]>().notNull(),
  authLayout: text('auth_layout', { enum: ['centered', 'illustrated'] })
    .notNull()
    .default('centered'),
  domains: jsonb('domains').$type<string[]>().notNull().default([]),
  modules: jsonb('modules').$type<ModuleSetting[]>().notNull(),
  firebase: jsonb('firebase').$type<Record<string, string>>(),
  /** Off by default: when on, anyone may sign up and waits for an admin's approval. */
  selfRegistration: boolean('self_registration').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** A tenant as stored. */
export type TenantRow = typeof tenants.$inferSelect;
