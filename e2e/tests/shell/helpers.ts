import type { Page, APIRequestContext } from '@playwright/test';
import { ACCOUNTS, apiSignIn, useSession, type Session } from '../../support/accounts';

export type Who = 'root' | 'atlasAdmin' | 'atlasAgent';

const cache = new Map<string, Session>();

/** Signs in through the API once per account and puts the session where the shell keeps it. */
export async function signedIn(
  page: Page,
  request: APIRequestContext,
  who: Who,
  extra: Record<string, string> = {},
  fresh = false,
) {
  let session = fresh ? undefined : cache.get(who);
  if (!session) {
    session = await apiSignIn(request, ACCOUNTS[who]);
    // a session that a test signs out of (revoked) is not shared
    if (!fresh) cache.set(who, session);
  }
  await useSession(page, session, extra);
  return session;
}

/** The path and query the browser shows. */
export function where(page: Page) {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}
