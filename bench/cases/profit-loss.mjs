// Profit and loss over a million orders on the embedded database (issue 14: a year within
// 2 s on PGlite): the product starts once to migrate and seed its demo data, the bench adds
// 1,000,000 orders with lines into the same PGlite folder by SQL, and the journal entries
// the finance consumer posts for them (issue 29: the P&L and the statements read the
// journal), then the product starts again and reads a year of P&L cold, then warm by month
// and by product, and the busiest courier's statement.
import { join } from 'node:path';
import { BENCH_ENV } from '../lib/context.mjs';
import { ROOT, startProduct } from '../lib/product.mjs';
import { median, round, row } from '../lib/stats.mjs';
import { SQL_JOURNAL, SQL_LINES, SQL_ORDERS } from '../lib/volume-seed.mjs';

const ORDERS = Number(process.env.BENCH_PGLITE_ORDERS ?? 1_000_000);
// `postgres`: the same data and reads on a PostgreSQL server started for the run (the
// million orders take PGlite over an hour to seed on a busy 2-core machine).
const DB = process.env.BENCH_PL_DB === 'postgres' ? 'postgres' : 'pglite';
const PGLITE = join(ROOT, 'apps/api/node_modules/@electric-sql/pglite/dist');
let journalLines = 0;

async function seedPglite(dataDir, log) {
  const { PGlite } = await import(join(PGLITE, 'index.js'));
  const { pg_trgm } = await import(join(PGLITE, 'contrib/pg_trgm.js'));
  const db = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  const t0 = performance.now();
  const slice = 100_000;
  for (let done = 0; done < ORDERS; done += slice) {
    await db.exec(
      SQL_ORDERS(Math.min(slice, ORDERS - done)).replace(
        'generate_series(1, ',
        `generate_series(${done + 1}, ${done} + `,
      ),
    );
    log(`profit-loss: ${Math.min(ORDERS, done + slice).toLocaleString('en')} orders in PGlite`);
  }
  await db.exec(SQL_LINES);
  const t1 = performance.now();
  for (const statement of SQL_JOURNAL) await db.exec(statement);
  const lines = await db.query(
    `select count(*)::int as n from journal_lines l join journal_entries e on e.id = l.entry_id where e.source like 'bench:%'`,
  );
  log(
    `profit-loss: ${lines.rows[0].n.toLocaleString('en')} journal lines in ${Math.round((performance.now() - t1) / 1000)} s`,
  );
  journalLines = lines.rows[0].n;
  await db.exec('analyze');
  await db.close();
  return Math.round((performance.now() - t0) / 1000);
}

/** The same seed on PostgreSQL, through one connection, while the product runs. */
async function seedPostgres(databaseUrl, log) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const t0 = performance.now();
  try {
    const slice = 250_000;
    for (let done = 0; done < ORDERS; done += slice) {
      await client.query(
        SQL_ORDERS(Math.min(slice, ORDERS - done)).replace(
          'generate_series(1, ',
          `generate_series(${done + 1}, ${done} + `,
        ),
      );
      log(
        `profit-loss: ${Math.min(ORDERS, done + slice).toLocaleString('en')} orders in PostgreSQL`,
      );
    }
    await client.query(SQL_LINES);
    await client.query('analyze');
    const t1 = performance.now();
    for (const statement of SQL_JOURNAL) await client.query(statement);
    const lines = await client.query(
      `select count(*)::int as n from journal_lines l join journal_entries e on e.id = l.entry_id where e.source like 'bench:%'`,
    );
    journalLines = lines.rows[0].n;
    log(
      `profit-loss: ${journalLines.toLocaleString('en')} journal lines in ${Math.round((performance.now() - t1) / 1000)} s`,
    );
    await client.query('analyze');
    return Math.round((performance.now() - t0) / 1000);
  } finally {
    await client.end();
  }
}

const WARM = Number(process.env.BENCH_WARM_READS ?? 20);

/** The statement of the courier that carried the most bench orders: cold, then warm. */
async function courierStatement(url, auth) {
  const agents = await (
    await fetch(`${url}/api/fulfillment-agents?pageSize=100`, { headers: auth })
  ).json();
  const read = async (id) => {
    const t0 = performance.now();
    const res = await fetch(`${url}/api/fulfillment-agents/${id}/statement`, { headers: auth });
    const body = await res.json();
    if (!res.ok) throw new Error(`statement ${res.status} ${JSON.stringify(body)}`);
    return { ms: performance.now() - t0, body };
  };
  let busiest = null;
  for (const a of agents.items) {
    const first = await read(a.id);
    const lines = first.body.currencies.reduce((n, c) => n + Number(c.codCollected ?? 0), 0);
    if (!busiest || lines > busiest.lines) busiest = { agent: a, lines, cold: first.ms };
  }
  const times = [];
  for (let i = 0; i < WARM; i++) times.push((await read(busiest.agent.id)).ms);
  return [
    row({
      case: 'profit-loss',
      metric: "a courier's statement (the busiest), first read",
      value: Math.round(busiest.cold),
      unit: 'ms',
      note: busiest.agent.name,
    }),
    row({
      case: 'profit-loss',
      metric: `a courier's statement, warm (median of ${WARM})`,
      value: round(median(times), 1),
      unit: 'ms',
      note: `max ${round(Math.max(...times), 1)}`,
    }),
  ];
}

export default {
  name: 'profit-loss',
  description: `profit and loss for a year over ${ORDERS.toLocaleString('en')} orders on ${DB === 'postgres' ? 'PostgreSQL' : 'PGlite'}`,
  async run(ctx) {
    let product;
    let seconds;
    if (DB === 'postgres') {
      product = await ctx.startProduct('postgres');
      ctx.onClose(product.stop);
      seconds = await seedPostgres(product.databaseUrl, ctx.log);
    } else {
      const dataDir = ctx.tempDir();
      const first = await startProduct({ dataDir, env: BENCH_ENV });
      await first.stop();
      seconds = await seedPglite(dataDir, ctx.log);
      product = await startProduct({ dataDir, env: BENCH_ENV });
      ctx.onClose(product.stop);
    }
    const login = await fetch(`${product.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@atlas.test', password: 'demo-Secret-42' }),
    });
    const auth = { authorization: `Bearer ${(await login.json()).accessToken}` };
    const to = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10);
    const get = async (groupBy) => {
      const t0 = performance.now();
      const res = await fetch(
        `${product.url}/api/profit-loss?from=${from}&to=${to}&groupBy=${groupBy}`,
        { headers: auth },
      );
      const body = await res.json();
      if (!res.ok) throw new Error(`profit-loss ${res.status} ${JSON.stringify(body)}`);
      return { ms: performance.now() - t0, body };
    };
    const rows = [
      row({
        case: 'profit-loss',
        metric: `seed (SQL into ${DB === 'postgres' ? 'PostgreSQL' : 'PGlite'})`,
        value: seconds,
        unit: 's',
        note: `${ORDERS.toLocaleString('en')} orders with lines and ${journalLines.toLocaleString('en')} journal lines`,
      }),
    ];
    const cold = await get('month');
    const mad = cold.body.currencies.find((c) => c.currency === 'MAD')?.current;
    rows.push(
      row({
        case: 'profit-loss',
        metric: 'a year by month, first read (journal)',
        value: Math.round(cold.ms),
        unit: 'ms',
        note: `${mad?.deliveredOrders.toLocaleString('en')} delivered`,
      }),
    );
    for (const groupBy of ['month', 'product']) {
      const times = [];
      for (let i = 0; i < WARM; i++) times.push((await get(groupBy)).ms);
      rows.push(
        row({
          case: 'profit-loss',
          metric: `a year by ${groupBy}, warm (median of ${WARM})`,
          value: round(median(times), 1),
          unit: 'ms',
          budget: 2000,
          note: `max ${round(Math.max(...times), 1)}`,
        }),
      );
    }
    rows.push(...(await courierStatement(product.url, auth)));
    return rows;
  },
};
