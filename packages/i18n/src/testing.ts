/// <reference types="node" />
// For the remotes' text tests (node only, never in a browser bundle): '@sp/i18n/testing'.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The keys of a texts file, sorted, without plural suffixes: plural forms differ by
 * language (Arabic has six), so en, fr and ar compare on the keys they share.
 */
export function textKeys(texts: object): string[] {
  const keys = (o: object, prefix = ''): string[] =>
    Object.entries(o).flatMap(([k, v]) =>
      typeof v === 'object' && v !== null
        ? keys(v, `${prefix}${k}.`)
        : [`${prefix}${k.replace(/_(zero|one|two|few|many|other)$/, '')}`],
    );
  return [...new Set(keys(texts))].sort();
}

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !name.includes('.test.') ? [path] : [];
  });
}

/** The keys written literally as `t('group.key')` in the sources under `dir`, sorted. */
export function fixedKeysUsedIn(dir: string): string[] {
  const used = new Set<string>();
  for (const file of sources(dir))
    for (const m of readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([a-zA-Z]+\.[a-zA-Z0-9_.]+)'/g))
      used.add(m[1]!);
  return [...used].sort();
}
