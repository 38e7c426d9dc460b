// Each list beside its floor, in the same run, on the same PostgreSQL and data (issue 35,
// DESIGN.md section 8): the product's own SQL for that list, captured from the product
// (lib/capture-sql.mjs) with its values, replayed by a bare Fastify route over pg
// (floor-list.mjs). Then scale out: the same lists through a round-robin proxy
// (round-robin.mjs) to one replica and to two replicas on the one PostgreSQL, as they
// come and then each held to a CPU quota (lib/cpu-box.mjs).
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BENCH_ENV } from '../lib/context.mjs';
import { openLoop } from '../lib/open-loop.mjs';
import { freePort, startProduct, waitFor200 } from '../lib/product.mjs';
import { boxProcess } from '../lib/cpu-box.mjs';
import { cpuSince, loadNow, processCpuMs } from '../lib/report.mjs';
import { labelsFloor } from '../lib/labels-floor.mjs';
import { median, percentile, round, row, skipped, spread } from '../lib/stats.mjs';
import { seedVolume } from '../lib/volume-seed.mjs';
import { load, signIn } from './api.mjs';

const SECONDS = Number(process.env.BENCH_API_SECONDS ?? 10);
// Rounds of the fixed-rate p99, floor and product in turn (fixedRounds says why).
const P99_ROUNDS = Number(process.env.BENCH_P99_ROUNDS ?? 6);
// Rounds of the full-speed throughput, floor and product in turn (fullRounds says why).
const FULL_ROUNDS = Number(process.env.BENCH_FULL_ROUNDS ?? 3);
const ORDERS = Number(process.env.BENCH_FLOOR_ORDERS ?? 20_000);
const CAPTURE = new URL('../lib/capture-sql.mjs', import.meta.url).pathname;

export const LISTS = [
  ['users, first page', '/api/users?page=1&pageSize=50'],
  ['users, active, by name', '/api/users?page=1&pageSize=50&status=active&sort=fullName'],
  ['orders, newest first', '/api/orders?page=1&pageSize=50'],
  [
    'orders, shipped, newest first',
    '/api/orders?page=1&pageSize=50&status=shipped&sort=-orderedAt',
  ],
  [
    'orders, COD in Rabat, by total',
    '/api/orders?page=1&pageSize=50&paymentMethod=cod&city=Rabat&sort=-total',
  ],
  ['orders, search by phone', '/api/orders?page=1&pageSize=50&search=0612'],
];
// Each replica's CPU quota in the boxed scale-out figure (lib/cpu-box.mjs).
const REPLICA_CPU = Number(process.env.BENCH_REPLICA_CPU ?? 0.3);
// The lists measured through one replica and through two.
const SCALE_OUT = ['users, first page', 'orders, newest first', 'orders, shipped, newest first'];
// A shorter run while working on one figure: BENCH_FLOOR_LISTS, a regular expression on the
// lists' labels (e.g. "^users"); BENCH_FLOOR_PARTS, any of "lists,labels,scale" (all).
const ONLY = new RegExp(process.env.BENCH_FLOOR_LISTS ?? '', 'i');
const PARTS = (process.env.BENCH_FLOOR_PARTS ?? 'lists,labels,scale').split(',');

/**
 * Starts a bench script in its own process (with `nodeArgs`, e.g. a preload) and waits for
 * GET /hello (or `ready`) to answer 200.
 */
export async function spawnNode(ctx, script, env, ready = '/hello', nodeArgs = []) {
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeArgs, join(import.meta.dirname, '..', script)], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  ctx.onClose(
    () =>
      new Promise((r) =>
        child.exitCode !== null ? r() : (child.once('exit', r), child.kill('SIGTERM')),
      ),
  );
  const url = `http://127.0.0.1:${port}`;
  await waitFor200(`${url}${ready}`, performance.now(), child, 20_000);
  return url;
}

/** The statements the product ran for `path`, less those it runs for any signed-in request (/api/auth/me). */
export async function captureList(product, log, auth, path) {
  const headers = { ...auth, 'x-bench-capture': '1' };
  await (await fetch(`${product.url}${path}`, { headers: auth })).arrayBuffer(); // prepared once, as in the run
  writeFileSync(log, '');
  await (await fetch(`${product.url}/api/auth/me`, { headers })).arrayBuffer();
  const res = await fetch(`${product.url}${path}`, { headers });
  const body = await res.json();
  const lines = readFileSync(log, 'utf8')
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));
  const common = new Set(lines.filter((l) => l.request === 'GET /api/auth/me').map((l) => l.text));
  const statements = lines.filter((l) => l.request === `GET ${path}` && !common.has(l.text));
  if (!res.ok || !statements.length)
    throw new Error(`${path}: ${res.status}, ${statements.length} statements captured`);
  return { statements, body };
}

/**
 * The product on `databaseUrl` with `orders` orders of volume data, writing down its SQL,
 * signed in; and the floor serving the statements it ran for `paths` (GET <floor>/list/<i>).
 * Used by this case and the probes beside it (tail-probe.mjs, cpu-per-request.mjs).
 * `product` and `floor` add environment and node arguments to each side. Returns also the
 * seed's figures and, per path, what was captured (its statements and the answer's body).
 */
export async function productBesideFloor(ctx, databaseUrl, paths, options) {
  const { orders, product: mine = {}, floor: theirs = {} } = options;
  const dir = ctx.tempDir();
  const sqlLog = join(dir, 'sql.jsonl');
  const product = await startProduct({
    databaseUrl,
    dataDir: dir,
    env: { ...BENCH_ENV, BENCH_SQL_LOG: sqlLog, ...mine.env },
    nodeArgs: ['--import', CAPTURE, ...(mine.nodeArgs ?? [])],
  });
  ctx.onClose(product.stop);
  const seeded = await seedVolume(databaseUrl, { orders, log: ctx.log });
  const auth = { authorization: `Bearer ${await signIn(product.url, 'admin@atlas.test')}` };
  const captured = [];
  for (const path of paths) captured.push(await captureList(product, sqlLog, auth, path));
  const listsFile = join(dir, 'floor-lists.json');
  writeFileSync(listsFile, JSON.stringify(captured.map((c) => c.statements)));
  const floorUrl = await spawnNode(
    ctx,
    'floor-list.mjs',
    { FLOOR_LISTS: listsFile, DATABASE_URL: databaseUrl, ...theirs.env },
    '/hello',
    theirs.nodeArgs ?? [],
  );
  return { product, auth, floorUrl, seeded, captured };
}

const rps = (r) => Math.round(r.requests.average);
const errors = (r) => r.non2xx + r.errors + r.timeouts;

/** A measurement with the machine's load before and after it (1-minute average), and its CPU shares. */
async function withLoad(fn) {
  const before = loadNow();
  const cpu = cpuSince();
  const result = await fn();
  return { result, load: { before, after: loadNow() }, cpu: cpu() };
}

const cpuNote = (cpu) => (cpu ? `CPU idle ${cpu.idle}%, stolen ${cpu.steal}%` : 'CPU not read');

/** `rounds` rounds of each side, floor and product in turn, the order swapped each round. */
async function inTurn(rounds, runFloor, runProduct) {
  const floor = [];
  const product = [];
  const sides = [
    [floor, runFloor],
    [product, runProduct],
  ];
  for (let i = 0; i < rounds; i++)
    for (const [runs, run] of i % 2 ? sides.toReversed() : sides) runs.push(await run());
  return { floor, product };
}

/**
 * p99 at a fixed rate, floor and product in turn, ROUNDS times (the order swapped each
 * round); each side's figure is the median of its rounds' p99, and the note gives the p99
 * of all its rounds' requests together too. One 5 s window holds ~3,000-6,000 requests,
 * so its p99 is the 30th-60th slowest: a single stall of the machine of tens of ms (the
 * host taking the CPU, `vmstat`'s "st"; others not pinned: docs/bench-results.md, the tail
 * probe) decides it, on whichever side it lands. Rounds in turn give both sides the same
 * chances. The median of three rounds swung 4x between runs of the same code; pooled, one
 * stall of 300 ms in one round of six (both sides meet them) decided the run's figure
 * (docs/bench-results.md, 2026-11-28 15:22). The median of six is the steadier of the two.
 */
async function fixedRounds(floorUrl, productUrl, rate, headers) {
  const before = loadNow();
  // Each round through withLoad: its CPU shares give the note the host's steal per round.
  const round1 = async (url, extra) => {
    const trace = [];
    const run = await withLoad(() => openLoop(url, { rate, seconds: SECONDS, trace, ...extra }));
    return { ...run, latencies: trace.map(([, ms]) => ms) };
  };
  const { floor, product } = await inTurn(
    P99_ROUNDS,
    () => round1(floorUrl, {}),
    () => round1(productUrl, { headers }),
  );
  const summary = (runs) => {
    const pooled = runs.flatMap((r) => r.latencies).sort((a, b) => a - b);
    return {
      p99: round(median(runs.map((r) => r.result.p99)), 1),
      pooledP99: round(percentile(pooled, 99), 1),
      p50: round(percentile(pooled, 50), 1),
      achieved: Math.min(...runs.map((r) => r.result.achieved)),
      errors: runs.reduce((sum, r) => sum + r.result.errors + r.result.non2xx, 0),
      all: runs.map((r) => `${r.result.p99}${r.cpu ? ` (st ${r.cpu.steal}%)` : ''}`).join(' / '),
    };
  };
  return { floor: summary(floor), product: summary(product), load: { before, after: loadNow() } };
}

/**
 * Throughput at full speed, two sides in turn FULL_ROUNDS times (the order swapped each
 * round), as the p99 rounds are: one 5 s round each moved a list's ratio from 0.97 to 0.74
 * between two runs of the same code. Each side's figure is its rounds' average (requests
 * over time, all rounds being equally long), with the first round's CPU shares and the load
 * around all of them (for both sides). `measure` wraps each round (withLoad, or withCpuOf
 * to count the replicas' CPU too). Returns [first side, second side].
 */
async function fullRounds(runFirst, runSecond, measure = withLoad) {
  const before = loadNow();
  const { floor: first, product: second } = await inTurn(
    FULL_ROUNDS,
    () => measure(runFirst),
    () => measure(runSecond),
  );
  const load = { before, after: loadNow() };
  const sum = (runs, get) => runs.reduce((total, r) => total + get(r), 0);
  const averaged = (runs) => ({
    result: {
      requests: { average: sum(runs, (r) => r.result.requests.average) / runs.length },
      non2xx: sum(runs, (r) => r.result.non2xx),
      errors: sum(runs, (r) => r.result.errors),
      timeouts: sum(runs, (r) => r.result.timeouts),
      rounds: runs.map((r) => rps(r.result)).join(' / '),
    },
    load,
    cpu: runs[0].cpu,
    apiUs: runs[0].apiUs == null ? null : Math.round(sum(runs, (r) => r.apiUs) / runs.length),
  });
  return [averaged(first), averaged(second)];
}

/** A part of the case that may fail on its own (one failed row) without losing the others' rows. */
async function part(name, fn) {
  try {
    return await fn();
  } catch (error) {
    console.error(error);
    return [
      { case: 'floors', metric: `${name} (part)`, value: null, note: `failed: ${error.message}` },
    ];
  }
}

/** 100 labels in one PDF (POST /api/labels) beside the same pages drawn by bare pdfkit (lib/labels-floor.mjs). */
async function labelsRows(ctx, url, auth, databaseUrl) {
  const packed = await (
    await fetch(`${url}/api/orders?page=1&pageSize=100&status=packed`, { headers: auth })
  ).json();
  const ids = packed.items.map((o) => o.id);
  const product = async () => {
    const t0 = performance.now();
    const res = await fetch(`${url}/api/labels`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ orderIds: ids, format: '4x6' }),
    });
    const bytes = (await res.arrayBuffer()).byteLength;
    if (!res.ok) throw new Error(`POST /api/labels answered ${res.status}`);
    return { ms: performance.now() - t0, bytes };
  };
  ctx.log(`${ids.length} labels: product and floor, warm-up then 5 rounds each in turn`);
  await product();
  await labelsFloor(databaseUrl, ids);
  const before = loadNow();
  const p = [];
  const f = [];
  for (let i = 0; i < 5; i++) {
    p.push(await product());
    f.push(await labelsFloor(databaseUrl, ids));
  }
  const load = { before, after: loadNow() };
  const value = round(median(p.map((x) => x.ms)), 0);
  const baseline = round(median(f.map((x) => x.ms)), 0);
  return [
    row({
      case: 'floors',
      metric: `${ids.length} labels in one PDF vs floor`,
      value,
      unit: 'ms',
      baseline,
      budget: round(1.5 * baseline, 0),
      load,
      note: `budget 1.5x bare pdfkit; median of 5, product ${spread(p.map((x) => x.ms))}, floor ${spread(f.map((x) => x.ms))} ms; ${Math.round(p[0].bytes / 1024)} vs ${Math.round(f[0].bytes / 1024)} kB; load ${load.before} -> ${load.after}`,
    }),
  ];
}

/**
 * Two replicas vs one, both through the round-robin proxy (so both pay the extra hop):
 * first as they come, then each replica in a CPU box of REPLICA_CPU (lib/cpu-box.mjs says
 * why the budget is read on the boxed figure).
 */
async function scaleOut(ctx, product, auth, captured, full, databaseUrl) {
  ctx.log('scale out: a second replica');
  const second = await startProduct({ databaseUrl, dataDir: ctx.tempDir(), env: BENCH_ENV });
  ctx.onClose(second.stop);
  const proxy = (targets) =>
    spawnNode(ctx, 'round-robin.mjs', { TARGETS: targets.join(',') }, '/api/tenant/public');
  const one = await proxy([product.url]);
  const two = await proxy([product.url, second.url]);
  const replicas = [product.pid, second.pid];
  const measure = async (path) => {
    const [r1, r2] = await fullRounds(
      () => load(`${one}${path}`, { headers: auth }),
      () => load(`${two}${path}`, { headers: auth }),
      (fn) => withCpuOf(replicas, fn),
    );
    return { r1, r2 };
  };
  const pathOf = (label) => captured.find((c) => c.label === label).path;

  const unboxed = new Map();
  for (const label of SCALE_OUT) {
    ctx.log(`${label}: one replica, then two, through the proxy`);
    unboxed.set(label, await measure(pathOf(label)));
  }
  const boxes = replicas.map((pid, i) => boxProcess(pid, REPLICA_CPU, `replica${i + 1}`));
  const boxed = new Map();
  if (boxes.every((b) => b.release)) {
    ctx.onClose(() => boxes.forEach((b) => b.release()));
    for (const label of SCALE_OUT) {
      ctx.log(`${label}: one replica, then two, each held to ${REPLICA_CPU} CPU`);
      boxed.set(label, await measure(pathOf(label)));
    }
  } else boxes.forEach((b) => b.release?.());
  const noBox = boxes.find((b) => !b.release)?.reason;

  return SCALE_OUT.flatMap((label) => {
    const u = unboxed.get(label);
    const b = boxed.get(label);
    const figures = (m) =>
      `average of ${FULL_ROUNDS} rounds in turn: one replica ${m.r1.result.rounds} req/s (first round ${cpuNote(m.r1.cpu)}; API ${m.r1.apiUs} µs CPU/request), two ${m.r2.result.rounds} req/s (first round ${cpuNote(m.r2.cpu)}; API ${m.r2.apiUs} µs CPU/request); errors ${errors(m.r1.result)} / ${errors(m.r2.result)}; load ${m.r1.load.before} -> ${m.r1.load.after}`;
    const scaled = (m, fields) =>
      row({
        case: 'floors',
        unit: 'req/s',
        value: rps(m.r2.result),
        baseline: rps(m.r1.result),
        higherIsBetter: true,
        load: m.r1.load,
        ...fields,
      });
    return [
      scaled(u, {
        metric: `${label} two replicas vs one, 50 conn req/s`,
        note: `as they come, sharing every core with PostgreSQL, the proxy and the load generator (the budget is read in boxes, below); direct to one replica ${full.get(label) ?? '(not measured in this run)'} req/s; ${figures(u)}`,
      }),
      b
        ? scaled(b, {
            metric: `${label} two replicas vs one, each held to ${REPLICA_CPU} CPU, 50 conn req/s`,
            budget: Math.round(1.6 * rps(b.r1.result)),
            note: `budget 1.6x one replica (DESIGN.md 8); each replica in a cgroup CPU quota of ${REPLICA_CPU} CPU, as a container's limit; ${figures(b)}`,
          })
        : skipped(
            { case: 'floors', metric: `${label} two replicas vs one, boxed`, unit: 'req/s' },
            noBox,
          ),
    ];
  });
}

/** withLoad, plus the CPU time the replicas `pids` spent per answered request. */
async function withCpuOf(pids, fn) {
  const before = pids.map(processCpuMs);
  const measured = await withLoad(fn);
  const spent = pids.reduce((sum, pid, i) => sum + (processCpuMs(pid) - before[i]), 0);
  return { ...measured, apiUs: Math.round((1000 * spent) / measured.result.requests.total) };
}

export default {
  name: 'floors',
  description: `lists vs their floor (the product's SQL over bare Fastify + pg), and two replicas vs one; PostgreSQL, ${ORDERS.toLocaleString('en')} orders, ${SECONDS} s per run`,
  async run(ctx) {
    const pg = await ctx.postgres();
    const databaseUrl = await pg.freshDatabase();
    const lists = LISTS.filter(([l]) => ONLY.test(l) || SCALE_OUT.includes(l));
    const besides = await productBesideFloor(
      ctx,
      databaseUrl,
      lists.map(([, path]) => path),
      { orders: ORDERS },
    );
    const { product, auth, floorUrl, seeded } = besides;
    const captured = besides.captured.map((c, i) => ({
      label: lists[i][0],
      path: lists[i][1],
      ...c,
    }));
    const rows = [
      row({
        case: 'floors',
        metric: 'seed (SQL)',
        value: seeded.seconds,
        unit: 's',
        note: `${seeded.users} users, ${seeded.orders.toLocaleString('en')} orders`,
      }),
    ];

    const { url: helloUrl } = await ctx.baselineFastify();
    ctx.log('hello world');
    const hello = await withLoad(() => load(`${helloUrl}/hello`, {}));
    rows.push(
      row({
        case: 'floors',
        metric: 'hello world 50 conn req/s',
        value: rps(hello.result),
        unit: 'req/s',
        load: hello.load,
      }),
    );

    const full = new Map();
    for (const [i, c] of captured.entries()) {
      if (!PARTS.includes('lists') || !ONLY.test(c.label)) continue;
      ctx.log(`${c.label}: floor and product in turn, at full speed`);
      const [floor, prod] = await fullRounds(
        () => load(`${floorUrl}/list/${i}`, {}),
        () => load(`${product.url}${c.path}`, { headers: auth }),
      );
      const rate = Math.max(10, Math.round(rps(floor.result) / 2));
      ctx.log(`${c.label}: floor, then product, at ${rate}/s`);
      const fixed = await fixedRounds(
        `${floorUrl}/list/${i}`,
        `${product.url}${c.path}`,
        rate,
        auth,
      );
      full.set(c.label, rps(prod.result));
      const got = c.body.items
        ? `${c.body.items.length} rows of ${c.body.total}${c.body.totalExact === false ? '+' : ''}${c.body.totalEstimate ? ` (about ${c.body.totalEstimate})` : ''}`
        : '';
      const stmts = `${c.statements.length} statement${c.statements.length > 1 ? 's' : ''}${c.statements.some((s) => s.options) ? ` (${c.statements.map((s) => s.options ?? 'default').join(', ')})` : ''}`;
      rows.push(
        row({
          case: 'floors',
          metric: `${c.label} floor vs hello, 50 conn req/s`,
          value: rps(floor.result),
          unit: 'req/s',
          baseline: rps(hello.result),
          budget: Math.round(rps(hello.result) / 20),
          higherIsBetter: true,
          load: floor.load,
          note: `the product's SQL alone (${stmts}); under 1/20 of hello world: a query to redesign`,
        }),
        row({
          case: 'floors',
          metric: `${c.label} vs floor, 50 conn req/s`,
          value: rps(prod.result),
          unit: 'req/s',
          baseline: rps(floor.result),
          budget: Math.round(0.8 * rps(floor.result)),
          higherIsBetter: true,
          load: { before: floor.load.before, after: prod.load.after },
          note: `budget 0.8x floor, average of ${FULL_ROUNDS} rounds in turn (product ${prod.result.rounds}, floor ${floor.result.rounds} req/s); ${got}; errors product ${errors(prod.result)}, floor ${errors(floor.result)}; product: ${cpuNote(prod.cpu)}; floor: ${cpuNote(floor.cpu)}; load ${floor.load.before} -> ${prod.load.after}`,
        }),
        row({
          case: 'floors',
          metric: `${c.label} vs floor, p99 @${rate}/s`,
          value: fixed.product.p99,
          unit: 'ms',
          baseline: fixed.floor.p99,
          budget: round(2 * fixed.floor.p99, 1),
          load: fixed.load,
          note: `budget 2x floor p99, at half the floor's req/s; median of ${P99_ROUNDS} rounds in turn (p99 product ${fixed.product.all}, floor ${fixed.floor.all} ms; all rounds' requests together ${fixed.product.pooledP99} vs ${fixed.floor.pooledP99} ms); p50 ${fixed.product.p50} vs ${fixed.floor.p50} ms; achieved ${fixed.product.achieved} vs ${fixed.floor.achieved}/s; errors ${fixed.product.errors} vs ${fixed.floor.errors}`,
        }),
      );
    }

    if (PARTS.includes('labels'))
      rows.push(...(await part('labels', () => labelsRows(ctx, product.url, auth, databaseUrl))));

    if (PARTS.includes('scale'))
      rows.push(
        ...(await part('scale out', () =>
          scaleOut(ctx, product, auth, captured, full, databaseUrl),
        )),
      );
    return rows;
  },
};
