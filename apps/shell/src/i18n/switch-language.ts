import { accountApi } from '@sp/api-client';
import { i18n } from '@sp/i18n';
import { useAuthStore } from '@sp/shared-auth';
import { loadRemoteTexts, useModuleRegistry } from '../federation/module-registry';

/**
 * The one way to change the language (SPEC section 4; issue 16 B3): every loaded remote's
 * texts are fetched first, then i18next switches, so the menu, titles, tables and buttons
 * of every module change in the same frame. The choice is the user's profile language
 * (one setting): saved unless it is already the profile's.
 */
export async function switchLanguage(lng: string) {
  const remotes = Object.values(useModuleRegistry.getState().modules).flatMap((m) =>
    m.status === 'ready' && m.remote ? [m.remote] : [],
  );
  await Promise.all(remotes.map((remote) => loadRemoteTexts(remote, lng).catch(() => undefined)));
  await i18n.changeLanguage(lng);
  const user = useAuthStore.getState().userData;
  if (user && user.language !== lng) {
    try {
      const { userData } = await accountApi.updateProfile({ language: lng as 'en' | 'fr' | 'ar' });
      useAuthStore.getState().updateUserData(userData as typeof user);
    } catch {
      // Offline or refused: the screen still switched; the next choice saves it.
    }
  }
}
