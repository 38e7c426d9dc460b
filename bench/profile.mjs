// Where a list's time goes (issue 35, point 3): the product on a fresh PostgreSQL with the
// volume data, run under `--cpu-prof` while autocannon loads one list, then the profile
// summed by package and by function (self time), and EXPLAIN (ANALYZE, BUFFERS) of the
// statements the product ran for that list (captured as the floors case does).
// `node bench/profile.mjs [path ...]` (default: the users and orders lists of cases/floors.mjs);
// knobs: BENCH_FLOOR_ORDERS (20,000), BENCH_API_SECONDS (10). Needs apps/api/dist (build first).
// Prints a report; the .cpuprofile files stay in the folder it names (open them in Chrome DevTools).
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { load, signIn } from './cases/api.mjs';
import { LISTS } from './cases/floors.mjs';
import { BENCH_ENV } from './lib/context.mjs';
import { startPostgres } from './lib/postgres.mjs';
import { startProduct } from './lib/product.mjs';
import { loadNow } from './lib/report.mjs';
import { seedVolume } from './lib/volume-seed.mjs';
import { summarize } from './lib/cpu-profile.mjs';

const ORDERS = Number(process.env.BENCH_FLOOR_ORDERS ?? 20_000);
const CAPTURE = new URL('./lib/capture-sql.mjs', import.meta.url).pathname;
const paths = process.argv.slice(2).length
  ? process.argv.slice(2)
  : LISTS.map(([, path]) => path).filter((p, i, all) => all.indexOf(p) === i);

const out = mkdtempSync(join(tmpdir(), 'sp-profile-'));
const server = await startPostgres();
try {
  const admin = new pg.Client({ connectionString: server.url });
  await admin.connect();
  await admin.query('create database profile');
  await admin.end();
  const databaseUrl = new URL('/profile', server.url).href;
  const log = join(out, 'sql.jsonl');
  // The data first, on a product that then stops: the profiled one starts on it warm.
  const seeder = await startProduct({ databaseUrl, dataDir: out, env: BENCH_ENV });
  await seedVolume(databaseUrl, { orders: ORDERS, log: (m) => console.error(`  · ${m}`) });
  await seeder.stop();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  for (const path of paths) {
    const dir = join(out, path.replace(/[^a-z0-9]+/gi, '_'));
    const product = await startProduct({
      databaseUrl,
      dataDir: out,
      env: { ...BENCH_ENV, BENCH_SQL_LOG: log },
      nodeArgs: ['--import', CAPTURE, '--cpu-prof', `--cpu-prof-dir=${dir}`],
    });
    const auth = { authorization: `Bearer ${await signIn(product.url, 'admin@atlas.test')}` };
    writeFileSync(log, '');
    await (
      await fetch(`${product.url}${path}`, { headers: { ...auth, 'x-bench-capture': '1' } })
    ).arrayBuffer();
    const statements = readFileSync(log, 'utf8').trim().split('\n').filter(Boolean).map(JSON.parse);
    const before = loadNow();
    const from = Number(process.hrtime.bigint() / 1000n);
    const r = await load(`${product.url}${path}`, { headers: auth });
    const window = { from, to: Number(process.hrtime.bigint() / 1000n) };
    const after = loadNow();
    await product.stop();
    const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
    const s = summarize(JSON.parse(readFileSync(join(dir, file), 'utf8')), window);
    console.log(
      `\n=== ${path}: ${Math.round(r.requests.average)} req/s (load ${before} -> ${after})`,
    );
    console.log(`profile ${join(dir, file)}, ${s.totalMs} ms sampled\n-- by package (self)`);
    console.log(s.packages.slice(0, 12).join('\n'));
    console.log('-- by function (self)');
    console.log(s.functions.join('\n'));
    for (const st of statements.filter(
      (x) => !/^(select pg_notify|listen|begin|commit)/i.test(x.text),
    )) {
      // The connection's options as SET statements (the hot pool: generic plans, no JIT).
      await client.query('reset all');
      for (const [, name, value] of (st.options ?? '').matchAll(/-c (\w+)=(\S+)/g))
        await client.query(`set ${name} = ${value}`);
      // As the product runs it: a named statement, so the plan is the one it executes.
      await client.query('deallocate all');
      await client.query(`prepare p as ${st.text}`, []).catch(() => null);
      const params = st.values.map((v) =>
        v === null
          ? 'null'
          : `'${(Array.isArray(v) ? `{${v.join(',')}}` : typeof v === 'object' ? JSON.stringify(v) : String(v)).replaceAll("'", "''")}'`,
      );
      const plan = await client
        .query(
          `explain (analyze, buffers) execute p${params.length ? `(${params.join(', ')})` : ''}`,
        )
        .catch((e) => ({ rows: [{ 'QUERY PLAN': `(explain failed: ${e.message})` }] }));
      console.log(`-- ${st.text.slice(0, 160)}${st.text.length > 160 ? '…' : ''}`);
      console.log(plan.rows.map((p) => p['QUERY PLAN']).join('\n'));
    }
  }
  await client.end();
} finally {
  server.stop();
}
