/* global console */
// How an uploaded file is best kept by PostgreSQL (issue 35; migration 0258): the bench's
// order CSV of 100,000 rows (10 MB) stored in a bytea column compressed with pglz, then lz4,
// in turn, sent and read as base64 as modules/imports/repository.ts does. `node bench/file-compression.mjs`.
import pg from 'pg';
import { startPostgres } from './lib/postgres.mjs';
import { ordersCsv } from './lib/imports-files.mjs';
const server = await startPostgres();
const c = new pg.Client({ connectionString: await server.freshDatabase() });
await c.connect();
const file = Buffer.from(ordersCsv(100000));
for (const method of ['pglz', 'lz4', 'pglz', 'lz4']) {
  await c.query(
    `drop table if exists f; create table f (id int primary key, data bytea compression ${method})`,
  );
  let t = performance.now();
  await c.query(`insert into f values (1, decode($1, 'base64'))`, [file.toString('base64')]);
  const ins = performance.now() - t;
  t = performance.now();
  const { rows } = await c.query(`select encode(data, 'base64') as data from f where id = 1`);
  const back = Buffer.from(rows[0].data, 'base64');
  const read = performance.now() - t;
  const { rows: size } = await c.query(`select pg_column_size(data) as n from f`);
  console.log(
    method,
    'insert',
    ins.toFixed(0),
    'read',
    read.toFixed(0),
    'stored',
    size[0].n,
    back.equals(file),
  );
}
await c.end();
await server.stop();
