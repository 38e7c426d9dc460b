import { kitTexts } from '@sp/page-kit/texts';
import { uiTranslations } from '@sp/ui';
import { describe, expect, it } from 'vitest';
import arApp from './locales/ar.app.json';
import ar from './locales/ar.json';
import enApp from './locales/en.app.json';
import en from './locales/en.json';
import frApp from './locales/fr.app.json';
import fr from './locales/fr.json';

/**
 * Every leaf key of a nested translation object, with its value; a plural counts as one
 * key holding its "other" form (the languages have different forms: scripts/check-texts.mjs
 * checks each language has all of its own).
 */
function leaves(obj: Record<string, unknown>, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(obj)) {
    if (/_(zero|one|two|few|many)$/.test(key)) continue;
    const path = (prefix ? `${prefix}.${key}` : key).replace(/_other$/, '');
    if (value && typeof value === 'object')
      for (const [k, v] of leaves(value as Record<string, unknown>, path)) out.set(k, v);
    else out.set(path, value);
  }
  return out;
}

// The shell's texts come in two parts (i18n/setup): checked together, as the app merges them.
type Part = Record<string, unknown>;
const parts: Record<string, [Part, Part]> = { en: [en, enApp], fr: [fr, frApp], ar: [ar, arApp] };
const shell = Object.fromEntries(
  Object.entries(parts).map(([lng, [pub, app]]) => [lng, { ...pub, ...app }]),
);
const bundles = { shell, ui: uiTranslations, 'page-kit': kitTexts };

describe('the two parts of the shell texts', () => {
  it.each(Object.entries(parts))(
    '%s: no group is in both, and both parts hold the same groups in every language',
    (_lng, [pub, app]) => {
      expect(Object.keys(pub).filter((key) => key in app)).toEqual([]);
      expect(Object.keys(pub).sort()).toEqual(Object.keys(en).sort());
      expect(Object.keys(app).sort()).toEqual(Object.keys(enApp).sort());
    },
  );
});

describe.each(Object.entries(bundles))('translations of %s', (_ns, langs) => {
  const all = new Set(
    Object.values(langs).flatMap((l) => [...leaves(l as Record<string, unknown>).keys()]),
  );
  it.each(Object.entries(langs))('%s has every key, none empty', (_lng, texts) => {
    const own = leaves(texts as Record<string, unknown>);
    const missing = [...all].filter((k) => !own.has(k));
    const empty = [...own]
      .filter(([, v]) => typeof v !== 'string' || v.trim() === '')
      .map(([k]) => k);
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
