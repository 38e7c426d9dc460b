// A list's floor: a bare Fastify route per list that runs the exact statements the product
// ran for it (captured by lib/capture-sql.mjs: text, values, row mode, named statement and
// the connection's options) over `pg`, and answers their rows as JSON. No auth, no
// validation, no serializer beyond JSON.stringify: what is left is Node, Fastify, pg and
// PostgreSQL doing the product's SQL, the cheapest way to serve that page.
// `FLOOR_LISTS=<json file> DATABASE_URL=… PORT=… node bench/floor-list.mjs`; GET /list/<i>.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import pg from 'pg';
import { addFloorList } from './lib/floor-route.mjs';

const lists = JSON.parse(readFileSync(process.env.FLOOR_LISTS, 'utf8'));
const pools = new Map();
// One pool per connection options, each as large as the product's (kernel/db/client.ts: 10),
// keeping idle connections (and their prepared plans) as long as the product's pools do:
// with pg's 10 s, each round after the product's opened on ten new connections.
const poolFor = (options) => {
  const key = options ?? '';
  if (!pools.has(key))
    pools.set(
      key,
      new pg.Pool({
        connectionString: process.env.DATABASE_URL,
        max: 10,
        idleTimeoutMillis: 10 * 60_000,
        ...(options ? { options } : {}),
      }),
    );
  return pools.get(key);
};

const app = Fastify({ logger: false });
lists.forEach((statements, i) => addFloorList(app, `/list/${i}`, statements, poolFor));
app.get('/hello', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () =>
  app
    .close()
    .then(() => Promise.all([...pools.values()].map((p) => p.end())))
    .then(() => process.exit(0)),
);
