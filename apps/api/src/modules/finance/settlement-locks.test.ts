import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, signIn, type TestApp } from '../../test/harness';
import { analysed, commit } from '../imports/test-helpers';
import { openLab } from './test-lab';

/**
 * Settlement under locks (issue 29, slice D): what is open on an order is summed after the
 * order is locked, so parallel allocations never pass its amount; a remittance file is
 * checked again at commit; a payout never settles cash on delivery. Runs on PGlite and,
 * with TEST_DATABASE_URL, on PostgreSQL, where the requests really run in parallel.
 */
let t: TestApp;
let admin: string;
let storeId: string;
let agentId: string;
let productId: string;

const as = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  call(t.app, { method, url, token, ...(payload ? { payload } : {}) });
const ok = async (method: 'GET' | 'POST', url: string, payload?: object) => {
  const res = await as(admin, method, url, payload);
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  return res.body;
};
const delivered = async (quantity: number, paymentMethod: 'cod' | 'prepaid' = 'cod') => {
  const o = await ok('POST', '/api/orders', {
    storeId,
    customer: {
      name: 'Nadia Berrada',
      phone: '+212 600-444555',
      city: 'Rabat',
      address: '5 avenue Fal Ould Oumeir',
    },
    lines: [{ productId, quantity }],
    paymentMethod,
    agentId,
  });
  for (const status of ['confirmed', 'packed', 'shipped', 'delivered'])
    await ok('POST', `/api/orders/${o.id}/status`, { status });
  return o as { id: string; number: string };
};
const remittance = (amount: string, reference: string) =>
  ok('POST', '/api/payments', {
    kind: 'cod_remittance',
    storeId,
    agentId,
    paidOn: '2026-11-20',
    amount,
    reference,
    method: 'bank_transfer',
  });

beforeAll(async () => {
  t = await createTestApp({ jobs: { worker: true, pollMs: 30, leaseMs: 2000, concurrency: 2 } });
  admin = await signIn(t, 'admin@atlas.test');
  ({ storeId, agentId, productId } = await openLab(t, ok, {
    store: 'Locks Lab',
    courier: {
      name: 'Lab Rapide',
      phone: '+212 522 222222',
      city: 'Rabat',
      returnFee: '10',
      remitAccount: 'RIB 0003',
    },
    product: { sku: 'LOCKS-LAB-1', name: 'Lab teapot', salePrice: '75' },
    onHand: 100,
    unitCostMinor: 900,
  }));
}, 180_000);
afterAll(() => t?.close());

describe('settlement under locks', () => {
  it('six parallel allocations of the whole open amount on one order: exactly one wins, the others get 422 naming the order', async () => {
    const o = await delivered(10); // 750.00 COD less the 20.00 fee: 730.00 open
    const payments = await Promise.all(
      Array.from({ length: 6 }, (_, i) => remittance('730', `PAR-${i}`)),
    );
    const answers = await Promise.all(
      payments.map((p) =>
        as(admin, 'POST', `/api/payments/${p.id}/allocations`, {
          items: [{ orderId: o.id, amount: '730' }],
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 422, 422, 422, 422, 422]);
    for (const refused of answers.filter((a) => a.status === 422)) {
      expect(refused.body.error).toMatchObject({
        code: 'over_allocation',
        message: `Only 0.00 MAD is open on order ${o.number}`,
      });
    }
    const settled = await Promise.all(payments.map((p) => ok('GET', `/api/payments/${p.id}`)));
    expect(settled.reduce((sum, p) => sum + Number(p.allocated), 0)).toBe(730);
  }, 120_000);

  it("a marketplace payout settles the store's prepaid orders only, never cash on delivery", async () => {
    const cod = await delivered(1);
    const prepaid = await delivered(1, 'prepaid');
    const payout = await ok('POST', '/api/payments', {
      kind: 'marketplace_payout',
      storeId,
      paidOn: '2026-11-20',
      amount: '200',
      method: 'bank_transfer',
    });
    const candidates = await ok('GET', `/api/payments/${payout.id}/allocation-candidates`);
    const offered = candidates.items ?? candidates;
    expect(offered.map((c: { label: string }) => c.label)).toContain(prepaid.number);
    expect(offered.map((c: { label: string }) => c.label)).not.toContain(cod.number);
    const refused = await as(admin, 'POST', `/api/payments/${payout.id}/allocations`, {
      items: [{ orderId: cod.id, amount: '10' }],
    });
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatchObject({
      code: 'allocation_target_invalid',
      message: `Order ${cod.number} is cash on delivery: only its courier's remittance settles it`,
    });
    const accepted = await as(admin, 'POST', `/api/payments/${payout.id}/allocations`, {
      items: [{ orderId: prepaid.id, amount: '75' }],
    });
    expect(accepted.status).toBe(200);
  }, 120_000);

  it('the same remittance file analysed twice and committed twice: the second commit is refused and stores nothing', async () => {
    const o = await delivered(2); // 150.00 less 20.00: 130.00 open
    const file = Buffer.from(
      `N° commande;Montant net;Bordereau;Date du virement\n${o.number};130,00;BRD-TWICE;20/11/2026\n`,
    );
    const first = await analysed(t, admin, 'cod_remittances', 'twice.csv', file);
    const second = await analysed(t, admin, 'cod_remittances', 'twice.csv', file);
    expect([first.counts.new, second.counts.new]).toEqual([1, 1]); // both looked fine at analysis
    expect((await commit(t, admin, first.id)).body).toMatchObject({ status: 'committed' });
    const refused = await commit(t, admin, second.id);
    expect(refused.body).toMatchObject({
      status: 'ready',
      error: { code: 'import_commit_failed' },
    });
    expect(refused.body.error.message).toContain(
      `Row 2: only 0.00 MAD is open on order ${o.number}`,
    );
    const stored = await ok('GET', `/api/payments?agentId=${agentId}&q=BRD-TWICE`);
    expect(
      stored.items.map((p: { amount: string; allocated: string }) => [p.amount, p.allocated]),
    ).toEqual([['130.00', '130.00']]);
  }, 120_000);
});
