import { eq, desc } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import * as OTPAuth from 'otpauth';
import { buildApp } from '../app';
import type { Config } from '../config';
import type { Database, Db } from '../kernel/db/client';
import { outbox } from '../modules/mail/tables';
import { stores } from '../modules/stores/tables';
import { tenants } from '../modules/tenancy/tables';
import { users } from '../modules/users/tables';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET } from '../seed-demo';
import { openTestDatabase } from './test-database';

export { DEMO_PASSWORD, DEMO_TOTP_SECRET };

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  /** The database the app runs on: a second replica of the app can open it too. */
  database: Database;
  close(): Promise<void>;
}

export async function createTestApp(config: Partial<Config> = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  const app = await buildApp({
    database,
    prepare: false,
    logger: false,
    config: {
      loginRateLimit: { max: 1000, windowMs: 60_000 },
      corsOrigins: ['http://localhost:4000'],
      ...config,
    },
  });
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    async close() {
      await app.close();
      await database.close();
      await database.drop();
    },
  };
}

export const totpCode = (secret = DEMO_TOTP_SECRET, timestamp = Date.now()) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({ timestamp });

/**
 * One request, as a client sends it. A test's own writes to the database (t.db: another
 * connection, as psql would be) reach the API's kept callers by notification a moment
 * later, so `call` first waits for them (kernel/http/caller-cache.ts sync). The tests of
 * that mechanism itself pass `waitForHandEdits: false`.
 */
export async function call(
  app: FastifyInstance,
  opts: InjectOptions & { token?: string; waitForHandEdits?: boolean },
) {
  const { token, waitForHandEdits = true, ...rest } = opts;
  if (waitForHandEdits) await app.deps.callers.sync();
  const res = await app.inject({
    ...rest,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...rest.headers },
  });
  // Tests read arbitrary JSON answers; the assertions are the type check.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  let body: any = null;
  try {
    body = res.json();
  } catch {
    body = res.body;
  }
  return { status: res.statusCode, headers: res.headers, body };
}

/** Signs in a demo account; the super admin goes through TOTP (replay guard reset first). */
export async function signIn(t: TestApp, email: string, password = DEMO_PASSWORD): Promise<string> {
  const first = await call(t.app, {
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
  });
  if (first.status !== 200)
    throw new Error(`login ${email}: ${first.status} ${JSON.stringify(first.body)}`);
  if (first.body.accessToken) return first.body.accessToken;
  await t.db.update(users).set({ totpLastStep: null }).where(eq(users.email, email));
  const second = await call(t.app, {
    method: 'POST',
    url: '/api/auth/two-step',
    payload: { hashId: first.body.twoStep.hashId, code: totpCode() },
  });
  if (second.status !== 200) throw new Error(`two-step ${email}: ${second.status}`);
  return second.body.accessToken;
}

export async function demoIds(db: Db) {
  const all = await db.select().from(users);
  const allStores = await db.select().from(stores);
  const allTenants = await db.select().from(tenants);
  const user = (email: string) => all.find((u) => u.email === email)!;
  const store = (name: string) => allStores.find((s) => s.name === name)!;
  const tenant = (slug: string) => allTenants.find((x) => x.slug === slug)!;
  return { user, store, tenant };
}

export async function lastMail(db: Db, to: string) {
  const [mail] = await db
    .select()
    .from(outbox)
    .where(eq(outbox.to, to))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  return mail ?? null;
}
