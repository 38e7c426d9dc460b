import { describe, expect, it } from 'vitest';
import { ordersTestApp } from './test-helpers';

/** Issue 30: the tenant's order settings decide whether the agent role sees cost prices. */
const { fx } = ordersTestApp();
const { admin, agent } = fx;

const setCost = (agentsSeeCost: boolean) =>
  fx.as(admin, 'PUT', '/api/orders/settings', { agentsSeeCost });
const casa = () => ({ 'x-store-id': fx.casa() });
/** Every key of a JSON document whose name speaks of cost, with its value. */
const costKeys = (doc: unknown, out: [string, unknown][] = []): [string, unknown][] => {
  if (Array.isArray(doc)) doc.forEach((d) => costKeys(d, out));
  else if (doc && typeof doc === 'object') {
    for (const [k, v] of Object.entries(doc)) {
      if (/cost|margin|profit/i.test(k)) out.push([k, v]);
      costKeys(v, out);
    }
  }
  return out;
};
const pl = (who: string) => fx.as(who, 'GET', '/api/profit-loss?from=2026-01-01&to=2026-12-31');
const report = (who: string, kind: string) =>
  fx.as(who, 'GET', `/api/reports/${kind}?from=2026-01-01&to=2026-12-31`);
const grantAgent = (grant: { action: string; subject: string }[]) =>
  fx.as(admin, 'PUT', '/api/roles/agent', { grant });

describe('cost prices and the agent role', () => {
  it('an agent reads products, stock and the ledger without cost when off, with cost when on; an admin always', async () => {
    const p = await fx.product(5);
    const order = await fx.order(p.id);

    expect((await setCost(false)).body.agentsSeeCost).toBe(false);
    const hidden = (await fx.as(agent, 'GET', `/api/products/${p.id}`, undefined, casa())).body;
    expect(hidden).toMatchObject({ id: p.id, costPrice: null, salePrice: expect.any(String) });
    const listed = (await fx.as(agent, 'GET', `/api/products?search=${p.sku}`, undefined, casa()))
      .body.items;
    expect(listed).toEqual([expect.objectContaining({ id: p.id, costPrice: null })]);
    const stock = (await fx.as(agent, 'GET', `/api/inventory?productId=${p.id}`, undefined, casa()))
      .body.items[0];
    expect(stock).toMatchObject({ onHand: 5, averageCost: null, value: null });
    const moves = (
      await fx.as(agent, 'GET', `/api/inventory/movements?productId=${p.id}`, undefined, casa())
    ).body.items;
    expect(moves.length).toBeGreaterThan(0);
    expect(moves.every((m: { unitCost: unknown }) => m.unitCost === null)).toBe(true);
    const summary = (await fx.as(agent, 'GET', '/api/inventory/summary', undefined, casa())).body
      .items;
    expect(summary.every((s: { value: unknown }) => s.value === null)).toBe(true);
    // The order carries no cost at all (lines are priced at sale price only).
    const seen = (await fx.as(agent, 'GET', `/api/orders/${order.id}`, undefined, casa())).body;
    expect(seen.id).toBe(order.id);
    expect(costKeys(seen).filter(([, v]) => v !== null)).toEqual([]);

    // The admin is never concerned.
    expect(
      (await fx.as(admin, 'GET', `/api/products/${p.id}`, undefined, casa())).body.costPrice,
    ).toBe('10.00');
    const adminStock = (
      await fx.as(admin, 'GET', `/api/inventory?productId=${p.id}`, undefined, casa())
    ).body.items[0];
    expect(adminStock.averageCost).not.toBeNull();
    expect(adminStock.value).not.toBeNull();

    await setCost(true);
    expect(
      (await fx.as(agent, 'GET', `/api/products/${p.id}`, undefined, casa())).body.costPrice,
    ).toBe('10.00');
    const shownStock = (
      await fx.as(agent, 'GET', `/api/inventory?productId=${p.id}`, undefined, casa())
    ).body.items[0];
    expect(shownStock).toMatchObject({
      averageCost: adminStock.averageCost,
      value: adminStock.value,
    });
  });

  it('purchase orders and P&L are refused to an agent granted them while cost is hidden', async () => {
    const granted = [
      { action: 'read', subject: 'Purchase' },
      { action: 'read', subject: 'ProfitLoss' },
      { action: 'read', subject: 'Report' },
    ];
    expect((await grantAgent(granted)).status).toBe(200);
    await setCost(false);
    const purchases = await fx.as(agent, 'GET', '/api/purchase-orders', undefined, casa());
    expect(purchases.status).toBe(403);
    expect(purchases.body.error.code).toBe('cost_hidden');
    expect((await pl(agent)).body.error.code).toBe('cost_hidden');
    expect((await pl(admin)).status).toBe(200);
    // Of the reports, only the stock report (valued at cost) is refused.
    expect((await report(agent, 'stock')).body.error.code).toBe('cost_hidden');
    expect((await report(agent, 'sales')).status).toBe(200);

    await setCost(true);
    expect((await fx.as(agent, 'GET', '/api/purchase-orders', undefined, casa())).status).toBe(200);
    expect((await pl(agent)).status).toBe(200);
    expect((await report(agent, 'stock')).status).toBe(200);
    await grantAgent([]);
  });
});
