/** The SPEC's persisted keys, each its own localStorage entry (SPEC section 3). */
export const STORAGE_KEYS = {
  userAbilityRules: 'userAbilityRules',
  userData: 'userData',
  accessToken: 'accessToken',
  storeId: 'store_id',
  language: 'language',
  notificationToken: 'notification_token',
} as const;

export function readRaw(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeRaw(key: string, value: string | null) {
  try {
    if (value === null) globalThis.localStorage?.removeItem(key);
    else globalThis.localStorage?.setItem(key, value);
  } catch {
    // storage full or blocked (private mode): the session still works in memory
  }
}
