import { describe, expect, it } from 'vitest';
import { ordersTestApp } from './test-helpers';

/** Issue 30.4 and 30.5: a customer behind the orders, and the returner flag. */
const { fx } = ordersTestApp();
const { admin } = fx;

const customer = (name: string, phone: string) => ({
  customer: { name, phone, city: 'Casablanca', address: '1 rue Test' },
});
const get = async (url: string) => {
  const res = await fx.as(admin, 'GET', url);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};

describe('customers', () => {
  it('one customer per phone whatever its spelling, with counts and lifetime value', async () => {
    const p = await fx.product(20, '50');
    const a = await fx.order(p.id, customer('Samira Alaoui', '+212 677-990011'));
    const b = await fx.order(p.id, customer('Samira A.', '0677990011'));
    const [da, db] = [await get(`/api/orders/${a.id}`), await get(`/api/orders/${b.id}`)];
    expect(da.customerId).toBeTruthy();
    expect(db.customerId).toBe(da.customerId);

    await fx.moveTo(a.id, 'delivered');
    await fx.moveTo(b.id, 'cancelled');
    const c = await get(`/api/customers/${da.customerId}`);
    // Named as on the latest order; 2 x 50.00 delivered.
    expect(c).toMatchObject({
      name: 'Samira A.',
      ordersCount: 2,
      deliveredCount: 1,
      cancelledCount: 1,
      returnedCount: 0,
      returner: null,
    });
    expect(c.lifetimeValue).toEqual([{ currency: 'MAD', amount: '100.00' }]);
    expect(c.orders.map((o: { id: string }) => o.id).sort()).toEqual([a.id, b.id].sort());

    // The order form's lookup, by another spelling of the phone.
    expect((await get('/api/customers/by-phone?phone=%2B212677990011')).customer).toMatchObject({
      id: da.customerId,
      deliveredCount: 1,
    });
    expect((await get('/api/customers/by-phone?phone=0600000001')).customer).toBeNull();
    // The list finds it by name and by phone digits.
    expect(
      (await get('/api/customers?search=samira')).items.map((i: { id: string }) => i.id),
    ).toContain(da.customerId);
    expect(
      (await get('/api/customers?search=77990011')).items.map((i: { id: string }) => i.id),
    ).toEqual([da.customerId]);
  });

  it('an edit of the phone moves the order to the customer of the new phone', async () => {
    const p = await fx.product(5);
    const o = await fx.order(p.id, customer('Karim Tazi', '+212 677-880011'));
    const before = (await get(`/api/orders/${o.id}`)).customerId;
    const res = await fx.as(
      admin,
      'PATCH',
      `/api/orders/${o.id}`,
      customer('Karim Tazi', '+212 677-880022'),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.customerId).toBeTruthy();
    expect(res.body.customerId).not.toBe(before);
  });

  it('another tenant does not see the customer', async () => {
    const p = await fx.product(5);
    const o = await fx.order(p.id, customer('Nadia Idrissi', '+212 677-770011'));
    const id = (await get(`/api/orders/${o.id}`)).customerId;
    const res = await fx.as('admin@horizon.test', 'GET', `/api/customers/${id}`);
    expect(res.status).toBe(404);
  });
});

describe('returner risk', () => {
  it('flags the orders of a customer whose COD orders came back as often as the threshold, in the list and the order', async () => {
    const p = await fx.product(20);
    const who = customer('Youssef Returner', '+212 677-660011');
    const first = await fx.order(p.id, who);
    const second = await fx.order(p.id, who);
    await fx.moveTo(first.id, 'returned');
    const fresh = await fx.order(p.id, who);
    // One return: below the default threshold (2).
    expect((await get(`/api/orders/${fresh.id}`)).returner).toBeNull();

    await fx.moveTo(second.id, 'returned');
    expect((await get(`/api/orders/${fresh.id}`)).returner).toEqual({ returned: 2, codOrders: 2 });
    // The list reads the counts and the threshold in its own statement (issue 35): same flag.
    const listRow = async () =>
      (await get(`/api/orders?search=677660011`)).items.find(
        (i: { id: string }) => i.id === fresh.id,
      );
    const row = await listRow();
    expect(row.returner).toEqual({ returned: 2, codOrders: 2 });
    const c = await get(`/api/customers/${row.customerId}`);
    expect(c).toMatchObject({ returnedCount: 2, returner: { returned: 2, codOrders: 2 } });

    // The tenant raises the threshold: no flag; 0 turns the flag off.
    expect(
      (await fx.as(admin, 'PUT', '/api/orders/settings', { returnerThreshold: 3 })).status,
    ).toBe(200);
    expect((await get(`/api/orders/${fresh.id}`)).returner).toBeNull();
    expect((await listRow()).returner).toBeNull();
    await fx.as(admin, 'PUT', '/api/orders/settings', { returnerThreshold: 0 });
    expect((await get(`/api/orders/${fresh.id}`)).returner).toBeNull();
    expect((await listRow()).returner).toBeNull();
    await fx.as(admin, 'PUT', '/api/orders/settings', { returnerThreshold: 2 });
    expect((await listRow()).returner).toEqual({ returned: 2, codOrders: 2 });
  });

  it('with the call required, a flagged order is confirmed only after its confirmation call is recorded', async () => {
    const p = await fx.product(20);
    const who = customer('Leila Caller', '+212 677-550011');
    for (let i = 0; i < 2; i++) await fx.moveTo((await fx.order(p.id, who)).id, 'returned');
    const o = await fx.order(p.id, who);
    expect(
      (await fx.as(admin, 'PUT', '/api/orders/settings', { returnerCallRequired: true })).status,
    ).toBe(200);
    try {
      const refused = await fx.as(admin, 'POST', `/api/orders/${o.id}/status`, {
        status: 'confirmed',
      });
      expect(refused.status).toBe(409);
      expect(refused.body.error.code).toBe('returner_call_required');
      expect(refused.body.error.message).toContain('2 of 2');
      expect((await get(`/api/orders/${o.id}`)).status).toBe('pending');

      const called = await fx.as(admin, 'POST', `/api/orders/${o.id}/call`, {
        note: 'Confirmed by phone, wants it Friday',
      });
      expect(called.status, JSON.stringify(called.body)).toBe(200);
      expect(called.body.returnerCallAt).toBeTruthy();
      expect(called.body.history.at(-1)).toMatchObject({
        kind: 'edit',
        note: 'Confirmed by phone, wants it Friday',
        changes: { returnerCall: { before: null, after: 'called' } },
      });
      expect(
        (await fx.as(admin, 'POST', `/api/orders/${o.id}/status`, { status: 'confirmed' })).status,
      ).toBe(200);
    } finally {
      await fx.as(admin, 'PUT', '/api/orders/settings', { returnerCallRequired: false });
    }
  });
});
