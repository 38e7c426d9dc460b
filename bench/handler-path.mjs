// The API's own CPU per list request, without sockets (issue 35, point 3): the product's
// app (apps/api/src/app.ts, through tsx) on a fresh PostgreSQL with the volume data, each
// list requested with `app.inject` (no network), beside its floor in the same process: the
// same statements (captured from the product's pg client) run by a bare Fastify route over
// a pg pool, injected the same way. Reported per request: the process's CPU time (user +
// system, PostgreSQL is another process) and wall time, product and floor, over the same
// number of requests with the same concurrency. CPU time is what the product adds; it is
// far less moved by the other work on a shared machine than req/s.
// `node bench/handler-path.mjs [--profile] [path ...]`; knobs: BENCH_FLOOR_ORDERS (20,000),
// BENCH_HANDLER_REQUESTS (2,000), BENCH_HANDLER_CONCURRENCY (10).
// BENCH_HANDLER_EXPLAIN=1: each list statement's PostgreSQL time (EXPLAIN ANALYZE with its
// values, best of 5), to tell the SQL's share of the floor from the rows' and the JSON's;
// BENCH_HANDLER_EXPLAIN=plan prints the plan too.
// --profile: the product's measurement window under the inspector's CPU profiler, summed
// by file and by function (lib/cpu-profile.mjs); --profile-floor: the floor's window too,
// so the two can be read side by side.
import { Session } from 'node:inspector/promises';
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import Fastify from 'fastify';
import { LISTS } from './cases/floors.mjs';
import { PASSWORD } from './lib/browser.mjs';
import { summarize } from './lib/cpu-profile.mjs';
import { addFloorList } from './lib/floor-route.mjs';
import { startPostgres } from './lib/postgres.mjs';
import { ROOT } from './lib/product.mjs';
import { seedVolume } from './lib/volume-seed.mjs';

const ORDERS = Number(process.env.BENCH_FLOOR_ORDERS ?? 20_000);
const REQUESTS = Number(process.env.BENCH_HANDLER_REQUESTS ?? 2_000);
const CONCURRENCY = Number(process.env.BENCH_HANDLER_CONCURRENCY ?? 10);
const args = process.argv.slice(2);
const PROFILE_FLOOR = args.includes('--profile-floor');
const PROFILE = PROFILE_FLOOR || args.includes('--profile');
const paths = args.filter((a) => !a.startsWith('--'));
const wanted = paths.length ? paths : LISTS.map(([, p]) => p);

const api = join(ROOT, 'apps/api');
const requireApi = createRequire(join(api, 'package.json'));
const { tsImport } = await import(pathToFileURL(requireApi.resolve('tsx/esm/api')).href);
const load = (file) => tsImport(pathToFileURL(join(api, 'src', file)).href, import.meta.url);
const { buildApp } = await load('app.ts');
const { openPostgres } = await load('kernel/db/client.ts');
const { seedDemo } = await load('seed-demo.ts');
const { loadConfig } = await load('config.ts');
// The product's own pg (external to its source), patched to write down its statements.
const pg = requireApi('pg');

let capturing = null;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (config, values, ...rest) {
  if (capturing && config && typeof config === 'object' && config.text) {
    capturing.push({
      name: config.name ?? null,
      text: config.text,
      values: (Array.isArray(values) ? values : config.values) ?? [],
      rowMode: config.rowMode ?? null,
      options: this.connectionParameters?.options ?? null,
    });
  }
  return query.call(this, config, values, ...rest);
};

/** `n` requests, `concurrency` at a time; the process's CPU and the wall time, per request. */
async function timed(send, n = REQUESTS, concurrency = CONCURRENCY) {
  let left = n;
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (left-- > 0) {
        const res = await send();
        if (res.statusCode !== 200) throw new Error(`answered ${res.statusCode}: ${res.body}`);
      }
    }),
  );
  const wall = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  return { cpuUs: (cpu.user + cpu.system) / n, wallUs: (1000 * wall) / n };
}

/** PostgreSQL's own time for each statement: planning and execution, best of five. */
async function explain(path, statements, poolFor) {
  for (const s of statements) {
    // The page's estimate is an EXPLAIN itself (its planning is its whole cost): not wrapped.
    if (/^\s*explain\b/i.test(s.text)) {
      console.error(`${path}: an estimate, EXPLAIN: ${s.text.slice(0, 80)}…`);
      continue;
    }
    let best = null;
    for (let i = 0; i < 5; i++) {
      const { rows } = await poolFor(s.options).query({
        text: `explain (analyze, buffers) ${s.text}`,
        values: s.values,
      });
      const plan = rows.map((r) => r['QUERY PLAN']);
      const ms = (label) =>
        Number(plan.find((l) => l.startsWith(label))?.match(/([\d.]+) ms/)?.[1] ?? NaN);
      const run = { planning: ms('Planning Time'), execution: ms('Execution Time'), plan };
      if (!best || run.execution < best.execution) best = run;
    }
    console.error(
      `${path}: PostgreSQL plans in ${best.planning} ms, runs in ${best.execution} ms (EXPLAIN ANALYZE, best of 5)`,
    );
    if (process.env.BENCH_HANDLER_EXPLAIN === 'plan') console.error(best.plan.join('\n'));
  }
}

const server = await startPostgres();
const session = new Session();
session.connect();
try {
  const url = await server.freshDatabase();
  const database = openPostgres(url);
  await database.migrate();
  await seedDemo(database.db);
  await seedVolume(url, { orders: ORDERS, log: (m) => console.error(`  · ${m}`) });
  // No job or event worker in this process: their polling would land in the figures and
  // in the statements captured (the bench's capture keys on the request instead).
  const config = { jobs: { ...loadConfig().jobs, worker: false } };
  const app = await buildApp({ database, prepare: false, logger: false, config });
  await app.ready();
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'admin@atlas.test', password: PASSWORD },
  });
  const headers = { authorization: `Bearer ${login.json().accessToken}` };
  // The statements any signed-in request runs (/me): the API's own work, not the floor's.
  await app.inject({ url: '/api/auth/me', headers });
  capturing = [];
  await app.inject({ url: '/api/auth/me', headers });
  const common = new Set(capturing.map((s) => s.text));

  const floor = Fastify({ logger: false });
  const pools = new Map();
  const poolFor = (options) => {
    const key = options ?? '';
    if (!pools.has(key))
      pools.set(
        key,
        new pg.Pool({ connectionString: url, max: 10, ...(options ? { options } : {}) }),
      );
    return pools.get(key);
  };
  const lists = [];
  for (const path of wanted) {
    await app.inject({ url: path, headers }); // prepared once, as in a run
    capturing = [];
    const res = await app.inject({ url: path, headers });
    const statements = capturing.filter((s) => !common.has(s.text));
    if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body}`);
    addFloorList(floor, `/list/${lists.length}`, statements, poolFor);
    if (process.env.BENCH_HANDLER_SHOW_SQL) {
      const own = capturing.length - statements.length;
      console.error(`${path}: ${capturing.length} statements, ${own} of them the API's own`);
      for (const s of capturing.filter((c) => common.has(c.text)))
        console.error(`  the API's own: ${s.text.slice(0, 200)}`);
      for (const s of statements)
        console.error(
          `${path}: ${s.name ?? '(unnamed)'} ${s.options ?? ''}\n  ${s.text.slice(0, 300)}`,
        );
    }
    capturing = null;
    if (process.env.BENCH_HANDLER_EXPLAIN) await explain(path, statements, poolFor);
    lists.push({ path, statements: statements.length, bytes: res.body.length });
  }
  await floor.ready();

  console.log(
    `\n${ORDERS.toLocaleString('en')} orders; ${REQUESTS} requests each, ${CONCURRENCY} at a time, app.inject (no sockets)`,
  );
  console.log('µs per request: product CPU / floor CPU (ratio), product wall / floor wall (ratio)');
  for (const [i, l] of lists.entries()) {
    const product = () => app.inject({ url: l.path, headers });
    const bare = () => floor.inject({ url: `/list/${i}` });
    await timed(product, 300);
    await timed(bare, 300);
    // Alternated twice, so a burst of the machine's other work lands on both.
    const p = [];
    const f = [];
    const profiles = [];
    const profiled = async (who, run) => {
      await session.post('Profiler.enable');
      await session.post('Profiler.setSamplingInterval', { interval: 200 });
      await session.post('Profiler.start');
      const result = await run();
      profiles.push([who, (await session.post('Profiler.stop')).profile]);
      return result;
    };
    for (let round = 0; round < 2; round++) {
      const last = round === 1;
      f.push(await (PROFILE_FLOOR && last ? profiled('floor', () => timed(bare)) : timed(bare)));
      p.push(await (PROFILE && last ? profiled('product', () => timed(product)) : timed(product)));
    }
    const best = (xs, k) => Math.min(...xs.map((x) => x[k]));
    const [pc, fc, pw, fw] = [
      best(p, 'cpuUs'),
      best(f, 'cpuUs'),
      best(p, 'wallUs'),
      best(f, 'wallUs'),
    ];
    console.log(
      `${l.path}  (${l.statements} statement${l.statements > 1 ? 's' : ''}, ${l.bytes} bytes)\n  CPU ${pc.toFixed(0)} / ${fc.toFixed(0)} (${(pc / fc).toFixed(2)}x, +${(pc - fc).toFixed(0)} µs)   wall ${pw.toFixed(0)} / ${fw.toFixed(0)} (${(pw / fw).toFixed(2)}x)`,
    );
    for (const [who, profile] of profiles) {
      // BENCH_HANDLER_PROFILE_OUT: a folder to keep each profile in (open it in DevTools).
      if (process.env.BENCH_HANDLER_PROFILE_OUT)
        writeFileSync(
          join(
            process.env.BENCH_HANDLER_PROFILE_OUT,
            `${who}-${wanted.indexOf(l.path)}.cpuprofile`,
          ),
          JSON.stringify(profile),
        );
      const s = summarize(profile, { from: 0, to: Number.MAX_SAFE_INTEGER }, 30);
      console.log(
        `  profile of the ${who}'s window, ${s.totalMs} ms sampled\n  -- by file/package (self)`,
      );
      console.log(
        s.packages
          .slice(0, 15)
          .map((x) => `  ${x}`)
          .join('\n'),
      );
      console.log('  -- by function (self)');
      console.log(s.functions.map((x) => `  ${x}`).join('\n'));
    }
  }
  await app.close();
  await floor.close();
  await Promise.all([...pools.values()].map((p) => p.end()));
  await database.close();
} finally {
  session.disconnect();
  server.stop();
}
