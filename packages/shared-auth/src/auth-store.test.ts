// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SignIn } from './auth-store';

const session: SignIn = {
  accessToken: 'tok',
  userData: {
    id: 'u1',
    fullName: 'Ada Admin',
    email: 'a@x.test',
    role: 'admin',
    tenantId: 't1',
    storeIds: [],
    language: 'en',
    avatarUrl: null,
    twoFactorEnabled: false,
  },
  userAbilityRules: [{ action: 'read', subject: 'Dashboard' }],
};

async function freshStore() {
  vi.resetModules();
  return (await import('./auth-store')).useAuthStore;
}

describe('auth store', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('starts anonymous with empty rules', async () => {
    const store = await freshStore();
    const { isSignedIn } = await import('./auth-store');
    expect(isSignedIn(store.getState())).toBe(false);
    expect(store.getState().ability.can('read', 'Dashboard')).toBe(false);
  });

  it('persists a sign-in and builds the ability from the stored rules at start', async () => {
    (await freshStore()).getState().signIn(session);
    expect(localStorage.getItem('accessToken')).toBe('tok');
    const store = await freshStore();
    const { isSignedIn, ensureAbility } = await import('./auth-store');
    expect(isSignedIn(store.getState())).toBe(true);
    // CASL loads with the first signed-in user: nothing is allowed until it has.
    expect(store.getState().ability.can('read', 'Dashboard')).toBe(false);
    await ensureAbility();
    expect(store.getState().ability.can('read', 'Dashboard')).toBe(true);
    expect(store.getState().ability.can('read', 'User')).toBe(false);
  });

  it('needs both userData and accessToken to be signed in', async () => {
    localStorage.setItem('userData', JSON.stringify(session.userData));
    const store = await freshStore();
    const { isSignedIn } = await import('./auth-store');
    expect(isSignedIn(store.getState())).toBe(false);
  });

  it('logs an error and keeps rules empty when stored rules cannot be parsed', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem('userAbilityRules', '{not json');
    const store = await freshStore();
    expect(store.getState().userAbilityRules).toEqual([]);
    expect(error).toHaveBeenCalled();
  });

  it('logs an error when the stored rules are not a list', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem('userAbilityRules', '{"action":"read"}');
    const store = await freshStore();
    expect(store.getState().userAbilityRules).toEqual([]);
    expect(error).toHaveBeenCalledWith('Could not parse userAbilityRules', expect.any(Error));
  });

  it('builds the ability at sign-in once CASL has loaded', async () => {
    const store = await freshStore();
    const { ensureAbility } = await import('./auth-store');
    await ensureAbility();
    store.getState().signIn(session);
    expect(store.getState().ability.can('read', 'Dashboard')).toBe(true);
    expect(store.getState().ability.can('read', 'User')).toBe(false);
  });

  it('a sign-in before CASL has loaded gets the exact ability once it has', async () => {
    const store = await freshStore();
    store.getState().signIn(session);
    expect(store.getState().ability.can('read', 'Dashboard')).toBe(false);
    await vi.waitFor(() => expect(store.getState().ability.can('read', 'Dashboard')).toBe(true));
  });

  it('signing out clears the session and the store, keeps language and push token', async () => {
    const store = await freshStore();
    store.getState().signIn(session);
    store.getState().setStoreId('s1');
    store.getState().setLanguage('fr');
    store.getState().setNotificationToken('push');
    store.getState().signOut();
    expect(store.getState().userData).toBeNull();
    expect(store.getState().accessToken).toBe('');
    expect(store.getState().ability.can('read', 'Dashboard')).toBe(false);
    for (const key of ['accessToken', 'userData', 'userAbilityRules', 'store_id']) {
      expect(localStorage.getItem(key)).toBeNull();
    }
    expect(localStorage.getItem('language')).toBe('fr');
    expect(localStorage.getItem('notification_token')).toBe('push');
  });

  it('stores store_id, language and notification_token', async () => {
    const store = await freshStore();
    store.getState().setStoreId('s9');
    store.getState().setLanguage('ar');
    store.getState().setNotificationToken('abc');
    expect(localStorage.getItem('store_id')).toBe('s9');
    expect(localStorage.getItem('language')).toBe('ar');
    expect(localStorage.getItem('notification_token')).toBe('abc');
  });
});
