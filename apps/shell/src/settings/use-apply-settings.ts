import { useEffect, useState } from 'react';
import { useSettingsStore } from './settings-store';

const DARK_QUERY = '(prefers-color-scheme: dark)';

/** True when the OS prefers dark, followed live. */
export function useSystemDark(): boolean {
  const [dark, setDark] = useState(() => globalThis.matchMedia?.(DARK_QUERY).matches ?? false);
  useEffect(() => {
    const query = globalThis.matchMedia?.(DARK_QUERY);
    if (!query) return;
    const onChange = (e: MediaQueryListEvent) => setDark(e.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return dark;
}

/** The resolved mode: Chakra's _dark condition keys on the class `dark` of <html>. */
export function useApplySettings() {
  const theme = useSettingsStore((s) => s.theme);
  const skin = useSettingsStore((s) => s.skin);
  const systemDark = useSystemDark();
  const dark = theme === 'dark' || (theme === 'system' && systemDark);
  useEffect(() => {
    const root = document.documentElement;
    root.classList.toggle('dark', dark);
    root.classList.toggle('light', !dark);
    root.style.colorScheme = dark ? 'dark' : 'light';
    root.dataset.skin = skin;
  }, [dark, skin]);
  return dark;
}
