// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { cookiePrefix, cookieString, readCookie } from './cookies';
import { DEFAULT_SETTINGS, readSettings, useSettingsStore } from './settings-store';

describe('preference cookies', () => {
  beforeEach(() => {
    for (const c of document.cookie.split(';'))
      document.cookie = `${c.split('=')[0]!.trim()}=; max-age=0; path=/`;
  });

  it('prefix from the app title, spaces sanitised', () => {
    expect(cookiePrefix('Atlas SP')).toBe('Atlas-SP');
    expect(cookiePrefix('  ')).toBe('SP');
    expect(cookiePrefix('Horizon;SP')).toBe('Horizon-SP');
  });

  it('path /, 30 days', () => {
    expect(cookieString('Atlas-SP-theme', 'dark')).toBe(
      'Atlas-SP-theme=dark; path=/; max-age=2592000; SameSite=Lax',
    );
  });

  it('defaults: horizontal nav, boxed content', () => {
    expect(readSettings('X', '')).toEqual(DEFAULT_SETTINGS);
    expect(DEFAULT_SETTINGS.navLayout).toBe('horizontal');
    expect(DEFAULT_SETTINGS.contentWidth).toBe('boxed');
  });

  it('reads known values and ignores unknown ones', () => {
    const s = readSettings(
      'A',
      'A-theme=dark; A-skin=weird; A-verticalNavCollapsed=true; B-theme=light',
    );
    expect(s.theme).toBe('dark');
    expect(s.skin).toBe('default');
    expect(s.verticalNavCollapsed).toBe(true);
  });

  it('a change writes the prefixed cookie and survives a re-read', () => {
    const store = useSettingsStore.getState();
    store.init('Atlas SP');
    useSettingsStore.getState().set('theme', 'dark');
    expect(readCookie('Atlas-SP-theme')).toBe('dark');
    useSettingsStore.setState({ theme: 'light' });
    useSettingsStore.getState().init('Atlas SP');
    expect(useSettingsStore.getState().theme).toBe('dark');
  });
});
