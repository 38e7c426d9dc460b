import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { IDLE_CONNECTION_MS, openPostgres } from './client';

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('PostgreSQL connection pool', () => {
  it('keeps an idle connection, with its prepared plans, well past pg’s 10 s', async () => {
    const database = openPostgres(url!);
    try {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      const pid = async () =>
        (await database.db.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`)).rows[0]!
          .pid;
      const first = await pid();
      // Drizzle keeps the pool it was given as `$client` (its type here is the PGlite-or-pg Db).
      const pool = (database.db as unknown as { $client: pg.Pool }).$client;
      expect(pool.idleCount).toBe(1);
      vi.advanceTimersByTime(5 * 60_000); // a colleague's call, then the next click
      expect(pool.idleCount).toBe(1);
      expect(await pid()).toBe(first); // the same server process: nothing to plan again
      vi.advanceTimersByTime(IDLE_CONNECTION_MS + 1000); // a quiet night
      expect(pool.totalCount).toBe(0);
    } finally {
      vi.useRealTimers();
      await database.close();
    }
  });
});
