// Preloaded into a product instance (`node --import bench/lib/capture-sql.mjs dist/main.js`)
// when the bench wants the exact SQL the product runs for a request: every query the
// product sends through `pg` is appended to $BENCH_SQL_LOG as one JSON line, tagged with the
// URL of the HTTP request it ran for (AsyncLocalStorage), for requests that carry the
// header `x-bench-capture` only: other requests pay one header lookup. The list floors (cases/floors.mjs)
// replay those statements, with their values, through a bare Fastify route. Nothing of
// this is loaded in a normal run.
import { AsyncLocalStorage } from 'node:async_hooks';
import { appendFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';

const file = process.env.BENCH_SQL_LOG;
if (file) {
  // The product's own copy of pg (it is external to the bundle), so the patch is the one it uses.
  const pg = createRequire(new URL('../../apps/api/package.json', import.meta.url))('pg');
  const als = new AsyncLocalStorage();
  const emit = http.Server.prototype.emit;
  // The context outlives the request: a pg connection opened during a captured request
  // keeps its context for every later callback on its socket, so the pool's queue, pulsed
  // from there, would run other requests' statements in it. Those were appended too, with
  // a synchronous file write each, for the rest of the run: measured, 1 % of the product's
  // CPU in the floors case and its profile. Only statements sent while the captured
  // request is still open are written.
  http.Server.prototype.emit = function (event, req, ...rest) {
    if (event === 'request' && req.headers['x-bench-capture']) {
      const store = { request: `${req.method} ${req.url}`, open: true };
      rest[0].once('close', () => (store.open = false));
      return als.run(store, () => emit.call(this, event, req, ...rest));
    }
    return emit.call(this, event, req, ...rest);
  };
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (config, values, ...rest) {
    const store = als.getStore();
    if (store?.open) {
      const { request } = store;
      const q = typeof config === 'string' ? { text: config } : config;
      const params = Array.isArray(values) ? values : q.values;
      appendFileSync(
        file,
        `${JSON.stringify({
          request,
          name: q.name ?? null,
          text: q.text,
          values: params ?? [],
          rowMode: q.rowMode ?? null,
          // the connection's options (the product's hot pool forces generic plans)
          options: this.connectionParameters?.options ?? null,
        })}\n`,
      );
    }
    return query.call(this, config, values, ...rest);
  };
}
