import { describe, expect, it, vi } from 'vitest';
import { createCallerCache } from './caller-cache';

// The cache's own rules, with a transport that stands for PostgreSQL's LISTEN/NOTIFY
// (the API tests in caller.test.ts and replicas.test.ts run it on the real databases).
function fakeTransport() {
  let deliver: ((payload: string) => void) | null = null;
  let setState: ((up: boolean) => void) | undefined;
  const sent: string[] = [];
  return {
    sent,
    /** What the database would send every listener. */
    send: (payload: string) => deliver?.(payload),
    drop: () => setState?.(false),
    restore: () => setState?.(true),
    /** The NOTIFY is delivered like PostgreSQL's: after the call, before anything later. */
    notify: vi.fn(async (_channel: string, payload: string) => {
      sent.push(payload);
      queueMicrotask(() => deliver?.(payload));
    }),
    listen: async (
      _channel: string,
      onMessage: (payload: string) => void,
      onState?: (up: boolean) => void,
    ) => {
      deliver = onMessage;
      setState = onState;
      return async () => {
        deliver = null;
      };
    },
  };
}

const caller = (tenantId: string, expiresInMs = 3_600_000) => ({
  user: { tenantId },
  session: { expiresAt: new Date(Date.now() + expiresInMs) },
});

async function started() {
  const transport = fakeTransport();
  const cache = createCallerCache<ReturnType<typeof caller>>(transport);
  await cache.start();
  return { transport, cache };
}

describe('the caller cache', () => {
  it('reads a caller once, then serves it until its tenant changes', async () => {
    const { transport, cache } = await started();
    const read = vi.fn(async () => caller('atlas'));
    await cache.resolve('token-1', read);
    await cache.resolve('token-1', read);
    expect(read).toHaveBeenCalledTimes(1);

    transport.send('horizon'); // another tenant: nothing of Atlas changes
    await cache.resolve('token-1', read);
    expect(read).toHaveBeenCalledTimes(1);

    transport.send('atlas');
    await cache.resolve('token-1', read);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('does not keep a read that a change overtook (it may predate the change)', async () => {
    const { transport, cache } = await started();
    let finish!: (v: ReturnType<typeof caller>) => void;
    const slow = cache.resolve('token-1', () => new Promise((resolve) => (finish = resolve)));
    transport.send('atlas'); // committed while the read was on its way
    finish(caller('atlas'));
    await slow;
    const read = vi.fn(async () => caller('atlas'));
    await cache.resolve('token-1', read);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('keeps nothing while not listening, and forgets all when the connection drops', async () => {
    const { transport, cache } = await started();
    const read = vi.fn(async () => caller('atlas'));
    await cache.resolve('token-1', read);
    transport.drop();
    expect(cache.size).toBe(0);
    await cache.resolve('token-1', read);
    await cache.resolve('token-1', read);
    expect(read).toHaveBeenCalledTimes(3);
    transport.restore();
    await cache.resolve('token-1', read);
    await cache.resolve('token-1', read);
    expect(read).toHaveBeenCalledTimes(4);
  });

  it('never serves a session past its expiry, nor an unknown token', async () => {
    const { cache } = await started();
    const read = vi.fn(async () => caller('atlas', -1));
    await cache.resolve('token-1', read);
    await cache.resolve('token-1', read);
    expect(read).toHaveBeenCalledTimes(2);
    const none = vi.fn(async () => null);
    expect(await cache.resolve('token-2', none)).toBeNull();
    expect(await cache.resolve('token-2', none)).toBeNull();
    expect(none).toHaveBeenCalledTimes(2);
  });

  it('sync resolves once its own notification came back, after every earlier one', async () => {
    const { transport, cache } = await started();
    const read = vi.fn(async () => caller('atlas'));
    await cache.resolve('token-1', read);
    // A change whose notification is still on its way when the request answers.
    queueMicrotask(() => transport.send('atlas'));
    await cache.sync();
    expect(transport.sent).toEqual([expect.stringMatching(/^sync:/)]);
    await cache.resolve('token-1', read);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('a sync whose NOTIFY fails clears everything and does not throw', async () => {
    const { transport, cache } = await started();
    await cache.resolve('token-1', async () => caller('atlas'));
    transport.notify.mockRejectedValueOnce(new Error('connection lost'));
    await expect(cache.sync()).resolves.toBeUndefined();
    expect(cache.size).toBe(0);
  });
});
