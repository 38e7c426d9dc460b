import { uiTranslations } from '@sp/ui';
import { describe, expect, it } from 'vitest';
import ar from './locales/ar.json';
import en from './locales/en.json';
import fr from './locales/fr.json';

/** Every leaf key of a nested translation object, with its value. */
function leaves(obj: Record<string, unknown>, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(obj)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object') for (const [k, v] of leaves(value as Record<string, unknown>, path)) out.set(k, v);
    else out.set(path, value);
  }
  return out;
}

const bundles = { shell: { en, fr, ar }, ui: uiTranslations };

describe.each(Object.entries(bundles))('translations of %s', (_ns, langs) => {
  const all = new Set(Object.values(langs).flatMap((l) => [...leaves(l as Record<string, unknown>).keys()]));
  it.each(Object.entries(langs))('%s has every key, none empty', (_lng, texts) => {
    const own = leaves(texts as Record<string, unknown>);
    const missing = [...all].filter((k) => !own.has(k));
    const empty = [...own].filter(([, v]) => typeof v !== 'string' || v.trim() === '').map(([k]) => k);
    expect({ missing, empty }).toEqual({ missing: [], empty: [] });
  });
  it('placeholders match across languages', () => {
    const en = leaves(langs.en as Record<string, unknown>);
    for (const [lng, texts] of Object.entries(langs)) {
      for (const [key, value] of leaves(texts as Record<string, unknown>)) {
        const vars = (s: unknown) => [...String(s).matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();
        expect(vars(value), `${lng}:${key}`).toEqual(vars(en.get(key)));
      }
    }
  });
});
