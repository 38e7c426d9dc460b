import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../test/harness';
import { stores, tenants, users } from '../../schema';
import { ordersTestApp } from './test-helpers';

const { app, fx } = ordersTestApp();
const { admin, agent } = fx;

/** Another marketplace tenant with its admin and one order-less store: its admin's token. */
async function rivalAdmin() {
  const { db } = app();
  const [template] = await db.select().from(tenants).where(eq(tenants.slug, 'atlas'));
  const { id: _i, slug: _s, createdAt: _c, updatedAt: _u, ...rest } = template!;
  const [tenant] = await db
    .insert(tenants)
    .values({ ...rest, slug: 'tag-rival', name: 'Tag rival', domains: [] })
    .returning();
  const [model] = await db.select().from(users).where(eq(users.email, admin));
  await db.insert(users).values({
    tenantId: tenant!.id,
    email: 'admin@tag-rival.test',
    fullName: 'Rival admin',
    role: 'admin',
    passwordHash: model!.passwordHash,
    language: 'en',
  });
  await db.insert(stores).values({
    tenantId: tenant!.id,
    name: 'Rival store',
    marketplace: 'Jumia',
    country: 'MA',
    currency: 'MAD',
  });
  return signIn(app(), 'admin@tag-rival.test');
}

describe('order tags', () => {
  it('puts free tags on an order: one spelling per word, shown on the order and in the list, filtered by', async () => {
    const product = await fx.product(5);
    const order = await fx.order(product.id);
    const put = await fx.as(admin, 'PUT', `/api/orders/${order.id}/tags`, {
      tags: ['VIP', '  fragile   box ', 'vip', 'هدية'],
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body.tags).toEqual(['VIP', 'fragile box', 'هدية']);

    const page = await fx.as(admin, 'GET', `/api/orders/${order.id}`);
    expect(page.body.tags).toEqual(['VIP', 'fragile box', 'هدية']);

    // The filter matches any case; the list's rows carry their tags.
    const tagged = await fx.as(admin, 'GET', '/api/orders?tag=vip&pageSize=100');
    expect(tagged.status).toBe(200);
    expect(tagged.body.items.map((o: { id: string }) => o.id)).toContain(order.id);
    expect(tagged.body.items.every((o: { tags: string[] }) => o.tags.includes('VIP'))).toBe(true);
    const arabic = await fx.as(admin, 'GET', `/api/orders?tag=${encodeURIComponent('هدية')}`);
    expect(arabic.body.items.map((o: { id: string }) => o.id)).toEqual([order.id]);
    const none = await fx.as(admin, 'GET', '/api/orders?tag=nobody-uses-this');
    expect(none.body).toMatchObject({ items: [], total: 0 });
    const counts = await fx.as(admin, 'GET', '/api/orders/counts?tag=vip');
    expect(counts.status).toBe(200);

    // The filter's choices: the tenant's tags in use, with their orders.
    const choices = await fx.as(admin, 'GET', '/api/orders/tags');
    expect(choices.body.items).toEqual(
      expect.arrayContaining([{ tag: 'هدية', count: 1 }, expect.objectContaining({ tag: 'VIP' })]),
    );

    // Removing one: the audit log has the set before and after, in the order's entries.
    const fewer = await fx.as(admin, 'PUT', `/api/orders/${order.id}/tags`, { tags: ['VIP'] });
    expect(fewer.body.tags).toEqual(['VIP']);
    const log = await fx.as(admin, 'GET', '/api/audit-log?recordType=Order&pageSize=5');
    const entries = log.body.items.filter(
      (e: { action: string; recordId: string }) => e.action === 'tag' && e.recordId === order.id,
    );
    expect(entries[0]).toMatchObject({
      before: { tags: ['VIP', 'fragile box', 'هدية'] },
      after: { tags: ['VIP'] },
    });
    expect(entries).toHaveLength(2);
    // The same set again changes nothing and writes no entry.
    await fx.as(admin, 'PUT', `/api/orders/${order.id}/tags`, { tags: ['vip'] });
    const again = await fx.as(admin, 'GET', '/api/audit-log?recordType=Order&pageSize=5');
    expect(
      again.body.items.filter((e: { action: string; recordId: string }) => e.action === 'tag'),
    ).toHaveLength(2);
    expect((await fx.as(admin, 'GET', `/api/orders/${order.id}`)).body.tags).toEqual(['VIP']);
  });

  it('refuses bad tags with a 400 and stores nothing of them', async () => {
    const product = await fx.product(5);
    const order = await fx.order(product.id);
    for (const tags of [
      Array.from({ length: 11 }, (_, i) => `t${i}`),
      ['a,b'],
      ['x'.repeat(31)],
      ['   '],
    ]) {
      const res = await fx.as(admin, 'PUT', `/api/orders/${order.id}/tags`, { tags });
      expect(res.status, JSON.stringify(tags)).toBe(400);
      expect(res.body.error.code).toBe('validation_failed');
    }
    expect((await fx.as(admin, 'GET', `/api/orders/${order.id}`)).body.tags).toEqual([]);
  });

  it('lets whoever may update orders tag them, and not another tenant or another store', async () => {
    const product = await fx.product(5);
    const order = await fx.order(product.id);
    // The agent updates orders of Casablanca: it may tag them.
    const byAgent = await fx.as(agent, 'PUT', `/api/orders/${order.id}/tags`, {
      tags: ['fragile'],
    });
    expect(byAgent.status, JSON.stringify(byAgent.body)).toBe(200);
    const [paris] = (await fx.as(admin, 'GET', `/api/orders?storeId=${fx.paris()}`)).body.items;
    const otherStore = await fx.as(agent, 'PUT', `/api/orders/${paris.id}/tags`, {
      tags: ['fragile'],
    });
    expect(otherStore.status).toBe(404);

    const rival = await rivalAdmin();
    const stranger = await app().app.inject({
      method: 'PUT',
      url: `/api/orders/${order.id}/tags`,
      headers: { authorization: `Bearer ${rival}` },
      payload: { tags: ['stolen'] },
    });
    expect(stranger.statusCode).toBe(404);
    const theirs = await app().app.inject({
      method: 'GET',
      url: '/api/orders?tag=fragile',
      headers: { authorization: `Bearer ${rival}` },
    });
    expect(theirs.json()).toMatchObject({ items: [], total: 0 });
    const theirTags = await app().app.inject({
      method: 'GET',
      url: '/api/orders/tags',
      headers: { authorization: `Bearer ${rival}` },
    });
    expect(theirTags.json()).toEqual({ items: [] });
    expect((await fx.as(admin, 'GET', `/api/orders/${order.id}`)).body.tags).toEqual(['fragile']);
  });
});
