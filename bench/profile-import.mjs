/* global process, console, setTimeout */
// Where the order import's time goes (issue 35, point 3): the product on a fresh PostgreSQL
// with pg_stat_statements, run under `--cpu-prof` while it imports the bench's order file
// (upload, analysis, commit), then the API's CPU summed by package and function for each
// phase, and the statements PostgreSQL spent the most time on in each phase.
// `node bench/profile-import.mjs` (knob: BENCH_IMPORT_ROWS, 100,000). Needs apps/api/dist.
// Prints a report; the .cpuprofile stays in the folder it names (Chrome DevTools opens it).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { api, importFile, signIn } from './cases/imports.mjs';
import { BENCH_ENV } from './lib/context.mjs';
import { summarize } from './lib/cpu-profile.mjs';
import { copyFloor } from './lib/import-floor.mjs';
import { ordersCsv, productsCsv } from './lib/imports-files.mjs';
import { startPostgres } from './lib/postgres.mjs';
import { startProduct } from './lib/product.mjs';
import { loadNow } from './lib/report.mjs';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
const now = () => Number(process.hrtime.bigint() / 1000n);

/**
 * What the database's connections were doing, sampled every few ms until `stop()`: the
 * statements running (by their first words), else a transaction left idle (waiting for the
 * API), else nothing. The commit is one transaction: its "idle in transaction" share is
 * the API's part; in the analysis, "no statement" is time PostgreSQL waited for the API.
 */
function sampleActivity(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  const tally = new Map();
  const stretches = []; // [{ key, from, to }]: the same state sampled in a row
  let running = true;
  const done = (async () => {
    await client.connect();
    while (running) {
      const { rows } = await client.query(
        `select state, left(regexp_replace(query, '\\s+', ' ', 'g'), 40) as q from pg_stat_activity
         where datname = current_database() and pid <> pg_backend_pid() and state <> 'idle'`,
      );
      const active = rows.filter((r) => r.state === 'active').map((r) => `active: ${r.q}`);
      const key = active.length
        ? active.sort().join(' + ')
        : rows.length
          ? 'idle in transaction'
          : '(no statement, no transaction)';
      tally.set(key, (tally.get(key) ?? 0) + 1);
      const at = Date.now();
      const last = stretches.at(-1);
      if (last?.key === key) last.to = at;
      else stretches.push({ key, from: at, to: at });
      await new Promise((res) => setTimeout(res, 3));
    }
    await client.end();
  })();
  return async () => {
    running = false;
    await done;
    const n = [...tally.values()].reduce((a, b) => a + b, 0);
    // Where the database waited inside a transaction: the longest stretches, from the start.
    const start = stretches[0]?.from ?? 0;
    const waits = stretches
      .filter((s) => s.key === 'idle in transaction' && s.to > s.from)
      .sort((a, b) => b.to - b.from - (a.to - a.from))
      .slice(0, 8)
      .map((s) => `${s.to - s.from} ms at +${s.from - start} ms`);
    // BENCH_TIMELINE=1: every stretch of 15 ms or more, in order (what ran when).
    const timeline = process.env.BENCH_TIMELINE
      ? stretches
          .filter((s) => s.to - s.from >= 15)
          .map((s) => `  +${s.from - start} ms ${s.to - s.from} ms  ${s.key}`)
      : [];
    return [
      ...timeline,
      ...[...tally]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 10)
        .map(([k, c]) => `${((100 * c) / n).toFixed(1).padStart(5)} %  ${k}`),
      `longest waits in a transaction: ${waits.join(', ') || 'none'}`,
    ];
  };
}

/** The statements that took most of PostgreSQL's time since the last reset. */
async function topStatements(client, n = 15) {
  const { rows } = await client.query(
    `select calls, round(total_exec_time)::int as ms, rows, regexp_replace(query, '\\s+', ' ', 'g') as q
     from pg_stat_statements where query not ilike '%pg_stat_statements%'
     order by total_exec_time desc limit $1`,
    [n],
  );
  return rows.map(
    (r) =>
      `${String(r.ms).padStart(7)} ms ${String(r.calls).padStart(6)} calls ${String(r.rows).padStart(7)} rows  ${r.q.slice(0, 170)}`,
  );
}

const out = mkdtempSync(join(tmpdir(), 'sp-import-profile-'));
const server = await startPostgres();
try {
  const databaseUrl = await server.freshDatabase();
  // pg_stat_statements must be preloaded: set it and restart the run's server on its own options.
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  const dataDir = (await admin.query('show data_directory')).rows[0].data_directory;
  await admin.query(`alter system set shared_preload_libraries = 'pg_stat_statements'`);
  await admin.end();
  // -l: the restarted server must not hold our pipe open (spawnSync would wait for ever).
  const restart = `pg_ctl -D '${dataDir}' -l '${dataDir}/../restart.log' -m fast -w restart`;
  const opts = { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 60_000 };
  const r =
    process.getuid?.() === 0
      ? spawnSync('su', ['postgres', '-s', '/bin/sh', '-c', restart], opts)
      : spawnSync('/bin/sh', ['-c', restart], opts);
  if (r.status !== 0) throw new Error(`restart failed: ${r.stderr}`);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query('create extension if not exists pg_stat_statements');

  const product = await startProduct({
    databaseUrl,
    dataDir: out,
    env: BENCH_ENV,
    nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${out}`],
  });
  console.error(`  · product up (${out}); importing ${ROWS} rows`);
  const token = await signIn(product.url);
  const stores = await api(product.url, token, 'stores');
  const store = (stores.items ?? stores).find((s) => s.name === 'Atlas Casablanca');
  const headers = { 'x-store-id': store.id };
  await importFile(product.url, token, headers, 'products', 'bench-products.csv', productsCsv());
  const csv = ordersCsv(ROWS);
  const loadBefore = loadNow();
  await client.query('select pg_stat_statements_reset()');
  // Upload and analysis without committing, then the commit on its own: a window for each.
  const t0 = now();
  const stopSamplingAnalysis = sampleActivity(databaseUrl);
  const a = await importFile(product.url, token, headers, 'orders', 'bench.csv', csv, {
    commit: false,
  });
  const t1 = now();
  const analysisActivity = await stopSamplingAnalysis();
  console.error(`  · analysed in ${Math.round(a.analyse)} ms`);
  const analyseSql = await topStatements(client);
  await client.query('select pg_stat_statements_reset()');
  const t2 = now();
  const stopSampling = sampleActivity(databaseUrl);
  await api(product.url, token, `imports/${a.ready.id}/commit`, {
    method: 'POST',
    body: JSON.stringify({ skipErrors: true }),
    headers: { 'content-type': 'application/json' },
  });
  for (;;) {
    const imp = await api(product.url, token, `imports/${a.ready.id}`);
    if (['committed', 'failed', 'ready'].includes(imp.status)) {
      if (imp.status !== 'committed') console.log('commit ended', imp.status, imp.errorMessage);
      break;
    }
    await new Promise((res) => setTimeout(res, 50));
  }
  const t3 = now();
  const activity = await stopSampling();
  const commitSql = await topStatements(client);
  const loadAfter = loadNow();
  // BENCH_SECOND_FILE=1: then a second file's analysis, into the tables the first has grown.
  if (process.env.BENCH_SECOND_FILE) {
    await client.query('select pg_stat_statements_reset()');
    const again = await importFile(
      product.url,
      token,
      headers,
      'orders',
      'bench-2.csv',
      ordersCsv(ROWS, 'AGAIN'),
      { commit: false },
    );
    console.log(`\n=== a second file: analysed in ${Math.round(again.analyse)} ms`);
    console.log((await topStatements(client)).join('\n'));
  }
  await product.stop();
  // The floor of the same rows (lib/import-floor.mjs), measured right after on the same server.
  const floor = await copyFloor(databaseUrl, 'BENCH');
  const total = a.total + (t3 - t2) / 1000;
  console.log(
    `floor (COPY of ${floor.orders} orders, ${floor.lines} lines, ${floor.events} events): ${Math.round(floor.ms)} ms (${Object.entries(
      floor.tables,
    )
      .map(([t, ms]) => `${t} ${ms}`)
      .join(
        ', ',
      )}); end to end ${Math.round(total)} ms = ${(total / floor.ms).toFixed(2)}x (load after ${loadNow()})`,
  );
  const file = readdirSync(out).find((f) => f.endsWith('.cpuprofile'));
  const profile = JSON.parse(readFileSync(join(out, file), 'utf8'));
  console.log(
    `${ROWS} rows: upload ${Math.round(a.upload)} ms, analyse ${Math.round(a.analyse)} ms, commit ${Math.round((t3 - t2) / 1000)} ms (load ${loadBefore} -> ${loadAfter})`,
  );
  for (const [name, window, statements] of [
    ['upload + analyse', { from: t0, to: t1 }, analyseSql],
    ['commit', { from: t2, to: t3 }, commitSql],
  ]) {
    const s = summarize(profile, window, 20);
    console.log(`\n=== ${name}: API CPU ${s.totalMs} ms sampled (${join(out, file)})`);
    console.log(`-- window (µs, the profile's clock): ${window.from} ${window.to}`);
    console.log('-- by package (self)');
    console.log(s.packages.slice(0, 10).join('\n'));
    console.log('-- by function (self)');
    console.log(s.functions.join('\n'));
    console.log('-- PostgreSQL (pg_stat_statements, top by total time)');
    console.log(statements.join('\n'));
  }
  console.log('\n-- the analysis: what its connections were doing (pg_stat_activity, sampled)');
  console.log(analysisActivity.join('\n'));
  console.log('\n-- the commit: what its connections were doing (pg_stat_activity, sampled)');
  console.log(activity.join('\n'));
  await client.end();
} finally {
  await server.stop();
}
