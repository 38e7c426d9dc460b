import { sql } from 'drizzle-orm';
import { localToday } from '../../kernel/local-day';
import { expect } from 'vitest';
import { call, createTestApp, demoIds, signIn, type TestApp } from '../../test/harness';
import { drainEvents } from '../../kernel/events';
import { recordMovements } from '../inventory';

/** A returns test file's lab: its own store, courier and product in Atlas, the admin and the agent signed in. */
export async function returnsLab(make: () => Promise<TestApp> = () => createTestApp()) {
  const t = await make();
  const admin = await signIn(t, 'admin@atlas.test');
  const agent = await signIn(t, 'agent@atlas.test');
  const ids = await demoIds(t.db);
  const tenantId = ids.tenant('atlas').id;
  const userId = ids.user('admin@atlas.test').id;
  const as = (token: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    call(t.app, { method, url, token, ...(payload ? { payload } : {}) });
  const ok = async (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) => {
    const res = await as(admin, method, url, payload);
    expect(res.status, `${method} ${url} ${JSON.stringify(res.body)}`).toBeLessThan(300);
    return res.body;
  };
  const suffix = Math.random().toString(36).slice(2, 7);
  const storeId = (
    await ok('POST', '/api/stores', {
      name: `Returns Lab ${suffix}`,
      marketplace: 'Jumia',
      country: 'MA',
      currency: 'MAD',
    })
  ).id as string;
  const agentId = (
    await ok('POST', '/api/fulfillment-agents', {
      name: `Returns Express ${suffix}`,
      kind: 'courier',
      phone: '+212 522 444444',
      cities: ['Rabat'],
      deliveryFee: '20',
      returnFee: '15',
      remitEveryDays: 7,
      remitAccount: 'RIB 0005',
    })
  ).id as string;
  let n = 0;
  const product = async (units = 50, unitCostMinor = 1000) => {
    n += 1;
    const id = (
      await ok('POST', '/api/products', {
        sku: `RET-${suffix}-${n}`,
        name: `Returned tagine ${n}`,
        category: 'Kitchen',
        costPrice: '10',
        salePrice: '25',
        currency: 'MAD',
      })
    ).id as string;
    await receive(id, units, unitCostMinor);
    return id;
  };
  const receive = (productId: string, quantity: number, unitCostMinor: number) =>
    t.db.transaction((tx) =>
      recordMovements(tx, { tenantId, userId }, [
        { productId, storeId, kind: 'receipt', quantity, unitCostMinor },
      ]),
    );
  const delivered = async (
    lines: { productId: string; quantity: number }[],
    paymentMethod = 'cod',
    phone = '+212 600-111222',
  ) => {
    const o = await ok('POST', '/api/orders', {
      storeId,
      paymentMethod,
      agentId,
      shippingFee: '15',
      customer: { name: 'Salma Idrissi', phone, city: 'Rabat', address: '3 avenue Hassan II' },
      lines,
    });
    for (const status of ['confirmed', 'packed', 'shipped', 'delivered'])
      await ok('POST', `/api/orders/${o.id}/status`, { status });
    return (await ok('GET', `/api/orders/${o.id}`)) as {
      id: string;
      number: string;
      customerId: string;
      lines: { id: string; productId: string }[];
      total: string;
    };
  };
  let reasonId = '';
  const reason = async () => (reasonId ||= (await ok('GET', '/api/returns/reasons')).items[0].id);
  /** Lines of these orders by account kind, after every event is applied. */
  const journalOf = async (orderIds: string[]) => {
    await drainEvents(t.db);
    const rows = await t.db.execute<{ kind: string; total: number }>(sql`
      select a.kind, sum(l.amount_minor)::bigint as total from journal_lines l join ledger_accounts a on a.id = l.account_id
      where l.tenant_id = ${tenantId} and l.order_id = any(${`{${orderIds.join(',')}}`}::uuid[]) group by a.kind order by a.kind`);
    return Object.fromEntries(rows.rows.map((r) => [r.kind, Number(r.total)]));
  };
  return {
    t,
    admin,
    agent,
    tenantId,
    storeId,
    agentId,
    as,
    ok,
    product,
    receive,
    delivered,
    reason,
    journalOf,
    /** The lab store's local today, as the reports count it (kernel/local-day.ts). */
    today: async () =>
      localToday(t.db, (await ok('GET', `/api/stores/${storeId}`)).timeZone as string),
  };
}
