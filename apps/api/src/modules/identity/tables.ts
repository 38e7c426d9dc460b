import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, at, createdAt } from '../../kernel/db/columns';
import { users } from '../users/tables';

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tenantId: uuid('tenant_id').notNull(),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    // What the account-settings page shows: the client at sign-in, and the last request (throttled).
    userAgent: text('user_agent'),
    ip: text('ip'),
    lastSeenAt: at('last_seen_at'),
  },
  // The users list reads each user's last sign-in; the purge and revocations go by user too.
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Single-use secrets: two-step challenges, e-mail verification codes, reset links. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: id(),
    tokenHash: text('token_hash').notNull().unique(),
    kind: text('kind', {
      enum: ['two_step', 'verify_email', 'reset_password', 'change_email', 'stream_ticket'],
    }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash'),
    /** What the token carries out when used (change_email: the new address). */
    payload: text('payload'),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('auth_tokens_user_kind_idx').on(t.userId, t.kind)],
);

export const recoveryCodes = pgTable('recovery_codes', {
  id: id(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  usedAt: at('used_at'),
});

/**
 * Failed sign-ins per (address, client) pair and per client, shared by every replica:
 * counted atomically in SQL, answered with growing delays instead of a lock.
 */
export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  blockedUntil: at('blocked_until'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export type SessionRow = typeof sessions.$inferSelect;
/** What a request keeps of its session: which one it is, and when it was last seen. */
export type CallerSession = Pick<SessionRow, 'id' | 'lastSeenAt'>;
