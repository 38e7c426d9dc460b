import { describe, expect, it } from 'vitest';
import type { Db } from '../../kernel/db/client';
import { touchSession } from './sessions';

/** A database that counts the writes it is asked for, each taking a moment as a real one does. */
function countingDb(fail = false) {
  const writes: Date[] = [];
  const db = {
    update: () => ({
      set: (values: { lastSeenAt: Date }) => ({
        where: async () => {
          await new Promise((r) => setTimeout(r, 5));
          if (fail) throw new Error('connection lost');
          writes.push(values.lastSeenAt);
        },
      }),
    }),
  } as unknown as Db;
  return { db, writes };
}

describe('touchSession (last seen, at most once a minute)', () => {
  it('writes once when the same caller’s requests arrive together past the minute', async () => {
    const { db, writes } = countingDb();
    const session = { id: 's1', lastSeenAt: new Date(Date.now() - 120_000) };
    await Promise.all(Array.from({ length: 50 }, () => touchSession(db, session)));
    expect(writes).toHaveLength(1);
    expect(session.lastSeenAt).toBe(writes[0]);
    await touchSession(db, session);
    expect(writes).toHaveLength(1);
  });

  it('leaves the next request to write when the write failed', async () => {
    const stale = new Date(Date.now() - 120_000);
    const session = { id: 's1', lastSeenAt: stale };
    await expect(touchSession(countingDb(true).db, session)).rejects.toThrow('connection lost');
    expect(session.lastSeenAt).toBe(stale);
    const { db, writes } = countingDb();
    await touchSession(db, session);
    expect(writes).toHaveLength(1);
  });
});
