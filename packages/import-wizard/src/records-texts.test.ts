import { i18n } from '@sp/i18n';
import { describe, expect, it } from 'vitest';
import ar from './texts/ar.json';
import en from './texts/en.json';
import fr from './texts/fr.json';

/** Issue 30: an orders file counts orders and lines, plural-correct in each language. */
const both = (lng: string, orders: number, lines: number) => {
  const t = i18n.getFixedT(lng, 'iw-test');
  return t('records.both', {
    orders: t('records.orders', { count: orders }),
    lines: t('records.lines', { count: lines }),
  });
};

describe('orders and lines in the counts', () => {
  it('reads "5 orders, 6 lines" and its singulars in en, fr and ar', async () => {
    if (!i18n.isInitialized) await i18n.init({ lng: 'en', resources: {} });
    for (const [lng, bundle] of Object.entries({ en, fr, ar }))
      i18n.addResourceBundle(lng, 'iw-test', bundle, true, true);
    expect(both('en', 5, 6)).toBe('5 orders, 6 lines');
    expect(both('en', 1, 1)).toBe('1 order, 1 line');
    expect(both('fr', 1, 2)).toBe('1 commande, 2 lignes');
    expect(both('ar', 2, 5)).toBe('طلبان، 5 أسطر');
  });
});
