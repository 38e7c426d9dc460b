import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../users/tables';
import {
  call,
  createTestApp,
  DEMO_PASSWORD,
  lastMail,
  signIn,
  type TestApp,
} from '../../test/harness';

/** Issue 17.4: a stolen session alone cannot move the account to another address. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const patchMe = (token: string, payload: object) =>
  call(t.app, { method: 'PATCH', url: '/api/auth/me', token, payload });
const emailOf = async (id: string) =>
  (await t.db.select().from(users).where(eq(users.id, id)))[0]!.email;

describe('changing the e-mail address', () => {
  it('needs the current password; a wrong or missing one changes nothing', async () => {
    const token = await signIn(t, 'agent@horizon.test');
    const missing = await patchMe(token, { email: 'thief@evil.test' });
    expect(missing.status).toBe(400);
    expect(missing.body.error.details).toEqual([
      { path: 'currentPassword', message: expect.any(String) },
    ]);
    const wrong = await patchMe(token, {
      email: 'thief@evil.test',
      currentPassword: 'not-my-password',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.code).toBe('wrong_password');
    expect(await lastMail(t.db, 'thief@evil.test')).toBeNull();
  });

  it('takes effect only from the link sent to the new address; the old one is told twice', async () => {
    const token = await signIn(t, 'agent@atlas.test');
    const res = await patchMe(token, {
      email: 'Youssef.New@Atlas.test',
      currentPassword: DEMO_PASSWORD,
      fullName: 'Youssef N.',
    });
    expect(res.status).toBe(200);
    expect(res.body.pendingEmail).toBe('youssef.new@atlas.test');
    expect(res.body.userData).toMatchObject({ email: 'agent@atlas.test', fullName: 'Youssef N.' });
    const id = res.body.userData.id;
    expect(await emailOf(id)).toBe('agent@atlas.test');

    const notice = await lastMail(t.db, 'agent@atlas.test');
    expect(notice!.text).toContain('youssef.new@atlas.test');
    const confirmMail = await lastMail(t.db, 'youssef.new@atlas.test');
    const link = /confirmEmail=([\w-]+)/.exec(confirmMail!.text)![1]!;

    // A reset asked meanwhile still goes to the old, confirmed address.
    await call(t.app, {
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'youssef.new@atlas.test' },
    });
    expect((await lastMail(t.db, 'youssef.new@atlas.test'))!.subject).not.toMatch(/reset/i);

    const ok = await call(t.app, {
      method: 'POST',
      url: '/api/auth/confirm-email',
      payload: { token: link },
    });
    expect(ok.status).toBe(200);
    expect(await emailOf(id)).toBe('youssef.new@atlas.test');
    expect((await lastMail(t.db, 'agent@atlas.test'))!.subject).toMatch(/was changed/);
    const again = await call(t.app, {
      method: 'POST',
      url: '/api/auth/confirm-email',
      payload: { token: link },
    });
    expect(again.status).toBe(400);
    expect(again.body.error.code).toBe('invalid_token');
  });

  it('a newer request voids the older link', async () => {
    const token = await signIn(t, 'admin@horizon.test');
    await patchMe(token, { email: 'first@horizon.test', currentPassword: DEMO_PASSWORD });
    const first = /confirmEmail=([\w-]+)/.exec(
      (await lastMail(t.db, 'first@horizon.test'))!.text,
    )![1]!;
    await patchMe(token, { email: 'second@horizon.test', currentPassword: DEMO_PASSWORD });
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/auth/confirm-email',
      payload: { token: first },
    });
    expect(res.status).toBe(400);
  });
});
