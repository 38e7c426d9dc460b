import type { SessionResponse } from '@sp/contracts/api';
import { i18n } from '@sp/i18n';
import { create, ensureAbility, landingPath, useAuthStore, type SignIn } from '@sp/shared-auth';
import { loginLanguagePicked } from '../i18n/login-language';

/**
 * Where the user goes after signing in. The guard sends a signed-in user away from the
 * unauthenticated-only login page as soon as the session is stored; it reads this target
 * so the user lands on the page that sent them to login (`to`), not always /dashboard.
 */
export const usePostLogin = create<{ target: string | null }>()(() => ({ target: null }));

/** `to` of the login URL when it is a local path, with the rest of the query restored. */
export function targetFromQuery(search: string, role: SignIn['userData']['role']): string {
  const query = new URLSearchParams(search);
  const to = query.get('to');
  query.delete('to');
  if (!to || !to.startsWith('/') || to.startsWith('//')) return landingPath(role);
  const rest = query.toString();
  return rest ? `${to}?${rest}` : to;
}

/**
 * Stores the session and records where to go. CASL loads first (the sign-in page does not
 * download it), so the guard checks the new user's rules, never a deny-all stand-in.
 */
export async function completeSignIn(session: SessionResponse, search: string): Promise<string> {
  await ensureAbility();
  // One language setting: the profile's (the header's choice is saved to it), unless the
  // user picked one on the sign-in page in this session: that choice wins until it ends.
  const lng = loginLanguagePicked() ?? session.userData.language;
  if (lng && lng !== i18n.language) await i18n.changeLanguage(lng);
  const target = targetFromQuery(search, session.userData.role);
  usePostLogin.setState({ target });
  useAuthStore.getState().signIn(session as SignIn);
  return target;
}
