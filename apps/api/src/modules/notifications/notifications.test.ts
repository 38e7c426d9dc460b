import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationTokens } from './tables';
import { notify } from './service';
import { call, createTestApp, demoIds, signIn, type TestApp } from '../../test/harness';

let t: TestApp;
let agent: string;
let ids: Awaited<ReturnType<typeof demoIds>>;
beforeAll(async () => {
  t = await createTestApp();
  agent = await signIn(t, 'agent@atlas.test');
  ids = await demoIds(t.db);
});
afterAll(() => t.close());

const to = () => ({ tenantId: ids.tenant('atlas').id, userId: ids.user('agent@atlas.test').id });

describe('notifications', () => {
  it('lists with the unread count; read one, read all; another user’s is 404', async () => {
    await notify(t.app.deps, to(), { type: 'order', title: 'New order #1' });
    const list = await call(t.app, { method: 'GET', url: '/api/notifications', token: agent });
    expect(list.status).toBe(200);
    expect(list.body.unreadCount).toBe(2);
    expect(list.body.items[0]).toMatchObject({ title: 'New order #1', readAt: null });
    const read = await call(t.app, {
      method: 'POST',
      url: `/api/notifications/${list.body.items[0].id}/read`,
      token: agent,
    });
    expect(read.body.readAt).toEqual(expect.any(String));
    expect(
      (await call(t.app, { method: 'GET', url: '/api/notifications', token: agent })).body
        .unreadCount,
    ).toBe(1);
    const admin = await signIn(t, 'admin@atlas.test');
    expect(
      (
        await call(t.app, {
          method: 'POST',
          url: `/api/notifications/${list.body.items[1].id}/read`,
          token: admin,
        })
      ).status,
    ).toBe(404);
    await call(t.app, { method: 'POST', url: '/api/notifications/read-all', token: agent });
    expect(
      (await call(t.app, { method: 'GET', url: '/api/notifications', token: agent })).body
        .unreadCount,
    ).toBe(0);
  });

  it('stores a browser push token', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/notification-tokens',
      token: agent,
      payload: { token: 'fcm-token-abcdef' },
    });
    expect(res.status).toBe(200);
    const rows = await t.db.select().from(notificationTokens);
    expect(rows).toMatchObject([{ token: 'fcm-token-abcdef', userId: to().userId }]);
  });

  it('streams a new notification over server-sent events, opened with a single-use ticket', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const stream = (query: string) =>
      fetch(`http://127.0.0.1:${port}/api/notifications/stream${query}`);
    expect((await stream('')).status).toBe(401);
    // The access token is no longer accepted in the URL (issue 33, item 13).
    expect((await stream(`?access_token=${agent}`)).status).toBe(401);
    expect((await stream('?ticket=made-up')).status).toBe(401);
    const issued = await call(t.app, {
      method: 'POST',
      url: '/api/notifications/stream-tickets',
      token: agent,
    });
    expect(issued.status).toBe(200);
    expect(issued.body.ticket).not.toContain(agent);
    expect(Date.parse(issued.body.expiresAt) - Date.now()).toBeLessThanOrEqual(60_000);
    const controller = new AbortController();
    const res = await fetch(
      `http://127.0.0.1:${port}/api/notifications/stream?ticket=${issued.body.ticket}`,
      { signal: controller.signal },
    );
    expect(res.status).toBe(200);
    // Single use: the same ticket opens nothing more.
    expect((await stream(`?ticket=${issued.body.ticket}`)).status).toBe(401);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = res.body!.getReader();
    await reader.read(); // ": connected"
    await notify(t.app.deps, to(), { type: 'order', title: 'Live one' });
    let text = '';
    while (!text.includes('\n\n') || !text.includes('event:'))
      text += new TextDecoder().decode((await reader.read()).value);
    expect(text).toContain('event: notification');
    const data = JSON.parse(/data: (.*)\n/.exec(text)![1]!);
    expect(data).toMatchObject({ title: 'Live one', type: 'order', readAt: null });
    controller.abort();
  });
});
