// The API over realistic volume on PostgreSQL (DESIGN.md section 8, issues 9 and 11): the
// bench seeds 10,000 users over 100 tenants and 1,000,000 orders itself (lib/volume-seed.mjs),
// then measures the lists a seller's staff open all day, the status counts, 100 labels in
// one PDF, and an export of every order with the server's peak memory.
import { readFileSync } from 'node:fs';
import { startProduct } from '../lib/product.mjs';
import { row, skipped } from '../lib/stats.mjs';
import { seedVolume } from '../lib/volume-seed.mjs';
import { BENCH_ENV } from '../lib/context.mjs';
import { measure, signIn } from './api.mjs';

const ORDERS = Number(process.env.BENCH_VOLUME_ORDERS ?? 1_000_000);
const BUDGET = { p99: 25, rps: 3000 };

/** A report as its page asks for it (kernel/report-runs.ts): POST <path>/runs, then its job polled until it has finished. */
async function timedRun(url, auth, path, body) {
  const t0 = performance.now();
  const res = await fetch(`${url}${path}/runs`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  let job = await res.json();
  const answeredMs = Math.round(performance.now() - t0);
  while (job.state === 'queued' || job.state === 'running') {
    await new Promise((r) => setTimeout(r, 100));
    job = await (await fetch(`${url}/api/jobs/${job.id}`, { headers: auth })).json();
  }
  const how = res.status === 202 ? `202 after ${answeredMs} ms, then polled` : `${res.status}`;
  return {
    ms: Math.round(performance.now() - t0),
    note: `${how}; job ${job.state ?? JSON.stringify(job).slice(0, 80)}`,
    result: job.result,
  };
}

/**
 * Profit and loss for a year over every order (issue 14: under 200 ms on PostgreSQL): the
 * first read fills the day x store x product summary (cold, once), the first by product
 * its month x product summary (cold, once), then the statement by month and by product
 * read from them; then one order delivered today (its day recomputed).
 */
async function profitLossRows(ctx, url, auth) {
  const to = new Date().toISOString().slice(0, 10);
  const from = new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10);
  const path = (groupBy) => `/api/profit-loss?from=${from}&to=${to}&groupBy=${groupBy}`;
  const out = [];
  // The first read as the page makes it: a report job (the fill runs there, not in a request).
  const cold = await timedRun(url, auth, '/api/profit-loss', { from, to, groupBy: 'month' });
  const mad = cold.result?.currencies?.find((c) => c.currency === 'MAD')?.current;
  out.push(
    row({
      case: 'volume',
      metric: 'profit & loss, a year, first read as a job (fills two years of summary)',
      value: cold.ms,
      unit: 'ms',
      note: `${cold.note}; ${mad ? `${mad.deliveredOrders.toLocaleString('en')} delivered, revenue ${mad.revenue} MAD` : 'no MAD figures'}`,
    }),
  );
  // By product reads a month x product summary of its own, filled on its first read (the
  // months of both periods, under the tenant's lock): that first read is timed apart, as
  // above, so the fixed-rate figures measure what every later read costs.
  const t2 = performance.now();
  const coldProduct = await fetch(`${url}${path('product')}`, { headers: auth });
  await coldProduct.arrayBuffer();
  out.push(
    row({
      case: 'volume',
      metric: 'profit & loss, a year by product, first read (fills the month x product summary)',
      value: Math.round(performance.now() - t2),
      unit: 'ms',
      note: `${coldProduct.status}`,
    }),
  );
  for (const groupBy of ['month', 'product']) {
    const measured = await measure(
      ctx,
      `profit & loss, a year by ${groupBy}`,
      `${url}${path(groupBy)}`,
      { headers: auth, rate: 20, connections: 5 },
      null,
      { p99: 200 },
      true,
    );
    out.push(...measured.map((r) => ({ ...r, case: 'volume' })));
  }
  const shipped = await (
    await fetch(`${url}/api/orders?page=1&pageSize=5&status=shipped&sort=-orderedAt`, {
      headers: auth,
    })
  ).json();
  const id = shipped.items?.[0]?.id;
  if (!id)
    out.push(
      skipped(
        { case: 'volume', metric: 'profit & loss, a year, after a delivery today' },
        `no shipped order to deliver (${JSON.stringify(shipped).slice(0, 120)})`,
      ),
    );
  if (id) {
    await fetch(`${url}/api/orders/${id}/status`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'delivered' }),
    });
    const t1 = performance.now();
    const after = await fetch(`${url}${path('month')}`, { headers: auth });
    await after.arrayBuffer();
    out.push(
      row({
        case: 'volume',
        metric: 'profit & loss, a year, after a delivery today (one day recomputed)',
        value: Math.round(performance.now() - t1),
        unit: 'ms',
        budget: 200,
        note: `${after.status}`,
      }),
    );
  }
  // What the dashboard and an agent's statement cost over the same volume (read once each).
  const agents = await (
    await fetch(`${url}/api/fulfillment-agents?pageSize=100`, { headers: auth })
  ).json();
  for (const [label, target] of [
    ['finance dashboard summary', '/api/finance/summary'],
    [
      `agent statement (${agents.items?.[0]?.name ?? 'none'})`,
      `/api/fulfillment-agents/${agents.items?.[0]?.id}/statement`,
    ],
  ]) {
    const t = performance.now();
    const res = await fetch(`${url}${target}`, { headers: auth });
    await res.arrayBuffer();
    out.push(
      row({
        case: 'volume',
        metric: label,
        value: Math.round(performance.now() - t),
        unit: 'ms',
        note: `${res.status}`,
      }),
    );
  }
  return out;
}

/**
 * 1,000 labels as a background batch, from the request to the PDF, and what a user of the
 * same replica waits meanwhile: GET /api/auth/me every 20 ms while the batch runs.
 */
async function labelBatchRows(url, auth) {
  const ids = [];
  for (let page = 1; ids.length < 1000; page++) {
    const res = await (
      await fetch(`${url}/api/orders?page=${page}&pageSize=100&status=shipped`, { headers: auth })
    ).json();
    ids.push(...res.items.map((o) => o.id));
  }
  const t0 = performance.now();
  const started = await fetch(`${url}/api/labels/batches`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ orderIds: ids, format: '4x6' }),
  });
  const batch = await started.json();
  if (started.status !== 202)
    return [
      skipped({ case: 'volume', metric: '1,000 labels as a batch' }, `answered ${started.status}`),
    ];
  const waits = [];
  let state = batch.job.state;
  while (state === 'queued' || state === 'running') {
    const t = performance.now();
    await (await fetch(`${url}/api/auth/me`, { headers: auth })).arrayBuffer();
    waits.push(performance.now() - t);
    state = (await (await fetch(`${url}/api/labels/batches/${batch.id}`, { headers: auth })).json())
      .job.state;
    await new Promise((r) => setTimeout(r, 20));
  }
  const pdf = await fetch(`${url}/api/labels/batches/${batch.id}/pdf`, { headers: auth });
  const bytes = (await pdf.arrayBuffer()).byteLength;
  const total = Math.round(performance.now() - t0);
  waits.sort((a, b) => a - b);
  const p99 = waits[Math.min(waits.length - 1, Math.floor(waits.length * 0.99))] ?? 0;
  return [
    row({
      case: 'volume',
      metric: '1,000 labels as a batch, request to PDF',
      value: total,
      unit: 'ms',
      note: `${state}, ${pdf.status}, ${Math.round(bytes / 1024)} kB`,
    }),
    row({
      case: 'volume',
      metric: 'GET /api/auth/me while the batch draws, p99',
      value: Math.round(p99 * 10) / 10,
      unit: 'ms',
      note: `${waits.length} requests, max ${Math.round(waits.at(-1) ?? 0)} ms`,
    }),
  ];
}

function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return {
    now: Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024),
    peak: Math.round(Number(/VmHWM:\s+(\d+)/.exec(status)[1]) / 1024),
  };
}

export default {
  name: 'volume',
  description: `PostgreSQL with 10,000 users over 100 tenants and ${ORDERS.toLocaleString('en')} orders`,
  async run(ctx) {
    const pg = await ctx.postgres();
    const dbUrl = await pg.freshDatabase();
    const product = await startProduct({
      databaseUrl: dbUrl,
      dataDir: ctx.tempDir(),
      env: BENCH_ENV,
    });
    ctx.onClose(product.stop);
    const seeded = await seedVolume(dbUrl, { orders: ORDERS, log: ctx.log });
    const rows = [
      row({
        case: 'volume',
        metric: 'seed (SQL)',
        value: seeded.seconds,
        unit: 's',
        note: `${seeded.users} users, ${seeded.orders.toLocaleString('en')} orders`,
      }),
    ];
    const { url } = product;
    const token = await signIn(url, 'admin@atlas.test');
    const auth = { authorization: `Bearer ${token}` };
    const lists = [
      ['users, active, by name', '/api/users?page=1&pageSize=50&status=active&sort=fullName'],
      [
        'orders, shipped, newest first',
        '/api/orders?page=1&pageSize=50&status=shipped&sort=-orderedAt',
      ],
      [
        'orders, COD in Rabat, by total',
        '/api/orders?page=1&pageSize=50&paymentMethod=cod&city=Rabat&sort=-total',
      ],
      ['orders, search by phone', '/api/orders?page=1&pageSize=50&search=0612'],
      ['order status counts', '/api/orders/counts'],
    ];
    for (const [label, path] of lists) {
      const probe = await fetch(`${url}${path}`, { headers: auth });
      if (!probe.ok) {
        rows.push(skipped({ case: 'volume', metric: label }, `answered ${probe.status}`));
        continue;
      }
      const body = await probe.json();
      const got = body.items
        ? `${body.items.length} rows of ${body.total}${body.totalExact === false ? '+' : ''}`
        : 'counts';
      // p50/p99 at 1,000 req/s, then req/s and p99 at full speed with 50 connections.
      const measured = await measure(
        ctx,
        label,
        `${url}${path}`,
        { headers: auth, rate: 1000 },
        null,
        BUDGET,
        false,
      );
      measured[0].note += `; ${got}`;
      rows.push(...measured.map((r) => ({ ...r, case: 'volume' })));
    }
    rows.push(...(await profitLossRows(ctx, url, auth)));
    // 100 labels in one PDF (issue 11: under 1 s).
    const page = await (
      await fetch(`${url}/api/orders?page=1&pageSize=100&status=packed`, { headers: auth })
    ).json();
    const ids = page.items.map((o) => o.id);
    const t0 = performance.now();
    const pdf = await fetch(`${url}/api/labels`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ orderIds: ids, format: '4x6' }),
    });
    const bytes = (await pdf.arrayBuffer()).byteLength;
    rows.push(
      row({
        case: 'volume',
        metric: `${ids.length} labels in one PDF`,
        value: Math.round(performance.now() - t0),
        unit: 'ms',
        budget: 1000,
        note: `${pdf.status}, ${Math.round(bytes / 1024)} kB`,
      }),
    );
    rows.push(...(await labelBatchRows(url, auth)));
    // The orders report over six months of a million orders (read once), as its page asks: a job.
    const since = new Date(Date.now() - 182 * 86_400_000).toISOString().slice(0, 10);
    const report = await timedRun(url, auth, '/api/orders/report', { from: since });
    rows.push(
      row({
        case: 'volume',
        metric: 'orders report, six months, as a job',
        value: report.ms,
        unit: 'ms',
        note: `${report.note}; ${report.result?.count?.toLocaleString('en') ?? '?'} orders`,
      }),
    );
    // Every order exported as CSV: time and the server's memory (issue 11: flat).
    const pid = product.pid;
    const before = pid ? rssMb(pid) : null;
    const t1 = performance.now();
    const res = await fetch(`${url}/api/orders/export?format=csv`, { headers: auth });
    let size = 0;
    for await (const chunk of res.body) size += chunk.length;
    const after = pid ? rssMb(pid) : null;
    rows.push(
      row({
        case: 'volume',
        metric: `export of every order (CSV)`,
        value: Math.round(performance.now() - t1),
        unit: 'ms',
        note: `${res.status}, ${Math.round(size / 1e6)} MB${before ? `; server RSS ${before.now} -> ${after.now} MB, peak ${after.peak} MB` : ''}`,
      }),
    );
    return rows;
  },
};
