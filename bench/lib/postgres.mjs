// A PostgreSQL 15 server for the run, started by the workspace's own helper
// (scripts/with-postgres.mjs) so the bench and the tests use the same throwaway server.
// Each product instance gets a database of its own, so every start is on a fresh one.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { ROOT } from './product.mjs';

const HELPER = join(ROOT, 'scripts/with-postgres.mjs');

export async function startPostgres() {
  if (!existsSync(HELPER)) throw new Error('scripts/with-postgres.mjs is not there yet');
  const helper = await import(HELPER);
  if (typeof helper.startPostgres !== 'function')
    throw new Error('scripts/with-postgres.mjs exports no startPostgres()');
  const server = await helper.startPostgres();
  let n = 0;
  return {
    url: server.url,
    async freshDatabase() {
      const name = `bench_${process.pid}_${++n}`;
      const client = new pg.Client({ connectionString: server.url });
      await client.connect();
      await client.query(`CREATE DATABASE ${name}`);
      await client.end();
      const url = new URL(server.url);
      url.pathname = `/${name}`;
      return url.href;
    },
    stop: () => server.stop(),
  };
}
