import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, at, createdAt } from '../../kernel/db/columns';
import { stores } from '../stores/tables';
import { tenants } from '../tenancy/tables';

export const users = pgTable(
  'users',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    // Unique across tenants so that sign-in needs nothing but the address.
    email: text('email').notNull().unique(),
    fullName: text('full_name').notNull(),
    passwordHash: text('password_hash'),
    role: text('role', { enum: ['super_admin', 'admin', 'agent'] }).notNull(),
    language: text('language', { enum: ['en', 'fr', 'ar'] })
      .notNull()
      .default('en'),
    status: text('status', { enum: ['active', 'invited', 'pending', 'deactivated'] })
      .notNull()
      .default('active'),
    unverified: boolean('unverified').notNull().default(false),
    avatarUrl: text('avatar_url'),
    totpSecret: text('totp_secret'),
    totpPendingSecret: text('totp_pending_secret'),
    // Last accepted TOTP time step: a code of this step or earlier is a replay.
    totpLastStep: integer('totp_last_step'),
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: at('locked_until'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    // Kept by a trigger on each new session (migration 0070): what the users list shows.
    lastSignInAt: at('last_sign_in_at'),
  },
  (t) => [
    index('users_tenant_idx').on(t.tenantId),
    index('users_tenant_name_idx').on(t.tenantId, t.fullName, t.id),
  ],
);

export const userStores = pgTable(
  'user_stores',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.storeId] })],
);

export const roleOverrides = pgTable(
  'role_overrides',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    role: text('role', { enum: ['super_admin', 'admin', 'agent'] }).notNull(),
    grant: jsonb('grant').$type<{ action: string; subject: string }[]>().notNull().default([]),
    revoke: jsonb('revoke').$type<{ action: string; subject: string }[]>().notNull().default([]),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.role] })],
);

/** A user as stored. */
export type UserRow = typeof users.$inferSelect;

/** Users per tenant, role and status, kept by triggers (migration 0205): the list's total. */
export const userCounts = pgTable(
  'user_counts',
  {
    tenantId: uuid('tenant_id').notNull(),
    role: text('role').$type<(typeof users.$inferSelect)['role']>().notNull(),
    status: text('status').$type<(typeof users.$inferSelect)['status']>().notNull(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ name: 'user_counts_pk', columns: [t.tenantId, t.role, t.status] })],
);
