/* global process, console */
// Would a list's floor rise if PostgreSQL wrote the page's JSON (issue 35.2)? The floors sit
// under a twentieth of hello world, and their own process spends more on parsing the rows
// pg hands it than PostgreSQL spends on the SQL. This probe serves each list's captured
// statements two ways, in turn, at full speed: as the floor does (rows parsed by pg, written
// by JSON.stringify), and wrapped as `select json_agg(r)::text from (<statement>) r`, sent as
// the text PostgreSQL returns. Same values, same pool, same process; the rows side is the
// floor's own route (lib/floor-route.mjs).
// `node bench/json-floor-probe.mjs [path ...]`; knobs: BENCH_FLOOR_ORDERS (100,000),
// BENCH_API_SECONDS (10), BENCH_FULL_ROUNDS (3). Needs apps/api/dist.
import Fastify from 'fastify';
import pg from 'pg';
import { productBesideFloor } from './cases/floors.mjs';
import { load } from './cases/api.mjs';
import { createContext } from './lib/context.mjs';
import { addFloorList } from './lib/floor-route.mjs';
import { cpuSince, loadNow } from './lib/report.mjs';

const ORDERS = Number(process.env.BENCH_FLOOR_ORDERS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_FULL_ROUNDS ?? 3);
const paths = process.argv.slice(2);
const wanted = paths.length ? paths : ['/api/users?page=1&pageSize=50'];

const ctx = createContext();
try {
  const databaseUrl = await (await ctx.postgres()).freshDatabase();
  const { captured } = await productBesideFloor(ctx, databaseUrl, wanted, { orders: ORDERS });
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  ctx.onClose(() => pool.end());
  const app = Fastify({ logger: false });
  captured.forEach(({ statements }, i) => {
    addFloorList(app, `/rows/${i}`, statements, () => pool);
    app.get(`/json/${i}`, async (_req, reply) => {
      const out = [];
      for (const s of statements) {
        const text = `select coalesce(json_agg(r), '[]')::text as page from (${s.text}) r`;
        const query = {
          name: s.name && `json_${s.name}`,
          text,
          values: s.values,
          rowMode: 'array',
        };
        out.push((await pool.query(query)).rows[0][0]);
      }
      return reply.type('application/json').send(`[${out.join(',')}]`);
    });
  });
  app.get('/hello', async () => ({ hello: 'world' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  ctx.onClose(() => app.close());
  const base = `http://127.0.0.1:${app.server.address().port}`;
  const run = async (url) => {
    const cpu = cpuSince();
    const r = await load(url, {});
    return { rps: Math.round(r.requests.average), idle: cpu()?.idle, kb: r.throughput.average };
  };
  for (const [i, path] of wanted.entries()) {
    const bytes = async (kind) => (await (await fetch(`${base}/${kind}/${i}`)).text()).length;
    const rounds = { rows: [], json: [] };
    const load = { before: loadNow() };
    for (let round = 0; round < ROUNDS; round++)
      for (const kind of round % 2 ? ['json', 'rows'] : ['rows', 'json'])
        rounds[kind].push(await run(`${base}/${kind}/${i}`));
    load.after = loadNow();
    const avg = (xs) => Math.round(xs.reduce((a, x) => a + x.rps, 0) / xs.length);
    const line = {
      path,
      rows: avg(rounds.rows),
      json: avg(rounds.json),
      ratio: Math.round((100 * avg(rounds.json)) / avg(rounds.rows)) / 100,
      bytes: { rows: await bytes('rows'), json: await bytes('json') },
      rounds,
      load,
    };
    console.log(JSON.stringify(line));
  }
  const hello = await run(`${base}/hello`);
  console.log(JSON.stringify({ hello }));
} finally {
  await ctx.close();
}
