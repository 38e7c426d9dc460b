/// <reference types="node" />
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import ar from './ar.json';
import en from './en.json';
import fr from './fr.json';

// Plural forms differ by language (Arabic has six): compare keys without their plural suffix.
const keys = (o: object, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k.replace(/_(zero|one|two|few|many|other)$/, '')}`]));
const set = (o: object) => [...new Set(keys(o))].sort();

const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((f: string) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? sources(p) : /\.tsx?$/.test(f) && !f.endsWith('.test.ts') ? [p] : [];
  });

it('has every text in English, French and Arabic', () => {
  expect(set(fr)).toEqual(set(en));
  expect(set(ar)).toEqual(set(en));
});

it('has a text for every fixed key the pages ask for', () => {
  const known = new Set(set(en));
  const used = sources(join(import.meta.dirname, '..')).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([a-zA-Z]+\.[a-zA-Z0-9_.]+)'/g)].map((m) => m[1]!),
  );
  expect([...new Set(used)].filter((k) => !known.has(k)).sort()).toEqual([]);
});
