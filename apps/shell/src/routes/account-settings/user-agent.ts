/**
 * A readable name for a session's client: browser and OS from its User-Agent. Only the
 * common ones, in the order that matters (Edge and Opera also say "Chrome", Chrome also
 * says "Safari", Android also says "Linux"); a full parser library is not worth its weight.
 */
export interface ClientName {
  browser: string | null;
  os: string | null;
}

const BROWSERS: [RegExp, string][] = [
  [/\b(Edg|Edge|EdgA|EdgiOS)\//, 'Edge'],
  [/\b(OPR|Opera|OPiOS)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|CriOS|HeadlessChrome|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  // iOS apps' web views (no Version/): still Safari's engine, and what the user sees.
  [/\b(iPhone|iPad)\b.*\bAppleWebKit\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\bWindows (NT|Phone)\b/, 'Windows'],
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b|\bX11\b/, 'Linux'],
];

const first = (ua: string, list: [RegExp, string][]) =>
  list.find(([re]) => re.test(ua))?.[1] ?? null;

export function parseUserAgent(userAgent: string | null | undefined): ClientName {
  if (!userAgent) return { browser: null, os: null };
  return { browser: first(userAgent, BROWSERS), os: first(userAgent, SYSTEMS) };
}
