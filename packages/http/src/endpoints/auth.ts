import type { LoginResponse, SessionResponse, UserData } from '@sp/contracts/api';
import { useAuthStore } from '@sp/shared-auth';
import { http, request } from '../http';

export interface RegisterBody {
  fullName: string;
  email: string;
  password: string;
  language?: 'en' | 'fr' | 'ar';
}

/** The auth endpoints of the API (SPEC C6). */
export const authApi = {
  login: (json: { email: string; password: string }) =>
    request(() => http.post('auth/login', { json }).json<LoginResponse>()),
  twoStep: (json: { hashId: string; code: string }) =>
    request(() => http.post('auth/two-step', { json }).json<SessionResponse>()),
  /** Revokes a token (passed explicitly: the store may already be cleared). */
  logout: (token?: string) =>
    request(() =>
      http
        .post('auth/logout', token ? { headers: { Authorization: `Bearer ${token}` } } : {})
        .json<unknown>(),
    ),
  me: () => request(() => http.get('auth/me').json<Omit<SessionResponse, 'accessToken'>>()),
  register: (json: RegisterBody) =>
    request(() => http.post('auth/register', { json }).json<{ hashId: string }>()),
  verify: (json: { hashId: string; code: string }) =>
    request(() => http.post('auth/verify', { json }).json<SessionResponse | { ok: true }>()),
  forgotPassword: (json: { email: string }) =>
    request(() => http.post('auth/forgot-password', { json }).json<unknown>()),
  resetPassword: (json: { token: string; password: string }) =>
    request(() => http.post('auth/reset-password', { json }).json<unknown>()),
  /** `code`: from the current second factor, needed to replace one that is on. */
  totpSetup: (json: { code?: string } = {}) =>
    request(() =>
      http.post('auth/totp/setup', { json }).json<{ secret: string; otpauthUrl: string }>(),
    ),
  totpEnable: (json: { code: string }) =>
    request(() => http.post('auth/totp/enable', { json }).json<{ recoveryCodes: string[] }>()),
  totpDisable: (json: { code: string }) =>
    request(() => http.delete('auth/totp', { json }).json<unknown>()),
  /** The link mailed to a new address confirms the change of e-mail. */
  confirmEmail: (json: { token: string }) =>
    request(() => http.post('auth/confirm-email', { json }).json<unknown>()),
};

/**
 * Signing out: forget the session at once (so no other call goes out with the token and
 * nothing reacts to its revocation as an expired session), then revoke it on the API.
 */
export async function signOut() {
  const token = useAuthStore.getState().accessToken;
  useAuthStore.getState().signOut();
  if (token)
    await authApi
      .logout(token)
      .catch((error: unknown) => console.warn('Logout call failed', error));
}

export type { UserData };
