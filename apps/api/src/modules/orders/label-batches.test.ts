import { describe, expect, it } from 'vitest';
import { LABELS_AT_ONCE } from '@sp/contracts/api';
import { ordersTestApp, readPdf } from './test-helpers';

const { app, fx } = ordersTestApp();
const { admin } = fx;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Ids of `n` Atlas demo orders a label may be printed for: not final, and a courier when COD (the demo has about 3,000). */
async function demoOrderIds(n: number) {
  const ids: string[] = [];
  for (let page = 1; ids.length < n; page++) {
    const res = await fx.as(
      admin,
      'GET',
      `/api/orders?pageSize=100&page=${page}&sort=number&status=pending,confirmed,packed,shipped`,
    );
    const items = res.body.items as { id: string; paymentMethod: string; agentId: string | null }[];
    if (!items.length) throw new Error(`Only ${ids.length} demo orders can be labelled`);
    ids.push(...items.filter((o) => o.paymentMethod === 'prepaid' || o.agentId).map((o) => o.id));
  }
  return ids.slice(0, n);
}

/** Polls the batch's job the way the labels page does, until it is done or failed. */
async function settled(id: string, who = admin) {
  for (const end = Date.now() + 30_000; Date.now() < end; await sleep(50)) {
    const res = await fx.as(who, 'GET', `/api/labels/batches/${id}`);
    expect(res.status).toBe(200);
    if (res.body.job.state === 'done' || res.body.job.state === 'failed') return res.body;
  }
  throw new Error(`label batch ${id} did not finish`);
}

const pdfOf = (id: string, who = admin) =>
  app().app.inject({
    method: 'GET',
    url: `/api/labels/batches/${id}/pdf`,
    headers: { authorization: `Bearer ${fx.token(who)}` },
  });

describe('label batches: more labels than LABELS_AT_ONCE, as a background job', () => {
  it('prints a large selection in the background, one page per order, and marks each order printed once', async () => {
    const ids = await demoOrderIds(LABELS_AT_ONCE + 30);
    // At once, a selection this large is refused, naming the field.
    const now = await fx.as(admin, 'POST', '/api/labels', { orderIds: ids, format: '4x6' });
    expect(now.status).toBe(400);
    expect(JSON.stringify(now.body)).toContain('orderIds');

    const before = (await fx.as(admin, 'GET', `/api/orders/${ids[0]}`)).body
      .labelPrintCount as number;
    const started = await fx.as(admin, 'POST', '/api/labels/batches', {
      orderIds: ids,
      format: '4x6',
    });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    expect(started.body).toMatchObject({ format: '4x6', count: ids.length });
    // Not ready yet, or ready already: never a half-written file.
    const early = await pdfOf(started.body.id);
    expect([200, 409]).toContain(early.statusCode);

    const done = await settled(started.body.id);
    expect(done.job).toMatchObject({
      state: 'done',
      progress: { done: ids.length, total: ids.length },
    });
    const res = await pdfOf(started.body.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pages = await readPdf(res.rawPayload);
    expect(pages.length).toBe(ids.length);
    expect(pages.every((p) => p.width === 288 && p.height === 432)).toBe(true);
    const first = (await fx.as(admin, 'GET', `/api/orders/${ids[0]}`)).body;
    expect(pages[0]!.text).toContain(first.number);
    expect(first.labelPrintCount).toBe(before + 1);

    // The job run again (its runner died after committing) prints nothing twice.
    const t = app();
    const { labelBatchJob } = await import('./label-batches');
    const again = await labelBatchJob({ payload: { batchId: started.body.id } } as never, {
      db: t.db,
      deps: t.app.deps,
      signal: new AbortController().signal,
      progress: async () => {},
    });
    expect(again).toEqual({ skipped: true });
    expect((await fx.as(admin, 'GET', `/api/orders/${ids[0]}`)).body.labelPrintCount).toBe(
      before + 1,
    );

    // The creator finds it among their recent batches; A4 sheets hold four labels.
    const recent = await fx.as(admin, 'GET', '/api/labels/batches');
    expect(recent.body.items[0]).toMatchObject({
      id: started.body.id,
      count: ids.length,
      job: { state: 'done' },
    });
    const a4 = await fx.as(admin, 'POST', '/api/labels/batches', {
      orderIds: ids.slice(0, 9),
      format: 'a4',
    });
    await settled(a4.body.id);
    expect((await readPdf((await pdfOf(a4.body.id)).rawPayload)).length).toBe(3);
  }, 90_000);

  it("is its creator's only, and checks the whole selection before queuing anything", async () => {
    const ids = await demoOrderIds(3);
    const started = await fx.as(admin, 'POST', '/api/labels/batches', { orderIds: ids });
    expect(started.status).toBe(202);
    await settled(started.body.id);
    for (const who of [fx.agent, 'admin@horizon.test']) {
      expect((await fx.as(who, 'GET', `/api/labels/batches/${started.body.id}`)).status).toBe(404);
      expect((await pdfOf(started.body.id, who)).statusCode).toBe(404);
    }
    // An order of a store the agent may not use (Paris) in the selection: 404, nothing queued.
    const paris = (await fx.as(admin, 'GET', `/api/orders?storeId=${fx.paris()}&pageSize=5`)).body
      .items[0].id as string;
    const casa = (await fx.as(fx.agent, 'GET', `/api/orders?storeId=${fx.casa()}&pageSize=5`)).body
      .items[0].id as string;
    const mixed = await fx.as(fx.agent, 'POST', '/api/labels/batches', { orderIds: [casa, paris] });
    expect(mixed.status).toBe(404);
    expect((await fx.as(fx.agent, 'GET', '/api/labels/batches')).body.items).toEqual([]);
    // An agency tenant has no labels at all.
    expect((await fx.as('admin@horizon.test', 'GET', '/api/labels/batches')).status).toBe(404);
    // More than MAX_LABEL_BATCH is refused.
    const tooMany = await fx.as(admin, 'POST', '/api/labels/batches', {
      orderIds: Array.from({ length: 1001 }, () => ids[0]),
    });
    expect(tooMany.status).toBe(400);
  });
});
