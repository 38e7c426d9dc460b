import type { APIRequestContext, Page } from '@playwright/test';
import { TOTP } from 'otpauth';

export const PASSWORD = 'demo-Secret-42';
/** The demo super admin's fixed TOTP secret (demo data only; see docs/api.md). */
export const ROOT_TOTP_SECRET = process.env.DEMO_TOTP_SECRET ?? 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

export const ACCOUNTS = {
  root: 'root@demo.test',
  atlasAdmin: 'admin@atlas.test',
  atlasAgent: 'agent@atlas.test',
  horizonAdmin: 'admin@horizon.test',
  horizonAgent: 'agent@horizon.test',
} as const;

export interface Session {
  accessToken: string;
  userData: { role: string; tenantId: string } & Record<string, unknown>;
  userAbilityRules: unknown[];
}

export function totpNow(secret = ROOT_TOTP_SECRET) {
  return new TOTP({ secret, digits: 6, period: 30, algorithm: 'SHA1' }).generate();
}

/** Signs in through the API (two-step included), as the login page would. */
export async function apiSignIn(request: APIRequestContext, email: string): Promise<Session> {
  const login = await request.post('/api/auth/login', { data: { email, password: PASSWORD } });
  if (!login.ok()) throw new Error(`login ${email}: ${login.status()} ${await login.text()}`);
  const body = await login.json();
  if (!body.twoStep) return body as Session;
  // A TOTP code is accepted once per time step: wait for a fresh step if this one was used.
  for (let attempt = 0; attempt < 2; attempt++) {
    const step = await request.post('/api/auth/two-step', {
      data: { hashId: body.twoStep.hashId, code: totpNow() },
    });
    if (step.ok()) return (await step.json()) as Session;
    await new Promise((r) => setTimeout(r, 31_000 - (Date.now() % 30_000)));
  }
  throw new Error(`two-step for ${email} failed`);
}

/** Puts a session where the shell keeps it (SPEC section 3 keys), before any page script. */
export async function useSession(page: Page, session: Session, extra: Record<string, string> = {}) {
  await page.addInitScript(
    ([s, more]) => {
      if (sessionStorage.getItem('e2e-session-set')) return;
      sessionStorage.setItem('e2e-session-set', '1');
      localStorage.setItem('accessToken', s.accessToken);
      localStorage.setItem('userData', JSON.stringify(s.userData));
      localStorage.setItem('userAbilityRules', JSON.stringify(s.userAbilityRules));
      for (const [k, v] of Object.entries(more)) localStorage.setItem(k, v);
    },
    [session, extra] as const,
  );
}

export const bearer = (s: Session) => ({ Authorization: `Bearer ${s.accessToken}` });
