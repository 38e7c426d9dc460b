import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { orderWhere } from './filters';
import { LIST_COUNT_CAP, listOrders } from './repository';
import { orders } from './tables';
import { ordersTestApp } from './test-helpers';

const { app, fx } = ordersTestApp();
const { admin } = fx;

/** The Atlas orders matching `condition`, counted straight in SQL (not through the list's code). */
async function countWhere(condition: ReturnType<typeof sql>) {
  const tenantId = fx.ids().tenant('atlas').id;
  const { rows } = await app().db.execute<{ n: number }>(
    sql`select count(*)::int as n from orders where tenant_id = ${tenantId} and ${condition}`,
  );
  return Number(rows[0]!.n);
}

describe('GET /api/orders: every filter, each a prepared statement of its own shape', () => {
  it('answers each filter with the orders and total it names, also when a shape is asked again with other values', async () => {
    const p = await fx.product(50);
    const made = [await fx.order(p.id), await fx.order(p.id), await fx.order(p.id)];
    await fx.moveTo(made[0]!.id, 'confirmed');
    const demo = (await fx.as(admin, 'GET', '/api/orders?pageSize=100&sort=number')).body.items as {
      id: string;
      number: string;
      city: string;
      phone: string;
      status: string;
    }[];
    const one = demo.find((o) => o.status === 'delivered')!;
    const digits = one.phone.replace(/\D/g, '').slice(-6);
    const cases: [string, ReturnType<typeof sql>][] = [
      ['status=pending', sql`status = 'pending'`],
      ['status=delivered', sql`status = 'delivered'`],
      ['status=pending&status=confirmed', sql`status in ('pending', 'confirmed')`],
      [`storeId=${fx.casa()}`, sql`store_id = ${fx.casa()}`],
      [`storeId=${fx.casa()}&status=shipped`, sql`store_id = ${fx.casa()} and status = 'shipped'`],
      ['agentId=none', sql`agent_id is null`],
      ['paymentMethod=cod', sql`payment_method = 'cod'`],
      ['paymentMethod=prepaid', sql`payment_method = 'prepaid'`],
      [`city=${encodeURIComponent(one.city.toUpperCase())}`, sql`lower(city) = lower(${one.city})`],
      [`search=${one.number.toLowerCase()}`, sql`number = ${one.number}`],
      [
        `search=${digits}`,
        sql`(phone_digits like ${`%${digits}%`} or customer_name ilike ${`%${digits}%`})`,
      ],
      ['labelPrinted=false&status=pending', sql`label_printed_at is null and status = 'pending'`],
      [`from=2000-01-01&to=2999-12-31`, sql`true`],
      [`from=2999-01-01`, sql`false`],
    ];
    for (const [query, condition] of cases) {
      const res = await fx.as(admin, 'GET', `/api/orders?${query}&pageSize=100`);
      expect(res.status, `${query}: ${JSON.stringify(res.body)}`).toBe(200);
      const expected = await countWhere(condition);
      // Exact, or "more than LIST_COUNT_CAP" when a filtered total is past the cap.
      expect(res.body.total, query).toBe(
        Math.min(expected, res.body.totalExact ? expected : LIST_COUNT_CAP),
      );
      expect(res.body.totalExact || expected > LIST_COUNT_CAP, query).toBe(true);
      expect(res.body.items.length, query).toBe(Math.min(expected, 100));
    }
    // A phone-like search counts its matches in the pass that sorts them: the total is
    // every match, whatever the page, and the last page holds what is left. The shortest
    // start of a phone that matches more than a page and less than the cap.
    const phoneDigits = one.phone.replace(/\D/g, '');
    const matching = (part: string) =>
      countWhere(sql`(phone_digits like ${`%${part}%`} or customer_name ilike ${`%${part}%`})`);
    let prefix = phoneDigits;
    for (let n = 4; n < phoneDigits.length; n++) {
      const m = await matching(phoneDigits.slice(0, n));
      if (m > 5 && m <= LIST_COUNT_CAP) {
        prefix = phoneDigits.slice(0, n);
        break;
      }
    }
    const many = await matching(prefix);
    expect(many, prefix).toBeGreaterThan(5);
    const lastPage = Math.ceil(many / 5);
    for (const page of [1, lastPage]) {
      const res = await fx.as(admin, 'GET', `/api/orders?search=${prefix}&pageSize=5&page=${page}`);
      expect(res.body, `page ${page}`).toMatchObject({ total: many, totalExact: true });
      expect(res.body.items).toHaveLength(page === 1 ? 5 : many - 5 * (lastPage - 1));
    }
    // Sorted both ways, and a page past the end still tells the total.
    const up = await fx.as(admin, 'GET', '/api/orders?sort=number&pageSize=5');
    const down = await fx.as(admin, 'GET', '/api/orders?sort=-number&pageSize=5');
    const numbers = (r: typeof up) => r.body.items.map((o: { number: string }) => o.number);
    expect(numbers(up)).toEqual([...numbers(up)].sort());
    expect(numbers(down)).toEqual([...numbers(down)].sort().reverse());
    const all = await countWhere(sql`true`);
    const past = await fx.as(
      admin,
      'GET',
      '/api/orders?page=999&pageSize=5&status=pending&city=Nowhere',
    );
    expect(past.body).toMatchObject({ items: [], total: 0 });
    const pastAll = await fx.as(admin, 'GET', '/api/orders?page=999&pageSize=5');
    expect(pastAll.body).toMatchObject({ items: [], total: all, totalExact: true });
  });

  it('never lists a store the caller may not use, whatever the filter', async () => {
    const otherTenant = await fx.as(
      'admin@horizon.test',
      'GET',
      `/api/orders?storeId=${fx.paris()}&status=pending`,
    );
    expect(otherTenant.status).toBe(404);
    const agent = await fx.as(fx.agent, 'GET', `/api/orders?storeId=${fx.paris()}&pageSize=100`);
    // The agent works in Casablanca only: Paris is a store of the tenant they may not use (403, as X-Store-ID).
    expect(agent.status).toBe(403);
    expect(agent.body.error.code).toBe('store_forbidden');
    const mine = await fx.as(fx.agent, 'GET', `/api/orders?storeId=${fx.casa()}&pageSize=100`);
    expect(mine.body.total).toBe(await countWhere(sql`store_id = ${fx.casa()}`));
  });
});

describe('a filtered total past the cap (issue 35): counted up to the cap, then estimated', () => {
  it('says "about N" from the planner when the count stops at the cap, and nothing when it does not', async () => {
    const tenantId = fx.ids().tenant('atlas').id;
    const scope = { tenantId, storeIds: [fx.casa(), fx.paris()] };
    const cod = await countWhere(sql`payment_method = 'cod'`);
    expect(cod).toBeGreaterThan(3);
    await app().db.execute(sql`analyze orders`);
    const page = { page: 1, pageSize: 2, paymentMethod: 'cod' as const };
    const capped = await listOrders(app().db, scope, page, 3);
    expect(capped).toMatchObject({ total: 3, totalExact: false });
    // An estimate, so not the count itself: above the cap and within a factor of the truth.
    expect(capped.totalEstimate).toBeGreaterThan(3);
    expect(capped.totalEstimate).toBeLessThan(cod * 3);
    const exact = await listOrders(app().db, scope, page, cod);
    expect(exact).toMatchObject({ total: cod, totalExact: true, totalEstimate: null });
    const http = await fx.as(admin, 'GET', '/api/orders?paymentMethod=cod&pageSize=5');
    expect(http.status, JSON.stringify(http.body)).toBe(200);
    // Through the API as the list page reads it: past the cap, the cap and an estimate.
    if (cod > LIST_COUNT_CAP) {
      expect(http.body).toMatchObject({ total: LIST_COUNT_CAP, totalExact: false });
      expect(http.body.totalEstimate).toBeGreaterThan(LIST_COUNT_CAP);
    } else expect(http.body).toMatchObject({ total: cod, totalExact: true, totalEstimate: null });
  });
});

describe("the planner's estimate kept while its statistics hold (issue 35)", () => {
  it('answers a capped list again in one statement, and estimates anew once the table is analysed', async () => {
    const tenantId = fx.ids().tenant('atlas').id;
    const scope = { tenantId, storeIds: [fx.casa(), fx.paris()] };
    const p = await fx.product(500);
    const cod = () => countWhere(sql`payment_method = 'cod'`);
    const codOrders = (n: number) => Promise.all(Array.from({ length: n }, () => fx.order(p.id)));
    await codOrders(4); // past the cap of 3 whatever the fixtures hold
    await app().db.execute(sql`analyze orders`);
    const filter = { page: 1, pageSize: 2, paymentMethod: 'cod' as const };
    // The page is a prepared statement; db.execute here is the EXPLAIN alone.
    const explains = vi.spyOn(app().db, 'execute');
    try {
      const first = await listOrders(app().db, scope, filter, 3);
      expect(first).toMatchObject({ total: 3, totalExact: false });
      expect(explains).toHaveBeenCalledTimes(1);
      const again = await listOrders(app().db, scope, filter, 3);
      expect(again.totalEstimate).toBe(first.totalEstimate);
      expect(explains).toHaveBeenCalledTimes(1);
      // Forty more matches, then the statistics measured again (as an import's commit does).
      const before = await cod();
      await codOrders(40);
      expect(await cod()).toBe(before + 40);
      await app().db.execute(sql`analyze orders`);
      explains.mockClear();
      const after = await listOrders(app().db, scope, filter, 3);
      expect(explains).toHaveBeenCalledTimes(1); // a new EXPLAIN
      // ANALYZE reads every row of a table this small: the estimate follows the count.
      expect(after.totalEstimate! - first.totalEstimate!).toBeGreaterThan(30);
    } finally {
      explains.mockRestore();
    }
  });
});

describe('a city filter counted from the city index alone (issue 35, migration 0256)', () => {
  it("counts COD orders of a city without reading the orders' rows", async () => {
    const tenantId = fx.ids().tenant('atlas').id;
    const scope = { tenantId, storeIds: [fx.casa(), fx.paris()] };
    const filter = { paymentMethod: 'cod' as const, city: 'Rabat', status: ['pending' as const] };
    const count = sql`select count(*)::int as n from (select 1 from ${orders} where ${orderWhere(scope, filter)} limit 1001) t`;
    // The visibility map set, as autovacuum keeps it; the table's own scans ruled out, so
    // the plan says whether the index can answer alone (without its carried columns it can
    // only be an Index Scan, which reads every match's row).
    await app().db.execute(sql`vacuum analyze orders`);
    const plan = await app().db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_bitmapscan = off`);
      const res = await tx.execute<{ 'QUERY PLAN': string }>(sql`explain ${count}`);
      return res.rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toMatch(/Index Only Scan using orders_tenant_city_total_idx/);
    // And it counts what the list shows.
    const { rows } = await app().db.execute<{ n: number }>(count);
    const listed = await fx.as(
      admin,
      'GET',
      '/api/orders?paymentMethod=cod&city=rabat&status=pending&pageSize=100',
    );
    expect(listed.body.total).toBe(Number(rows[0]!.n));
    expect(listed.body.total).toBe(
      await countWhere(
        sql`payment_method = 'cod' and lower(city) = 'rabat' and status = 'pending'`,
      ),
    );
  });
});

describe('GET /api/orders?createdBy=me (issue 37: the staff dashboard’s own orders)', () => {
  it('lists and counts the caller’s own orders: the agent sees the one they made, the admin none of them', async () => {
    const p = await fx.product(20);
    const mine = await fx.as(fx.agent, 'POST', '/api/orders', fx.body(p.id));
    expect(mine.status, JSON.stringify(mine.body)).toBe(201);
    const theirs = await fx.order(p.id);
    const agentId = fx.ids().user(fx.agent).id;
    const agentOwn = await fx.as(fx.agent, 'GET', '/api/orders?createdBy=me&pageSize=100');
    expect(agentOwn.status).toBe(200);
    const ids = agentOwn.body.items.map((o: { id: string }) => o.id);
    expect(ids).toContain(mine.body.id);
    expect(ids).not.toContain(theirs.id);
    // Exactly what the agent created, counted in SQL; the tabs' counts agree.
    // (the agent's list is the store in the top bar, as every list of theirs).
    const storeOfTopBar = (
      await app().db.execute<{ id: string }>(
        sql`select store_id::text as id from orders where id = ${mine.body.id}`,
      )
    ).rows[0]!.id;
    expect(agentOwn.body.total).toBe(
      await countWhere(sql`created_by = ${agentId} and store_id = ${storeOfTopBar}`),
    );
    const counts = await fx.as(fx.agent, 'GET', '/api/orders/counts?createdBy=me');
    expect(counts.body.all).toBe(agentOwn.body.total);
    const adminOwn = (
      await fx.as(admin, 'GET', '/api/orders?createdBy=me&pageSize=100')
    ).body.items.map((o: { id: string }) => o.id);
    expect(adminOwn).toContain(theirs.id);
    expect(adminOwn).not.toContain(mine.body.id);
    // A member named by id works the same for whoever may read the orders; a bad value is refused.
    expect(
      (await fx.as(admin, 'GET', `/api/orders?createdBy=${agentId}&pageSize=100`)).body.items.map(
        (o: { id: string }) => o.id,
      ),
    ).toContain(mine.body.id);
    expect((await fx.as(admin, 'GET', '/api/orders?createdBy=someone')).status).toBe(400);
  });
});
