// Purchasing through the HTTP API on PGlite (the demo's 80 purchase orders): the list
// (plain, searched, overdue), one order, creating a 20-line order, receiving it (stock
// ledger + payables in one transaction), and the PDF of a 100-line order. Sequential
// requests: the time one user waits, not throughput (api.mjs measures that for lists).
import { median, round, row, skipped } from '../lib/stats.mjs';

const RUNS = Number(process.env.BENCH_PURCHASE_RUNS ?? 30);

async function call(url, token, path, init = {}) {
  const t0 = performance.now();
  const res = await fetch(`${url}/api/${path}`, {
    ...init,
    headers: {
      authorization: `Bearer ${token}`,
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...init.headers,
    },
  });
  const body = res.headers.get('content-type')?.includes('json')
    ? await res.json()
    : await res.arrayBuffer();
  if (!res.ok)
    throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${JSON.stringify(body)}`);
  return { ms: performance.now() - t0, body };
}

const p99 = (xs) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.99))];

async function timed(label, n, fn, budget) {
  const times = [];
  for (let i = 0; i < n; i++) times.push(await fn(i));
  return row({
    case: 'purchase',
    metric: label,
    unit: 'ms',
    value: round(median(times), 1),
    budget,
    note: `p99 ${round(p99(times), 1)} over ${n}`,
  });
}

export default {
  name: 'purchase',
  description: 'purchase orders: list, detail, create, receive, PDF (PGlite, demo data)',
  async run(ctx) {
    const product = await ctx.product('pglite');
    const url = product.url;
    const login = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@atlas.test', password: 'demo-Secret-42' }),
    });
    const token = (await login.json()).accessToken;
    const stores = (await call(url, token, 'stores')).body.items;
    const store = stores.find((s) => s.name === 'Atlas Casablanca');
    const supplier = (await call(url, token, 'suppliers?active=true&pageSize=5')).body.items[0];
    const products = (
      await call(url, token, `products?status=active&pageSize=100&storeId=${store.id}`)
    ).body.items.filter((p) => p.currency === store.currency);
    if (!supplier || products.length < 20)
      return [skipped({ case: 'purchase', metric: '(case)' }, 'no demo suppliers or products')];
    const rows = [];
    const list = (await call(url, token, 'purchase-orders?pageSize=5')).body.total;
    rows.push(
      await timed(
        `list 20 of ${list}`,
        RUNS,
        async () => (await call(url, token, 'purchase-orders?pageSize=20&sort=-createdAt')).ms,
        100,
      ),
    );
    rows.push(
      await timed(
        'list search "fès" + open',
        RUNS,
        async () => (await call(url, token, 'purchase-orders?search=f%C3%A8s&status=open')).ms,
        100,
      ),
    );
    rows.push(
      await timed(
        'list overdue',
        RUNS,
        async () => (await call(url, token, 'purchase-orders?overdue=true')).ms,
        100,
      ),
    );
    const anyId = (await call(url, token, 'purchase-orders?status=received&pageSize=5')).body
      .items[0].id;
    rows.push(
      await timed(
        'one order (lines, stock, receipts)',
        RUNS,
        async () => (await call(url, token, `purchase-orders/${anyId}`)).ms,
        100,
      ),
    );

    const lines = (n) =>
      products
        .slice(0, n)
        .map((p, i) => ({ productId: p.id, quantity: 10 + i, unitCost: '12.50' }));
    const body = (n) =>
      JSON.stringify({
        supplierId: supplier.id,
        storeId: store.id,
        extraCosts: { shipping: '150' },
        lines: lines(n),
      });
    const ids = [];
    rows.push(
      await timed(
        'create a 20-line order',
        10,
        async () => {
          const r = await call(url, token, 'purchase-orders', {
            method: 'POST',
            body: body(20),
            headers: { 'idempotency-key': crypto.randomUUID() },
          });
          ids.push(r.body.id);
          await call(url, token, `purchase-orders/${r.body.id}/status`, {
            method: 'POST',
            body: JSON.stringify({ status: 'ordered' }),
          });
          return r.ms;
        },
        300,
      ),
    );
    rows.push(
      await timed(
        'receive a 20-line order in full',
        ids.length,
        async (i) => {
          const po = (await call(url, token, `purchase-orders/${ids[i]}`)).body;
          const receipt = {
            lines: po.lines.map((l) => ({ productId: l.productId, quantity: l.quantity })),
          };
          return (
            await call(url, token, `purchase-orders/${ids[i]}/receipts`, {
              method: 'POST',
              body: JSON.stringify(receipt),
              headers: { 'idempotency-key': crypto.randomUUID() },
            })
          ).ms;
        },
        500,
      ),
    );
    try {
      const big = (
        await call(url, token, 'purchase-orders', {
          method: 'POST',
          body: body(Math.min(100, products.length)),
        })
      ).body;
      rows.push(
        await timed(
          `PDF of a ${big.lines.length}-line order`,
          10,
          async () => (await call(url, token, `purchase-orders/${big.id}/pdf`)).ms,
          1000,
        ),
      );
    } catch (error) {
      rows.push(skipped({ case: 'purchase', metric: 'PDF' }, String(error.message)));
    }
    return rows;
  },
};
