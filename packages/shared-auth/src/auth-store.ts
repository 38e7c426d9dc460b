import { create } from 'zustand';
import {
  abilityLoaded,
  buildAbility,
  loadAbility,
  parseRules,
  type AbilityRule,
  type AppAbility,
} from './ability';
import { readRaw, STORAGE_KEYS, writeRaw } from './storage';

export interface UserData {
  id: string;
  fullName: string;
  email: string;
  role: 'super_admin' | 'admin' | 'agent';
  tenantId: string;
  storeIds: string[];
  language: string;
  avatarUrl: string | null;
  twoFactorEnabled: boolean;
}

export interface SignIn {
  accessToken: string;
  userData: UserData;
  userAbilityRules: AbilityRule[];
}

interface AuthState {
  userData: UserData | null;
  accessToken: string;
  userAbilityRules: AbilityRule[];
  /** Allows nothing until CASL has loaded: await ensureAbility() before relying on it. */
  ability: AppAbility;
  storeId: string | null;
  language: string | null;
  notificationToken: string | null;
  signIn: (session: SignIn) => void;
  /** Clears the session (and the selected store); the caller revokes the token first. */
  signOut: () => void;
  /** Replaces the signed-in user's data (after a profile change or GET /auth/me). */
  updateUserData: (userData: UserData) => void;
  setStoreId: (id: string | null) => void;
  setLanguage: (lng: string) => void;
  setNotificationToken: (token: string) => void;
}

function readUserData(): UserData | null {
  try {
    return JSON.parse(readRaw(STORAGE_KEYS.userData) ?? 'null') as UserData | null;
  } catch {
    return null;
  }
}

function initialState() {
  const userAbilityRules = parseRules(readRaw(STORAGE_KEYS.userAbilityRules));
  return {
    userData: readUserData(),
    accessToken: readRaw(STORAGE_KEYS.accessToken) ?? '',
    userAbilityRules,
    ability: buildAbility(userAbilityRules),
    storeId: readRaw(STORAGE_KEYS.storeId),
    language: readRaw(STORAGE_KEYS.language),
    notificationToken: readRaw(STORAGE_KEYS.notificationToken),
  };
}

/** The persisted user store of SPEC section 3, shared by the shell and every remote. */
export const useAuthStore = create<AuthState>()((set) => ({
  ...initialState(),
  signIn: ({ accessToken, userData, userAbilityRules }) => {
    writeRaw(STORAGE_KEYS.accessToken, accessToken);
    writeRaw(STORAGE_KEYS.userData, JSON.stringify(userData));
    writeRaw(STORAGE_KEYS.userAbilityRules, JSON.stringify(userAbilityRules));
    set({ accessToken, userData, userAbilityRules, ability: buildAbility(userAbilityRules) });
    // Signed in before CASL loaded (the shell awaits ensureAbility first): exact once it has.
    if (!abilityLoaded()) void ensureAbility();
  },
  signOut: () => {
    const keys = [
      STORAGE_KEYS.accessToken,
      STORAGE_KEYS.userData,
      STORAGE_KEYS.userAbilityRules,
      STORAGE_KEYS.storeId,
    ];
    for (const key of keys) writeRaw(key, null);
    set({
      accessToken: '',
      userData: null,
      userAbilityRules: [],
      ability: buildAbility([]),
      storeId: null,
    });
  },
  updateUserData: (userData) => {
    writeRaw(STORAGE_KEYS.userData, JSON.stringify(userData));
    set({ userData });
  },
  setStoreId: (storeId) => {
    writeRaw(STORAGE_KEYS.storeId, storeId);
    set({ storeId });
  },
  setLanguage: (language) => {
    writeRaw(STORAGE_KEYS.language, language);
    set({ language });
  },
  setNotificationToken: (notificationToken) => {
    writeRaw(STORAGE_KEYS.notificationToken, notificationToken);
    set({ notificationToken });
  },
}));

/**
 * Loads CASL (once) and builds the ability from the current rules. The shell awaits it at
 * start when a session is stored, and before storing a new session; the sign-in page of
 * an anonymous user never downloads CASL (DESIGN.md section 8).
 */
export async function ensureAbility(): Promise<void> {
  await loadAbility();
  const { userAbilityRules } = useAuthStore.getState();
  try {
    useAuthStore.setState({ ability: buildAbility(userAbilityRules) });
  } catch (error) {
    // SPEC section 6: rules that cannot be used log an error and the rules stay empty.
    console.error('Could not parse userAbilityRules', error);
    useAuthStore.setState({ userAbilityRules: [], ability: buildAbility([]) });
  }
}

/** SPEC section 2: signed in only when both userData and an accessToken are stored. */
export function isSignedIn(state: Pick<AuthState, 'userData' | 'accessToken'>): boolean {
  return state.userData !== null && state.accessToken !== '';
}
