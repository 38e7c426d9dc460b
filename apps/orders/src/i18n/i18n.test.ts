import { expect, it } from 'vitest';
import ar from './ar.json';
import en from './en.json';
import fr from './fr.json';

// Plural forms differ by language (Arabic has six): compare keys without their plural suffix.
const keys = (o: object, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k.replace(/_(zero|one|two|few|many|other)$/, '')}`]));
const set = (o: object) => [...new Set(keys(o))].sort();

it('has every text in English, French and Arabic', () => {
  expect(set(fr)).toEqual(set(en));
  expect(set(ar)).toEqual(set(en));
});
