import type { UserData } from '@sp/contracts/api';
import { http, request } from '@sp/http';

export interface ProfileUpdate {
  fullName?: string;
  email?: string;
  language?: 'en' | 'fr' | 'ar';
  avatarUrl?: string | null;
  /** Required with a new e-mail, which then waits for its confirmation link. */
  currentPassword?: string;
}

export interface SessionInfo {
  id: string;
  userAgent: string | null;
  ip: string | null;
  createdAt: string;
  lastSeenAt: string | null;
  current: boolean;
}

/** Per event type: whether it reaches the user in the app and by push. */
export type NotificationPreferences = Record<string, { inApp: boolean; push: boolean }>;

/** The account-settings endpoints (the signed-in user's own account). */
export const accountApi = {
  updateProfile: (json: ProfileUpdate) =>
    request(() =>
      http.patch('auth/me', { json }).json<{ userData: UserData; pendingEmail?: string }>(),
    ),
  changePassword: (json: { currentPassword: string; newPassword: string }) =>
    request(() => http.post('auth/change-password', { json }).json<unknown>()),
  /** One page of the caller's live sessions, the current one first. */
  sessions: (page = 1, pageSize = 10) =>
    request(() =>
      http
        .get('auth/sessions', { searchParams: { page, pageSize } })
        .json<{ items: SessionInfo[]; total: number; page: number; pageSize: number }>(),
    ),
  /** Ends one of the caller's own sessions (ending the current one signs out). */
  endSession: (id: string) =>
    request(() => http.delete(`auth/sessions/${encodeURIComponent(id)}`).json<{ ok: true }>()),
  signOutOthers: () =>
    request(() => http.post('auth/sessions/sign-out-others').json<{ revoked: number }>()),
  preferences: () =>
    request(() =>
      http.get('auth/notification-preferences').json<{ preferences: NotificationPreferences }>(),
    ),
  savePreferences: (preferences: NotificationPreferences) =>
    request(() =>
      http
        .put('auth/notification-preferences', { json: { preferences } })
        .json<{ preferences: NotificationPreferences }>(),
    ),
};
