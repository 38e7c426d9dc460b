/** SPEC section 4: preferences live in cookies, path /, 30 days, prefixed with the app title. */
export const COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;

/**
 * Cookie names cannot hold spaces or separators: 'Atlas SP' becomes 'Atlas-SP', so the
 * theme cookie of that tenant is 'Atlas-SP-theme'.
 */
export function cookiePrefix(appTitle: string): string {
  return appTitle.trim().replace(/[^A-Za-z0-9!#$%&'*+.^_`|~-]+/g, '-') || 'SP';
}

export function readCookie(name: string, source = document.cookie): string | null {
  for (const part of source.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

export function cookieString(name: string, value: string): string {
  return `${name}=${encodeURIComponent(value)}; path=/; max-age=${COOKIE_MAX_AGE_S}; SameSite=Lax`;
}

export function writeCookie(name: string, value: string) {
  document.cookie = cookieString(name, value);
}
