import type { TFunction } from '@sp/i18n';
import { parseUserAgent } from './user-agent';

/** "Chrome on Windows", or what is known of it; product names stay untranslated. */
export function sessionName(t: TFunction, userAgent: string | null): string {
  const { browser, os } = parseUserAgent(userAgent);
  if (browser && os) return t('account.sessions.browserOn', { browser, os });
  return browser ?? os ?? t('account.sessions.unknownDevice');
}
