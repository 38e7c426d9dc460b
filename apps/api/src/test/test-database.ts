import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, openPostgres, type Database } from '../kernel/db/client';
import { seedDemo } from '../seed-demo';

/**
 * A fresh database per test file: a copy of the PGlite template in memory, or, with
 * TEST_DATABASE_URL, a new PostgreSQL database (so files can run in parallel).
 */
export async function openTestDatabase(): Promise<
  Database & { drop(): Promise<void>; url?: string }
> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const file = inject('pgliteTemplate');
    const dump = new Blob([fs.readFileSync(file)]);
    const database = await openPglite(undefined, dump);
    return { ...database, drop: async () => {} };
  }
  const name = `sp_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = openPostgres(target.toString());
  await database.migrate();
  await seedDemo(database.db);
  return {
    ...database,
    // Another process or pool on the same database: a second replica (kernel/replicas.test.ts).
    url: target.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
