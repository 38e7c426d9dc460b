/* global process, console */
// The CPU each list request costs over real sockets (issue 35): the product and its floor
// (the same statements through bare Fastify + pg, as in the floors case) loaded in turn
// at one fixed rate, and for each round the CPU time per request of the side's node
// process, of PostgreSQL (all its processes) and of this process (the load generator),
// read from /proc. The p99 of a round is decided by the machine's stalls; CPU per request
// is what the product adds, and moves far less from one run to the next.
// `node bench/cpu-per-request.mjs [--profile] [path ...]`; knobs: BENCH_FLOOR_ORDERS
// (100,000), BENCH_PROBE_RATE (req/s, 500), BENCH_API_SECONDS (5), BENCH_P99_ROUNDS (3),
// PRODUCT_ENV (JSON: extra environment for the product, for an A/B of a setting).
// --profile: both processes under --cpu-prof; prints, per request, the self time of each
// package and function of the product beside the floor's, largest differences first.
// Needs apps/api/dist.
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { productBesideFloor } from './cases/floors.mjs';
import { createContext } from './lib/context.mjs';
import { selfTimes } from './lib/cpu-profile.mjs';
import { openLoop } from './lib/open-loop.mjs';
import { loadNow, processCpuMs } from './lib/report.mjs';

const ORDERS = Number(process.env.BENCH_FLOOR_ORDERS ?? 100_000);
const RATE = Number(process.env.BENCH_PROBE_RATE ?? 500);
const SECONDS = Number(process.env.BENCH_API_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_P99_ROUNDS ?? 3);
const args = process.argv.slice(2);
const PROFILE = args.includes('--profile');
const paths = args.filter((a) => !a.startsWith('--'));
const wanted = paths.length ? paths : ['/api/orders?page=1&pageSize=50'];
/** The processes whose command line matches. */
function pidsOf(pattern) {
  return readdirSync('/proc').filter((p) => {
    if (!/^\d+$/.test(p)) return false;
    try {
      return pattern.test(readFileSync(`/proc/${p}/cmdline`, 'utf8'));
    } catch {
      return false;
    }
  });
}

/** Per request, the product's self time by package and by function beside the floor's. */
function compareProfiles(dir, windows) {
  const side = (name) => {
    const folder = join(dir, name);
    const profile = JSON.parse(readFileSync(join(folder, readdirSync(folder)[0]), 'utf8'));
    const mine = windows.filter((w) => w.side === name);
    const requests = mine.reduce((a, w) => a + w.requests, 0);
    const t = selfTimes(profile, mine, { idle: false });
    const perRequest = (m) => new Map([...m].map(([k, us]) => [k, us / requests]));
    return {
      total: t.total / requests,
      packages: perRequest(t.packages),
      functions: perRequest(t.functions),
    };
  };
  const product = side('product');
  const floor = side('floor');
  console.log(
    `\nCPU profile, µs per request (busy, main thread): product ${Math.round(product.total)}, floor ${Math.round(floor.total)}`,
  );
  for (const [label, key, top] of [
    ['package', 'packages', 15],
    ['function', 'functions', 30],
  ]) {
    console.log(`-- by ${label}: product - floor, product, floor`);
    const names = new Set([...product[key].keys(), ...floor[key].keys()]);
    const rows = [...names].map((k) => [k, product[key].get(k) ?? 0, floor[key].get(k) ?? 0]);
    rows.sort((a, b) => Math.abs(b[1] - b[2]) - Math.abs(a[1] - a[2]));
    for (const [k, p, f] of rows.slice(0, top))
      console.log(
        `${Math.round(p - f)
          .toString()
          .padStart(
            6,
          )} ${Math.round(p).toString().padStart(6)} ${Math.round(f).toString().padStart(6)}  ${k}`,
      );
  }
}

// The profiles are written as the processes exit, when the context closes: kept apart from it.
const profiles = PROFILE ? mkdtempSync(join(tmpdir(), 'sp-cpu-per-request-')) : null;
const windows = [];
const ctx = createContext();
try {
  const databaseUrl = await (await ctx.postgres()).freshDatabase();
  const cpuProf = (side) =>
    profiles ? ['--cpu-prof', `--cpu-prof-dir=${join(profiles, side)}`] : [];
  const { product, auth, floorUrl } = await productBesideFloor(ctx, databaseUrl, wanted, {
    orders: ORDERS,
    product: { env: JSON.parse(process.env.PRODUCT_ENV ?? '{}'), nodeArgs: cpuProf('product') },
    floor: { nodeArgs: cpuProf('floor') },
  });
  const floorPid = pidsOf(/floor-list\.mjs/)[0];
  for (const [i, path] of wanted.entries()) {
    console.log(`\n${path} at ${RATE}/s, ${SECONDS} s rounds (load ${loadNow()})`);
    const sides = {
      floor: { url: `${floorUrl}/list/${i}`, pid: floorPid },
      product: { url: `${product.url}${path}`, pid: product.pid },
    };
    // Warm both (prepared statements, JIT) before the first round.
    for (const { url } of Object.values(sides))
      await openLoop(url, { rate: RATE, seconds: 2, headers: auth });
    for (let r = 0; r < ROUNDS; r++)
      for (const name of r % 2 ? ['product', 'floor'] : ['floor', 'product']) {
        const { url, pid } = sides[name];
        const postgres = pidsOf(/^postgres/);
        const cpu = () => [
          processCpuMs(pid),
          postgres.reduce((a, p) => a + processCpuMs(p), 0),
          processCpuMs(process.pid),
        ];
        const from = Number(process.hrtime.bigint() / 1000n);
        const before = cpu();
        const res = await openLoop(url, { rate: RATE, seconds: SECONDS, headers: auth });
        const after = cpu();
        const requests = res.achieved * SECONDS;
        windows.push({ side: name, from, to: Number(process.hrtime.bigint() / 1000n), requests });
        const us = (k) => Math.round(((after[k] - before[k]) * 1000) / requests);
        console.log(
          `  ${name.padEnd(7)} p50 ${res.p50} p99 ${res.p99} ms; CPU µs per request: node ${us(0)}, postgres ${us(1)}, load generator ${us(2)}`,
        );
      }
  }
} finally {
  await ctx.close();
}
if (profiles) {
  compareProfiles(profiles, windows);
  rmSync(profiles, { recursive: true, force: true });
}
