/* global console, process */
// Why an import's tables are analysed after a large commit (issue 35; modules/imports
// commit-job.ts, `grows`): the product's schema and demo data on a fresh PostgreSQL, then
// 33,334 orders added to one store as an import adds them, and the lookup the next file's
// analysis makes per batch (1,000 order numbers: modules/orders/import-orders.ts) timed and
// EXPLAINed as the product runs it (a generic plan): before the orders' statistics are
// taken (as right after a first large import, autovacuum not yet by), then after ANALYZE.
// `node bench/explain-stale-stats.mjs`. Needs apps/api/dist.
import pg from 'pg';
import { BENCH_ENV } from './lib/context.mjs';
import { startPostgres } from './lib/postgres.mjs';
import { startProduct } from './lib/product.mjs';

const LOOKUP = `select external_ref, number from orders where tenant_id = $1 and store_id = $2
  and (external_ref = any($3::text[]) or number = any($3::text[]))`;

const server = await startPostgres();
try {
  const url = await server.freshDatabase();
  await (await startProduct({ databaseUrl: url, env: BENCH_ENV })).stop(); // schema + demo
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  const {
    rows: [store],
  } = await c.query(
    `select o.tenant_id, o.store_id from orders o join stores s on s.id = o.store_id
     where s.name = 'Atlas Casablanca' limit 1`,
  );
  const { rows: columns } = await c.query(
    `select column_name from information_schema.columns where table_name = 'orders'
     and is_generated = 'NEVER' and column_name not in ('id', 'number', 'external_ref')`,
  );
  const cols = columns.map((r) => `"${r.column_name}"`).join(', ');
  await c.query(
    `insert into orders (id, number, external_ref, ${cols})
     select gen_random_uuid(), 'ATL-B' || g, 'BENCH-' || lpad(g::text, 7, '0'), ${cols}
     from generate_series(1, 33334) g, (select * from orders where store_id = $1 limit 1) x`,
    [store.store_id],
  );
  const refs = Array.from({ length: 1000 }, (_, i) => `AGAIN-${String(i).padStart(7, '0')}`);
  await c.query('set plan_cache_mode = force_generic_plan');
  for (const [i, when] of ['no statistics of these orders yet', 'after ANALYZE'].entries()) {
    if (when === 'after ANALYZE') await c.query('analyze orders');
    const lookup = {
      name: `lookup${i}`,
      text: LOOKUP,
      values: [store.tenant_id, store.store_id, refs],
    };
    const start = performance.now();
    for (let run = 0; run < 5; run++) await c.query(lookup);
    const ms = (performance.now() - start) / 5;
    const literal = (v) => c.escapeLiteral(v);
    const { rows } = await c.query(
      `explain (analyze) execute lookup${i}(${literal(store.tenant_id)}, ${literal(store.store_id)}, ${literal(`{${refs.join(',')}}`)})`,
    );
    console.log(`\n=== ${when}: ${ms.toFixed(1)} ms a batch`);
    console.log(rows.map((r) => r['QUERY PLAN']).join('\n'));
  }
  await c.end();
} finally {
  await server.stop();
}
