// The texts check of `npm test` (also `pnpm check:texts`): every text bundle (the shell's,
// each remote's, the shared packages') read in English, French and Arabic, failing on
//  - a key missing in one language;
//  - a value that is its own key or a snake_case code ("email_or_phone"): a word the
//    reader would see as a code (docs/words.md);
//  - a text with {{count}} that is not a plural, or a plural without every form its
//    language needs (i18next shows the raw key for a missing form: French "many" for a
//    million, Arabic zero/two/few/many);
//  - placeholders that differ between languages.
// Run alone it prints each fault with its file and key; exits 1 when there is one.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const LANGS = ['en', 'fr', 'ar'];
const PLURAL = /_(zero|one|two|few|many|other)$/;
const SNAKE = /^[a-z][a-z0-9]*(_[a-z0-9]+)+$/;
const categories = Object.fromEntries(
  LANGS.map((l) => [l, new Intl.PluralRules(l).resolvedOptions().pluralCategories]),
);

/** Each bundle: its name and, per language, the files merged into it. */
export function bundles() {
  const found = [];
  const add = (name, dir, pattern) => {
    const files = Object.fromEntries(
      LANGS.map((l) => [l, pattern.map((p) => join(dir, p.replace('{lng}', l)))]),
    );
    if (files.en.every((f) => existsSync(f))) found.push({ name, files });
  };
  for (const app of ['admin', 'agency', 'finance', 'inventory', 'orders', 'purchase'])
    add(app, join(root, 'apps', app, 'src/i18n'), ['{lng}.json']);
  add('shell', join(root, 'apps/shell/src/i18n/locales'), ['{lng}.json', '{lng}.app.json']);
  add('ui', join(root, 'packages/ui/src/i18n'), ['{lng}.json']);
  add('page-kit', join(root, 'packages/page-kit/src/texts'), ['{lng}.json']);
  add('import-wizard', join(root, 'packages/import-wizard/src/texts'), ['{lng}.json']);
  add('api', join(root, 'apps/api/src/kernel/texts'), ['{lng}.json']);
  return found;
}

function leaves(obj, prefix = '', out = new Map()) {
  for (const [key, value] of Object.entries(obj)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object') leaves(value, path, out);
    else out.set(path, value);
  }
  return out;
}

const placeholders = (s) =>
  [...String(s).matchAll(/{{\s*(\w+)[^}]*}}/g)]
    .map((m) => m[1])
    .sort()
    .filter((v, i, a) => a.indexOf(v) === i)
    .join(',');

/** The faults of one bundle, as "lng key: what" lines. */
export function faultsOf(bundle) {
  const texts = Object.fromEntries(
    Object.entries(bundle.files).map(([lng, files]) => [
      lng,
      files.reduce((all, f) => leaves(JSON.parse(readFileSync(f, 'utf8')), '', all), new Map()),
    ]),
  );
  const faults = [];
  const base = (k) => k.replace(PLURAL, '');
  const keysOf = (lng) => new Set([...texts[lng].keys()].map(base));
  const all = new Set(LANGS.flatMap((l) => [...keysOf(l)]));
  for (const lng of LANGS) {
    const own = keysOf(lng);
    for (const key of all) if (!own.has(key)) faults.push(`${lng} ${key}: missing`);
    for (const [key, value] of texts[lng]) {
      if (typeof value !== 'string' || value.trim() === '') faults.push(`${lng} ${key}: empty`);
      const v = String(value).trim();
      const last = base(key).split('.').pop();
      // "note" may be a word; "paymentMethod" or "email_or_phone" is a key shown as is
      const codeLike = /[A-Z_]/.test(last.slice(1));
      if (v === key || v === base(key) || (v === last && codeLike))
        faults.push(`${lng} ${key}: the value is its key ("${v}")`);
      else if (SNAKE.test(v)) faults.push(`${lng} ${key}: a code, not a word ("${v}")`);
      if (/{{\s*count\b/.test(v) && !PLURAL.test(key))
        faults.push(`${lng} ${key}: has {{count}} but is not a plural`);
    }
    // Every plural has each form its language needs.
    const plurals = new Set([...texts[lng].keys()].filter((k) => PLURAL.test(k)).map(base));
    for (const p of plurals) {
      const lacking = categories[lng].filter((c) => !texts[lng].has(`${p}_${c}`));
      if (lacking.length) faults.push(`${lng} ${p}: plural without ${lacking.join(', ')}`);
    }
  }
  // A key plural in one language is plural in all.
  for (const lng of LANGS.slice(1)) {
    const enPlural = new Set([...texts.en.keys()].filter((k) => PLURAL.test(k)).map(base));
    for (const key of texts[lng].keys())
      if (!PLURAL.test(key) && enPlural.has(key))
        faults.push(`${lng} ${key}: plural in English, not here`);
  }
  // Placeholders agree, but a plural form may leave the number out (Arabic "one" says
  // "a line", not "1 line"), so only "other" and plain texts are compared.
  for (const [key, value] of texts.en) {
    if (PLURAL.test(key) && !key.endsWith('_other')) continue;
    for (const lng of LANGS.slice(1)) {
      const other = texts[lng].get(key) ?? texts[lng].get(`${base(key)}_other`);
      if (other !== undefined && placeholders(other) !== placeholders(value))
        faults.push(
          `${lng} ${key}: placeholders {${placeholders(other)}} where English has {${placeholders(value)}}`,
        );
    }
  }
  return faults;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  let count = 0;
  for (const bundle of bundles()) {
    const faults = faultsOf(bundle);
    count += faults.length;
    for (const f of faults)
      console.log(`${bundle.name} (${relative(root, dirname(bundle.files.en[0]))}): ${f}`);
  }
  console.log(
    count
      ? `\n${count} text faults`
      : 'texts: every key in en, fr and ar; no codes; plurals complete',
  );
  process.exit(count ? 1 : 0);
}
