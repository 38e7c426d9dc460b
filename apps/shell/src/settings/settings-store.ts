import { create } from '@sp/shared-auth';
import { cookiePrefix, readCookie, writeCookie } from './cookies';

export interface Settings {
  theme: 'light' | 'dark' | 'system';
  skin: 'default' | 'bordered';
  contentWidth: 'boxed' | 'fluid';
  /** Not in SPEC's cookie list, kept with them: horizontal (sticky) is the default. */
  navLayout: 'horizontal' | 'vertical';
  verticalNavCollapsed: boolean;
  navbarBlur: boolean;
  semiDarkVerticalNav: boolean;
  colorScheme: 'brand' | 'red' | 'teal' | 'purple' | 'blue' | 'green';
}

export const DEFAULT_SETTINGS: Settings = {
  theme: 'light',
  skin: 'default',
  contentWidth: 'boxed',
  navLayout: 'horizontal',
  verticalNavCollapsed: false,
  navbarBlur: true,
  semiDarkVerticalNav: false,
  colorScheme: 'brand',
};

export const SETTING_CHOICES: { [K in keyof Settings]: readonly Settings[K][] } = {
  theme: ['light', 'dark', 'system'],
  skin: ['default', 'bordered'],
  contentWidth: ['boxed', 'fluid'],
  navLayout: ['horizontal', 'vertical'],
  verticalNavCollapsed: [false, true],
  navbarBlur: [true, false],
  semiDarkVerticalNav: [false, true],
  colorScheme: ['brand', 'red', 'teal', 'purple', 'blue', 'green'],
};

/** Reads every setting from its cookie, keeping only known values. */
export function readSettings(prefix: string, source?: string): Settings {
  const settings = { ...DEFAULT_SETTINGS };
  for (const key of Object.keys(DEFAULT_SETTINGS) as (keyof Settings)[]) {
    const raw = readCookie(`${prefix}-${key}`, source);
    const choice = (SETTING_CHOICES[key] as readonly unknown[]).find((c) => String(c) === raw);
    if (choice !== undefined) (settings as Record<string, unknown>)[key] = choice;
  }
  return settings;
}

interface SettingsState extends Settings {
  prefix: string;
  /** Called once the tenant (and so the app title) is known. */
  init: (appTitle: string) => void;
  set: <K extends keyof Settings>(key: K, value: Settings[K]) => void;
}

export const useSettingsStore = create<SettingsState>()((set, get) => ({
  ...DEFAULT_SETTINGS,
  prefix: 'SP',
  init: (appTitle) => {
    const prefix = cookiePrefix(appTitle);
    set({ prefix, ...readSettings(prefix) });
  },
  set: (key, value) => {
    writeCookie(`${get().prefix}-${key}`, String(value));
    set({ [key]: value } as Partial<SettingsState>);
  },
}));
