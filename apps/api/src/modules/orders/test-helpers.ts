import { afterAll, beforeAll, expect } from 'vitest';
import { orderStatuses, orderTransitions, type OrderStatus } from '@sp/contracts/api';
import { call, createTestApp, demoIds, signIn, type TestApp } from '../../test/harness';
import { recordMovements, stockOf } from '../inventory';

/** An orders test file's app: started with the fixture signed in before its tests, closed after. */
export function ordersTestApp() {
  let t: TestApp;
  const app = () => t;
  const fx = ordersFixture(app);
  beforeAll(async () => {
    t = await createTestApp();
    await fx.init();
  });
  afterAll(() => t?.close());
  return { app, fx };
}

/** Shared set-up of the orders API tests: sign-ins, a product with known stock, orders moved along. */
export function ordersFixture(getT: () => TestApp) {
  const tokens: Record<string, string> = {};
  let ids: Awaited<ReturnType<typeof demoIds>>;
  let n = 0;
  let courierId: string | null = null;
  const admin = 'admin@atlas.test';
  const fx = {
    admin,
    agent: 'agent@atlas.test',
    async init() {
      ids = await demoIds(getT().db);
      for (const email of [admin, fx.agent, 'admin@horizon.test'])
        tokens[email] = await signIn(getT(), email);
    },
    ids: () => ids,
    casa: () => ids.store('Atlas Casablanca').id,
    paris: () => ids.store('Atlas Paris').id,
    token: (who: string, token?: string) => (token ? (tokens[who] = token) : tokens[who]!),
    as: (
      who: string,
      method: 'GET' | 'POST' | 'PATCH' | 'PUT',
      url: string,
      payload?: object,
      headers?: Record<string, string>,
    ) =>
      call(getT().app, {
        method,
        url,
        token: tokens[who],
        ...(payload ? { payload } : {}),
        ...(headers ? { headers } : {}),
      }),
    /** A fresh MAD product with `stock` units received in Casablanca. */
    async product(stock = 10, salePrice = '25') {
      n += 1;
      const res = await fx.as(admin, 'POST', '/api/products', {
        sku: `ORD-T-${n}`,
        name: `Order test ${n}`,
        category: 'Tests',
        costPrice: '10',
        salePrice,
        currency: 'MAD',
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      if (stock) {
        const actor = { tenantId: ids.tenant('atlas').id, userId: ids.user(admin).id };
        await getT().db.transaction((tx) =>
          recordMovements(tx, actor, [
            {
              productId: res.body.id,
              storeId: fx.casa(),
              kind: 'receipt',
              quantity: stock,
              unitCostMinor: 1000,
            },
          ]),
        );
      }
      return res.body as { id: string; sku: string };
    },
    async onHand(productId: string) {
      return (await stockOf(getT().db, ids.tenant('atlas').id, productId, fx.casa()))?.onHand ?? 0;
    },
    body(productId: string, extra: object = {}) {
      return {
        storeId: fx.casa(),
        customer: {
          name: 'Fatima Zahra Benali',
          phone: '+212 661-234567',
          city: 'Casablanca',
          address: '45 bd Mohammed V',
        },
        lines: [{ productId, quantity: 2 }],
        paymentMethod: 'cod',
        ...extra,
      };
    },
    async order(productId: string, extra: object = {}) {
      const res = await fx.as(admin, 'POST', '/api/orders', fx.body(productId, extra));
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body as { id: string; number: string; status: OrderStatus };
    },
    /** A label PDF request answered raw (status, JSON error or PDF bytes). */
    label: (orderIds: string[], format = '4x6') =>
      getT().app.inject({
        method: 'POST',
        url: '/api/labels',
        headers: { authorization: `Bearer ${tokens[admin]}` },
        payload: { orderIds, format },
      }),
    /** A courier of the tenant (made once per file): COD orders ship only with one. */
    async courier() {
      if (courierId) return courierId;
      const res = await fx.as(admin, 'POST', '/api/fulfillment-agents', {
        name: 'Test Courier',
        kind: 'courier',
        phone: '+212 600 000 009',
        cities: ['Casablanca'],
        deliveryFee: '25',
        returnFee: '10',
        remitEveryDays: 7,
        remitAccount: 'MA64',
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return (courierId = res.body.id as string);
    },
    /** Moves an order along the shortest allowed path to `target` (a courier assigned before shipping). */
    async moveTo(id: string, target: OrderStatus) {
      const path: Record<OrderStatus, OrderStatus[]> = {
        pending: [],
        confirmed: ['confirmed'],
        packed: ['confirmed', 'packed'],
        shipped: ['confirmed', 'packed', 'shipped'],
        delivered: ['confirmed', 'packed', 'shipped', 'delivered'],
        returned: ['confirmed', 'packed', 'shipped', 'returned'],
        cancelled: ['cancelled'],
      };
      for (const status of path[target]) {
        if (status === 'shipped')
          await fx.as(admin, 'PATCH', `/api/orders/${id}`, { agentId: await fx.courier() });
        const res = await fx.as(admin, 'POST', `/api/orders/${id}/status`, { status });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
      }
    },
  };
  return fx;
}

/** Every (from, to) pair the workflow table does not list. */
export const refusedPairs = () =>
  orderStatuses.flatMap((from) =>
    orderStatuses
      .filter((to) => !orderTransitions[from].includes(to))
      .map((to) => [from, to] as const),
  );

/** Page sizes (points) and text of each page, read back with pdf.js. */
export async function readPdf(buf: Buffer) {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({
    data: new Uint8Array(buf),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  }).promise;
  const pages: { width: number; height: number; text: string }[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const [x0, y0, x1, y1] = page.view as [number, number, number, number];
    const text = (await page.getTextContent()).items
      .map((i) => ('str' in i ? i.str : ''))
      .join(' ');
    pages.push({ width: Math.round(x1 - x0), height: Math.round(y1 - y0), text });
  }
  await doc.destroy();
  return pages;
}
