import { notificationsApi } from '@sp/api-client';
import type { PublicTenant } from '@sp/contracts/api';
import { useAuthStore } from '@sp/shared-auth';

export const TOKEN_TIMEOUT_MS = 8000;

function timeout(ms: number): Promise<never> {
  return new Promise((_, reject) => setTimeout(() => reject(new Error('timed out')), ms));
}

/**
 * SPEC section 7 and C8: with the tenant's Firebase config, ask FCM for a token (raced
 * against a timeout: headless browsers may never settle), keep it under notification_token
 * when none is saved, and send it to the API. Firebase is imported only here, lazily.
 */
export async function setupPush(
  firebase: PublicTenant['firebase'],
  timeoutMs = TOKEN_TIMEOUT_MS,
): Promise<void> {
  if (!firebase) return;
  try {
    const [{ initializeApp }, messaging] = await Promise.all([
      import('firebase/app'),
      import('firebase/messaging'),
    ]);
    if (!(await messaging.isSupported())) throw new Error('messaging unsupported');
    const { vapidKey, ...options } = firebase;
    const instance = messaging.getMessaging(initializeApp(options));
    messaging.onMessage(instance, (payload) => console.log('Foreground message', payload));
    const token = await Promise.race([
      messaging.getToken(instance, { vapidKey }),
      timeout(timeoutMs),
    ]);
    const store = useAuthStore.getState();
    if (token && !store.notificationToken) store.setNotificationToken(token);
    const saved = useAuthStore.getState().notificationToken;
    if (saved && store.accessToken) await notificationsApi.registerToken(saved);
  } catch {
    console.error('Permission denied or error in fetching token');
  }
}
