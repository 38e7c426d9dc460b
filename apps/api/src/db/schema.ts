import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

// Every tenant-owned table carries tenant_id so it can be distributed by tenant (Citus).
const id = () => uuid('id').primaryKey().default(sql`gen_random_uuid()`);
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => at('created_at').notNull().defaultNow();

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
  defaultLanguage: text('default_language', { enum: ['en', 'fr', 'ar'] }).notNull().default('en'),
  languages: jsonb('languages').$type<('en' | 'fr' | 'ar')[]>().notNull(),
  authLayout: text('auth_layout', { enum: ['centered', 'illustrated'] }).notNull().default('centered'),
  domains: jsonb('domains').$type<string[]>().notNull().default([]),
  modules: jsonb('modules').$type<ModuleSetting[]>().notNull(),
  firebase: jsonb('firebase').$type<Record<string, string>>(),
  createdAt: createdAt(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const stores = pgTable(
  'stores',
  {
    id: id(),
    tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
    name: text('name').notNull(),
    marketplace: text('marketplace').notNull(),
    country: text('country').notNull(),
    currency: text('currency').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('stores_tenant_idx').on(t.tenantId)],
);

export const users = pgTable(
  'users',
  {
    id: id(),
    tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
    // Unique across tenants so that sign-in needs nothing but the address.
    email: text('email').notNull().unique(),
    fullName: text('full_name').notNull(),
    passwordHash: text('password_hash'),
    role: text('role', { enum: ['super_admin', 'admin', 'agent'] }).notNull(),
    language: text('language', { enum: ['en', 'fr', 'ar'] }).notNull().default('en'),
    status: text('status', { enum: ['active', 'invited', 'deactivated'] }).notNull().default('active'),
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
  },
  (t) => [index('users_tenant_idx').on(t.tenantId)],
);

export const userStores = pgTable(
  'user_stores',
  {
    tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    storeId: uuid('store_id').notNull().references(() => stores.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.storeId] })],
);

export const sessions = pgTable('sessions', {
  id: id(),
  tokenHash: text('token_hash').notNull().unique(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  tenantId: uuid('tenant_id').notNull(),
  createdAt: createdAt(),
  expiresAt: at('expires_at').notNull(),
  revokedAt: at('revoked_at'),
  // What the account-settings page shows: the client at sign-in, and the last request (throttled).
  userAgent: text('user_agent'),
  ip: text('ip'),
  lastSeenAt: at('last_seen_at'),
});

/** Single-use secrets: two-step challenges, e-mail verification codes, reset links. */
export const authTokens = pgTable('auth_tokens', {
  id: id(),
  tokenHash: text('token_hash').notNull().unique(),
  kind: text('kind', { enum: ['two_step', 'verify_email', 'reset_password'] }).notNull(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash'),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
  createdAt: createdAt(),
});

export const recoveryCodes = pgTable('recovery_codes', {
  id: id(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  usedAt: at('used_at'),
});

export const roleOverrides = pgTable(
  'role_overrides',
  {
    tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
    role: text('role', { enum: ['super_admin', 'admin', 'agent'] }).notNull(),
    grant: jsonb('grant').$type<{ action: string; subject: string }[]>().notNull().default([]),
    revoke: jsonb('revoke').$type<{ action: string; subject: string }[]>().notNull().default([]),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.role] })],
);

export const outbox = pgTable('outbox', {
  id: id(),
  tenantId: uuid('tenant_id'),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  createdAt: createdAt(),
});

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    tenantId: uuid('tenant_id').notNull(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
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
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  token: text('token').notNull().unique(),
  platform: text('platform').notNull().default('web'),
  createdAt: createdAt(),
});

/** Per user and event type: whether it reaches them in the app and by push (unset = on). */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: uuid('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  tenantId: uuid('tenant_id').notNull(),
  preferences: jsonb('preferences').$type<Record<string, { inApp: boolean; push: boolean }>>().notNull().default({}),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    tenantId: uuid('tenant_id').notNull(),
    userId: uuid('user_id'),
    action: text('action').notNull(),
    recordType: text('record_type').notNull(),
    recordId: text('record_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    at: createdAt(),
  },
  (t) => [index('audit_tenant_at_idx').on(t.tenantId, t.at)],
);

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    state: text('state', { enum: ['running', 'done'] }).notNull().default('running'),
    responseStatus: integer('response_status'),
    responseBody: text('response_body'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);

/** Couriers and delivery agents of a marketplace tenant (the admin remote). */
export const fulfillmentAgents = pgTable(
  'fulfillment_agents',
  {
    id: id(),
    tenantId: uuid('tenant_id').notNull().references(() => tenants.id),
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
