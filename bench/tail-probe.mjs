/* global process, console, setInterval, clearInterval, URL */
// Where the lists' p99 stalls come from (issue 35): the floors case's fixed-rate rounds,
// floor and product in turn, with each request's send time and latency kept. Every cluster
// of slow requests is printed beside what happened meanwhile:
// - in the product and in the floor (lib/stall-log.mjs: garbage collections, event loop held);
// - in PostgreSQL (its log: statements over 5 ms, checkpoints, autovacuum, lock waits);
// - on the machine (this process samples /proc/stat every 10 ms: the host's steal, and its
//   own timer's lateness, which a stall of the whole VM shows too).
// `node bench/tail-probe.mjs [path ...]`; knobs: BENCH_FLOOR_ORDERS (100,000),
// BENCH_API_SECONDS (5), BENCH_P99_ROUNDS (4), BENCH_PROBE_RATE (req/s, default 600).
// Needs apps/api/dist.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { productBesideFloor } from './cases/floors.mjs';
import { createContext } from './lib/context.mjs';
import { openLoop } from './lib/open-loop.mjs';
import { cpuSince, loadNow } from './lib/report.mjs';

const ORDERS = Number(process.env.BENCH_FLOOR_ORDERS ?? 100_000);
const SECONDS = Number(process.env.BENCH_API_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_P99_ROUNDS ?? 4);
const RATE = Number(process.env.BENCH_PROBE_RATE ?? 600);
const paths = process.argv.slice(2);
const wanted = paths.length ? paths : ['/api/orders?page=1&pageSize=50'];
// V8 or Node flags for the product's process only, to try one (e.g. "--single-threaded-gc").
const PRODUCT_ARGS = (process.env.BENCH_PRODUCT_NODE_ARGS ?? '').split(' ').filter(Boolean);
const STALL = new URL('./lib/stall-log.mjs', import.meta.url).pathname;

/** The machine, every 10 ms: the host's steal over the interval (%), and this timer's lateness. */
function sampleMachine() {
  const samples = [];
  let since = cpuSince();
  let at = Date.now();
  const timer = setInterval(() => {
    const now = Date.now();
    samples.push({ at: now, steal: since()?.steal ?? 0, late: now - at - 10 });
    since = cpuSince();
    at = now;
  }, 10);
  return { samples, stop: () => clearInterval(timer) };
}

const readJsonLines = (file) => {
  try {
    return readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l));
  } catch {
    return [];
  }
};

/** PostgreSQL's log lines with their wall-clock time (log_line_prefix '%m [%p] '). */
function pgLog(file) {
  return readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((line) => {
      const m = /^(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3}) UTC \[(\d+)\] (.*)$/.exec(line);
      return m
        ? [
            {
              at: Date.parse(`${m[1].replace(' ', 'T')}Z`),
              what: `[${m[2]}] ${m[3].slice(0, 160)}`,
            },
          ]
        : [];
    });
}

/** Slow requests grouped when they overlap in time: each cluster's span and worst latency. */
function clusters(trace, threshold) {
  const slow = trace.filter(([, ms]) => ms >= threshold).sort((a, b) => a[0] - b[0]);
  const out = [];
  for (const [sent, ms] of slow) {
    const c = out.at(-1);
    if (c && sent <= c.end + 20) {
      c.end = Math.max(c.end, sent + ms);
      c.n++;
      c.worst = Math.max(c.worst, ms);
    } else out.push({ start: sent, end: sent + ms, n: 1, worst: ms });
  }
  return out;
}

const ctx = createContext();
try {
  const databaseUrl = await (await ctx.postgres()).freshDatabase();
  const dir = ctx.tempDir();
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  ctx.onClose(() => admin.end());
  const dataDir = (await admin.query('show data_directory')).rows[0].data_directory;
  for (const [k, v] of Object.entries({
    log_min_duration_statement: '5',
    log_checkpoints: 'on',
    log_autovacuum_min_duration: '0',
    log_lock_waits: 'on',
    log_line_prefix: '%m [%p] ',
  }))
    await admin.query(`alter system set ${k} = '${v}'`);
  await admin.query('select pg_reload_conf()');
  const pgLogFile = join(dataDir, '..', 'server.log');

  const productStalls = join(dir, 'product-stalls.jsonl');
  const floorStalls = join(dir, 'floor-stalls.jsonl');
  const { product, auth, floorUrl } = await productBesideFloor(ctx, databaseUrl, wanted, {
    orders: ORDERS,
    product: {
      env: { STALL_LOG: productStalls },
      nodeArgs: ['--import', STALL, ...PRODUCT_ARGS],
    },
    floor: { env: { STALL_LOG: floorStalls }, nodeArgs: ['--import', STALL] },
  });

  const fmt = (t, base) => `+${((t - base) / 1000).toFixed(3)} s`;
  for (const [i, path] of wanted.entries()) {
    console.log(`\n${path} at ${RATE}/s, ${SECONDS} s rounds (load ${loadNow()})`);
    const sides = { floor: `${floorUrl}/list/${i}`, product: `${product.url}${path}` };
    // Warm both (prepared statements, JIT) before the first round.
    for (const url of Object.values(sides))
      await openLoop(url, { rate: RATE, seconds: 1, headers: auth });
    for (let r = 0; r < ROUNDS; r++) {
      const order = r % 2 ? ['product', 'floor'] : ['floor', 'product'];
      for (const side of order) {
        const trace = [];
        const machine = sampleMachine();
        const start = Date.now();
        const res = await openLoop(sides[side], {
          rate: RATE,
          seconds: SECONDS,
          headers: auth,
          trace,
        });
        machine.stop();
        const end = Date.now();
        const threshold = Math.max(10, 5 * res.p50);
        const found = clusters(trace, threshold);
        const steal =
          machine.samples.reduce((a, s) => a + s.steal, 0) / Math.max(1, machine.samples.length);
        console.log(
          `  round ${r + 1} ${side.padEnd(7)} p50 ${res.p50} p99 ${res.p99} max ${res.max} ms; ${trace.filter(([, ms]) => ms >= threshold).length} requests over ${threshold.toFixed(1)} ms in ${found.length} clusters; steal ${steal.toFixed(1)}%`,
        );
        const events = [
          ...readJsonLines(productStalls).map((e) => ({ ...e, who: 'product' })),
          ...readJsonLines(floorStalls).map((e) => ({ ...e, who: 'floor' })),
          ...pgLog(pgLogFile).map((e) => ({ ...e, who: 'postgres' })),
        ].filter((e) => e.at >= start - 100 && e.at <= end + 100);
        for (const c of found.sort((a, b) => b.worst - a.worst).slice(0, 6)) {
          const near = (t) => t >= c.start - 30 && t <= c.end + 5;
          const m = machine.samples.filter((s) => near(s.at));
          const late = Math.max(0, ...m.map((s) => s.late));
          const st = Math.max(0, ...m.map((s) => s.steal));
          console.log(
            `    ${fmt(c.start, start)}: ${c.n} slow, worst ${c.worst.toFixed(1)} ms; this process's timer late ${late} ms, steal up to ${st.toFixed(0)}%`,
          );
          for (const e of events.filter(
            (e) => near(e.at) || (e.ms && e.at < c.start && e.at + e.ms > c.start - 30),
          ))
            console.log(
              `      ${e.who.padEnd(8)} ${fmt(e.at, start)} ${e.ms ? `${e.ms.toFixed(1)} ms ` : ''}${e.what}`,
            );
        }
      }
    }
  }
} finally {
  await ctx.close();
}
