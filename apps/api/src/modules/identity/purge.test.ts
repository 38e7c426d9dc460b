import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../mail/tables';
import { users } from '../users/tables';
import { authTokens, loginThrottle, sessions } from './tables';
import { runHousekeeping } from '../../kernel/housekeeping';
import { createTestApp, type TestApp } from '../../test/harness';

/** Issue 17.9: what can no longer be used is deleted; what is still live stays. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ago = (days: number) => new Date(Date.now() - days * 86_400_000);

describe('the hourly housekeeping', () => {
  it('deletes long-expired sessions, spent tokens, old throttle rows and old mail only', async () => {
    const [user] = await t.db.select().from(users).where(eq(users.email, 'agent@atlas.test'));
    const base = { userId: user!.id, tenantId: user!.tenantId };
    await t.db.insert(sessions).values([
      { ...base, tokenHash: 'old-session', expiresAt: ago(100) },
      { ...base, tokenHash: 'recent-expired', expiresAt: ago(10) },
      { ...base, tokenHash: 'live', expiresAt: ago(-1) },
    ]);
    await t.db.insert(authTokens).values([
      { userId: user!.id, kind: 'reset_password', tokenHash: 'expired-token', expiresAt: ago(2) },
      { userId: user!.id, kind: 'reset_password', tokenHash: 'live-token', expiresAt: ago(-1) },
    ]);
    await t.db.insert(loginThrottle).values([
      { key: 'pair:old', failures: 3, updatedAt: ago(2) },
      { key: 'pair:now', failures: 3 },
    ]);
    await t.db.insert(outbox).values([
      { to: 'x@atlas.test', subject: 'old', text: 'old', createdAt: ago(8) },
      { to: 'x@atlas.test', subject: 'new', text: 'new' },
    ]);

    await t.db.update(users).set({ fullName: 'Youssef \u202Etnega' }).where(eq(users.id, user!.id));

    const counts = await runHousekeeping(t.db);
    expect(counts).toMatchObject({
      sessions: 1,
      authTokens: 1,
      loginThrottle: 1,
      outbox: 1,
      names: 1,
    });
    expect((await t.db.select().from(users).where(eq(users.id, user!.id)))[0]!.fullName).toBe(
      'Youssef tnega',
    );
    const hashes = (await t.db.select().from(sessions)).map((s) => s.tokenHash);
    expect(hashes).toEqual(expect.arrayContaining(['recent-expired', 'live']));
    expect(hashes).not.toContain('old-session');
    expect((await t.db.select().from(authTokens)).map((a) => a.tokenHash)).toContain('live-token');
    expect((await t.db.select().from(loginThrottle)).map((r) => r.key)).toEqual(['pair:now']);
    expect(
      (await t.db.select().from(outbox).where(eq(outbox.to, 'x@atlas.test'))).map((m) => m.subject),
    ).toEqual(['new']);
  });
});
