/* global console, process */
// What staging an import's rows costs PostgreSQL (issue 35; migration 0257): 100,000
// order-shaped rows into import_rows, 100 statements of 1,000 rows sent as JSON arrays (as
// modules/imports/staging.ts does), with and without the foreign key to imports, logged and
// unlogged, in turn on one fresh server. `node bench/staging-costs.mjs` (knob: ROUNDS, 3).
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { startPostgres } from './lib/postgres.mjs';

const server = await startPostgres();
const url = await server.freshDatabase();
const c = new pg.Client({ connectionString: url });
await c.connect();
const variants = {
  fk: { fk: true, unlogged: false },
  nofk: { fk: false, unlogged: false },
  unlogged: { fk: true, unlogged: true },
  unlogged_nofk: { fk: false, unlogged: true },
};
const cities = ['Casablanca', 'Rabat', 'Marrakech', 'Fès', 'Tanger', 'Agadir'];
function batch(start) {
  const rows = [];
  for (let i = start; i < start + 1000; i++) {
    const order = Math.floor(i / 3);
    const num = `BENCH-${String(order).padStart(7, '0')}`;
    const raw = [
      num,
      '2026-11-05',
      `Client ${order}`,
      `+212 6${String(10000000 + order).slice(-8)}`,
      cities[order % 6],
      `${order % 90} rue de la Paix`,
      `IMP-B-${String(i % 200).padStart(3, '0')}`,
      '2',
      'cod',
      '25',
    ];
    const data = [
      num,
      '2026-11-05T00:00:00.000Z',
      raw[2],
      raw[3],
      raw[4],
      raw[5],
      randomUUID(),
      2,
      null,
      'cod',
      '25.00',
      '',
    ];
    rows.push([i + 1, raw, data, num, 'new', null]);
  }
  return rows;
}
const ROUNDS = Number(process.env.ROUNDS ?? 3);
for (let round = 0; round < ROUNDS; round++) {
  for (const [name, v] of Object.entries(variants)) {
    await c.query(`drop table if exists import_rows; drop table if exists imports;
      create table imports (id uuid primary key);
      create ${v.unlogged ? 'unlogged' : ''} table import_rows (import_id uuid not null ${v.fk ? 'references imports(id) on delete cascade' : ''}, row_number int not null, raw jsonb not null, data jsonb, natural_key text, action text not null, errors jsonb, primary key (import_id, row_number));
      create index import_rows_commit_order_idx on import_rows (import_id, (coalesce(natural_key, '')), row_number);
      create index import_rows_errors_idx on import_rows (import_id, row_number) where action = 'error';
      checkpoint;`);
    const id = randomUUID();
    await c.query('insert into imports values ($1)', [id]);
    let ms = 0;
    for (let b = 0; b < 100; b++) {
      const json = JSON.stringify(batch(b * 1000));
      const t = process.hrtime.bigint();
      await c.query(
        `insert into import_rows (import_id, row_number, raw, data, natural_key, action, errors)
        select $1::uuid, (r->>0)::int, nullif(r->1,'null'), nullif(r->2,'null'), (r->>3), (r->>4), nullif(r->5,'null') from jsonb_array_elements($2::jsonb) r`,
        [id, json],
      );
      ms += Number(process.hrtime.bigint() - t) / 1e6;
    }
    console.log(round, name.padEnd(14), ms.toFixed(0), 'ms');
  }
}
await c.end();
await server.stop();
