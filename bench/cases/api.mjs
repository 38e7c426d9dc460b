// API latency and throughput with autocannon on loopback, on PGlite and on PostgreSQL 15,
// beside a bare Fastify hello-world in its own process (the floor of Node + Fastify here).
import autocannon from 'autocannon';
import { openLoop } from '../lib/open-loop.mjs';
import { PASSWORD } from '../lib/browser.mjs';
import { row, skipped } from '../lib/stats.mjs';

const SECONDS = Number(process.env.BENCH_API_SECONDS ?? 10);
const RATE = 200; // req/s for the fixed-rate runs
// Login hashes with scrypt N=2^17 on purpose (~0.3-0.7 s of one core each): a few per
// second is all two cores can do, so a higher rate would only measure a queue.
const LOGIN_RATE = 2;
const ACCOUNTS = [
  'admin@atlas.test',
  'agent@atlas.test',
  'admin@horizon.test',
  'agent@horizon.test',
];
const LIST = '/api/users?page=1&pageSize=50';

export function load(url, { rate, connections = 50, requests, headers }) {
  return autocannon({
    url,
    // autocannon is closed-loop: a connection waits for its answer, so a fixed rate needs
    // enough connections to be reached at all (the note shows the rate actually achieved).
    connections: rate ? Math.max(10, rate / 20) : connections,
    ...(rate ? { overallRate: rate } : {}),
    duration: SECONDS,
    headers,
    requests,
  });
}

/**
 * Latency at a fixed rate: GETs open-loop, spread evenly over each second (lib/open-loop.mjs
 * says why autocannon's rate mode is not that); other requests (login's POSTs, at 2/s)
 * through autocannon. One shape for both.
 */
export async function fixedRate(url, opts, rate) {
  if (!opts.requests) return openLoop(url, { rate, seconds: SECONDS, headers: opts.headers });
  const r = await load(url, { ...opts, rate });
  return {
    p50: r.latency.p50,
    p99: r.latency.p99,
    achieved: Math.round(r.requests.average),
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  };
}

/**
 * The rows of one endpoint: p50/p99 at a fixed rate, then (unless fixedOnly) req/s and p99
 * at full speed (autocannon, closed loop). The baseline is compared only at the same rate.
 */
export async function measure(ctx, label, url, opts, base, budgets = {}, fixedOnly = false) {
  ctx.log(label);
  const rate = opts.rate ?? RATE;
  const conn = opts.connections ?? 50;
  const errs = (r) => `${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts`;
  const rps = (r) => Math.round(r.requests.average);
  const fixedBase = rate === RATE ? base?.fixed : undefined;
  const fullBase = conn === 50 ? base?.full : undefined;
  const m = (metric, fields) =>
    row({ case: 'api', metric: `${label} ${metric}`, unit: 'ms', ...fields });

  const fixed = await fixedRate(url, opts, rate);
  const rows = [
    m(`@${rate}/s p50`, {
      value: fixed.p50,
      baseline: fixedBase?.p50,
      note: `achieved ${fixed.achieved}/s; ${fixed.non2xx} non-2xx, ${fixed.errors} errors`,
    }),
    m(`@${rate}/s p99`, { value: fixed.p99, baseline: fixedBase?.p99, budget: budgets.p99 }),
  ];
  if (fixedOnly) return rows;
  const full = await load(url, { ...opts, rate: undefined });
  return [
    ...rows,
    m(`${conn} conn req/s`, {
      value: rps(full),
      unit: 'req/s',
      baseline: fullBase && rps(fullBase),
      budget: budgets.rps,
      higherIsBetter: true,
      note: errs(full),
    }),
    m(`${conn} conn p99`, { value: full.latency.p99, baseline: fullBase?.latency.p99 }),
  ];
}

export async function signIn(url, email) {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!res.ok) throw new Error(`POST /api/auth/login answered ${res.status}`);
  return (await res.json()).accessToken;
}

/** Pushes into `rows` as it goes, so a failure keeps what was measured before it. */
async function productRows(ctx, kind, base, rows) {
  const product = await ctx.product(kind);
  const { url } = product;
  // A server that dies mid-run turns its rows into connection errors: say so instead.
  const alive = () => {
    if (product.exited())
      throw new Error(`the API exited (${product.exited()}): ${product.log().slice(-300)}`);
  };
  const token = await signIn(url, 'admin@atlas.test');
  const auth = { authorization: `Bearer ${token}` };
  rows.push(
    ...(await measure(
      ctx,
      `${kind} GET /api/auth/me`,
      `${url}/api/auth/me`,
      { headers: auth },
      base,
    )),
  );
  alive();

  const probe = await fetch(`${url}${LIST}`, { headers: auth });
  const listRows = probe.ok ? ((await probe.json()).items?.length ?? '?') : 0;
  if (!probe.ok)
    rows.push(skipped({ case: 'api', metric: `${kind} GET ${LIST}` }, `answered ${probe.status}`));
  else {
    // DESIGN.md section 8: p99 under 25 ms at 1,000 req/s and 3,000 req/s at 50 connections, on PostgreSQL.
    const budgets = kind === 'postgres' ? { rps: 3000 } : {};
    const list = await measure(
      ctx,
      `${kind} GET ${LIST}`,
      `${url}${LIST}`,
      { headers: auth },
      base,
      budgets,
    );
    list[0].note += `; ${listRows} rows per page (demo data)`;
    rows.push(...list);
    alive();
    if (kind === 'postgres') {
      rows.push(
        ...(await measure(
          ctx,
          `${kind} GET ${LIST}`,
          `${url}${LIST}`,
          { headers: auth, rate: 1000 },
          null,
          { p99: 25 },
          true,
        )),
      );
    }
  }

  // Four demo accounts in turn; the bench raises LOGIN_RATE_LIMIT (see lib/context.mjs).
  const requests = ACCOUNTS.map((email) => ({
    method: 'POST',
    body: JSON.stringify({ email, password: PASSWORD }),
  }));
  // 4 connections at full speed, one per libuv thread that runs scrypt: more would only queue.
  const loginOpts = {
    headers: { 'content-type': 'application/json' },
    requests,
    rate: LOGIN_RATE,
    connections: 4,
  };
  const login = await measure(
    ctx,
    `${kind} POST /api/auth/login`,
    `${url}/api/auth/login`,
    loginOpts,
    base,
  );
  login[0].note += '; scrypt N=2^17 by design; per-address limit raised for the bench';
  alive();
  rows.push(...login);
}

export default {
  name: 'api',
  description: `${SECONDS} s per run: ${RATE} req/s spread evenly (open loop), then full speed (autocannon, 50 connections)`,
  async run(ctx) {
    const { url } = await ctx.baselineFastify();
    ctx.log('baseline fastify hello-world');
    const base = {
      fixed: await fixedRate(`${url}/hello`, {}, RATE),
      full: await load(`${url}/hello`, {}),
    };
    const baseRows = [
      row({
        case: 'api',
        metric: `baseline hello @${RATE}/s p99`,
        value: base.fixed.p99,
        unit: 'ms',
      }),
      row({
        case: 'api',
        metric: 'baseline hello 50 conn req/s',
        value: Math.round(base.full.requests.average),
        unit: 'req/s',
      }),
    ];
    const rows = [...baseRows];
    for (const kind of ['pglite', 'postgres']) {
      try {
        await productRows(ctx, kind, base, rows);
      } catch (error) {
        rows.push(
          skipped({ case: 'api', metric: `${kind} (all)` }, String(error.message).split('\n')[0]),
        );
      }
    }
    return rows;
  },
};
