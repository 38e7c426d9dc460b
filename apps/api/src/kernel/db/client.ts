import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import { oneQueryAtATime } from './one-query-at-a-time';
import { planOnce } from './prepared';
import { installTransactionHelper } from './transaction';

/**
 * Both drivers expose the same query builder; node-postgres' type stands for both. No schema
 * is bound: queries name their tables (the relational `db.query` API is not used), so the
 * kernel's client knows no module's tables.
 */
export type Db = NodePgDatabase;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * Runs start-up work (migrations, demo data) in one process at a time: replicas starting
   * together on one PostgreSQL wait on an advisory lock, and the later ones find it done.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  /** PostgreSQL NOTIFY: every process listening on the channel (every replica) receives it. */
  notify(channel: string, payload: string): Promise<void>;
  /**
   * LISTEN on a connection of its own (re-established if lost); resolves once listening.
   * `onState(false)` says the connection was lost (what was sent meanwhile is missed),
   * `onState(true)` that it listens again.
   */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    onState?: (listening: boolean) => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** Any fixed number: the advisory lock every replica takes for start-up work. */
const STARTUP_LOCK = 7_400_271_901;

/** How many migrations the journal lists (what /api/ready expects to find applied). */
export function expectedMigrations(): number {
  const journal = JSON.parse(
    fs.readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8'),
  );
  return (journal.entries as unknown[]).length;
}

/** src/kernel/db/migrations when run from source, dist/migrations once bundled. */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.join(here, 'migrations'), path.join(here, 'db', 'migrations')];
  const found = candidates.find((dir) => fs.existsSync(path.join(dir, 'meta', '_journal.json')));
  if (!found) throw new Error(`migrations folder not found near ${here}`);
  return found;
}

// int8 (counts, sums) arrives from node-postgres as a string; our values fit a double.
const pgTypes = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') =>
    oid === 20 ? (v: string) => Number(v) : pg.types.getTypeParser(oid, format),
};

export function openPostgres(url: string): Database {
  const pool = newPool(url);
  // The hot prepared statements (kernel/db/prepared.ts) run on connections of their own
  // that keep ONE generic plan per statement. On the shared ones PostgreSQL planned them
  // again at every execution (it judged its generic plan dearer than a custom one):
  // PostgreSQL's CPU per users-list request fell from 864 to 579 µs, per /me from 241 to
  // 189 µs. Not for every query: a report deserves a plan made for its values.
  // Without JIT: a generic plan costs a `limit $n` as a tenth of the table, so the orders
  // page's estimate passed jit_above_cost and each execution compiled 41 functions (76 ms
  // for a page that runs in 1 ms, issue 35). Nothing on these connections reads enough
  // rows for compiled expressions to pay.
  const hotPool = newPool(url, '-c plan_cache_mode=force_generic_plan -c jit=off');
  const db = installTransactionHelper(drizzlePg({ client: pool }));
  planOnce(db, drizzlePg({ client: hotPool }));
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(db, { migrationsFolder: migrationsFolder() }),
    async exclusive(work) {
      // Session-level lock on a client of its own, held while `work` uses the pool.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
        return await work();
      } finally {
        await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => {});
        client.release();
      }
    },
    notify: async (channel, payload) => {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    listen: (channel, onMessage, onState) => listenPostgres(url, channel, onMessage, onState),
    close: async () => {
      await Promise.all([pool.end(), hotPool.end()]);
    },
  };
}

/**
 * How long a connection may stay idle before the pool closes it (pg's default: 10 s). A
 * connection holds its prepared statements and their plans (kernel/db/prepared.ts): closed
 * after 10 s without a request, the next click opened a new one and planned the orders page
 * again, 10-15 ms before its first row, on each of the ten connections (the bench's tail
 * probe, issue 35). Staff click again within minutes; a quiet night still lets them go.
 */
export const IDLE_CONNECTION_MS = 10 * 60_000;

function newPool(url: string, options?: string) {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    idleTimeoutMillis: IDLE_CONNECTION_MS,
    types: pgTypes as pg.CustomTypesConfig,
    ...(options ? { options } : {}),
  });
  // An idle client whose server connection ends (restart, failover, a dropped test
  // database) makes the pool emit 'error'; unhandled, that would stop the process.
  pool.on('error', (error) => console.warn(`PostgreSQL idle connection lost: ${error.message}`));
  pool.on('connect', oneQueryAtATime);
  return pool;
}

/** A dedicated client for LISTEN (a pooled one would be handed to queries); reconnects after a loss. */
async function listenPostgres(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
  onState?: (listening: boolean) => void,
) {
  let client: pg.Client | null = null;
  let stopped = false;
  const retry = () => {
    if (!stopped) setTimeout(() => void connect().catch(retry), 1000).unref();
  };
  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (m) => m.channel === channel && onMessage(m.payload ?? ''));
    const lost = (error?: Error) => {
      if (client !== c) return; // not listening yet (connect throws), or already handled
      client = null;
      if (stopped) return;
      console.warn(
        `PostgreSQL LISTEN ${channel} connection lost${error ? `: ${error.message}` : ''}`,
      );
      onState?.(false);
      c.end().catch(() => {});
      retry();
    };
    c.on('error', lost);
    c.on('end', () => lost());
    try {
      await c.connect();
      await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      c.end().catch(() => {});
      throw error;
    }
    client = c;
    onState?.(true);
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end().catch(() => {});
  };
}

/** `dataDir` undefined means in memory; `loadDataDir` restores a dumped (migrated) template. */
export async function openPglite(dataDir?: string, loadDataDir?: Blob | File): Promise<Database> {
  // One process per folder (a second one would lose acknowledged writes): refuse before opening.
  const lock = dataDir ? lockDataDir(dataDir) : null;
  try {
    // pg_trgm: the orders search indexes (migration 0013).
    const client = await PGlite.create(dataDir, {
      extensions: { pg_trgm },
      ...(loadDataDir ? { loadDataDir } : {}),
    });
    const db = installTransactionHelper(drizzlePglite({ client }) as unknown as Db);
    return {
      db,
      kind: 'pglite',
      migrate: () => migratePglite(db as never, { migrationsFolder: migrationsFolder() }),
      // One process per folder (the lock above): nothing to wait for.
      exclusive: (work) => work(),
      notify: async (channel, payload) => {
        await client.query('select pg_notify($1, $2)', [channel, payload]);
      },
      listen: async (channel, onMessage) => {
        const unlisten = await client.listen(channel, onMessage);
        return async () => unlisten();
      },
      close: async () => {
        await client.close();
        lock?.release();
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

export async function openDatabase(config: { databaseUrl: string | null; dataDir: string }) {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite(config.dataDir);
}
