import { importFields, type ImportKind, type ImportMapping } from '@sp/contracts/api';

/** 'Prix d’achat (€)' -> 'prix d achat': case, accents (Latin only, Arabic kept), punctuation and units ignored. */
export const normaliseHeader = (h: string) =>
  h
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\(.*?\)/g, ' ')
    .replace(/[’'`_\-./:#°]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Field -> header of this file. The tenant's last mapping for the kind comes first (where
 * its header is in this file), then names in en/fr/ar; each header is used once.
 */
export function guessMapping(
  kind: ImportKind,
  headers: string[],
  last: ImportMapping | null,
): ImportMapping {
  const mapping: ImportMapping = {};
  const used = new Set<string>();
  const byNorm = new Map(headers.map((h) => [normaliseHeader(h), h]));
  for (const field of importFields[kind]) {
    const previous = last?.[field.key];
    if (previous && headers.includes(previous) && !used.has(previous)) {
      mapping[field.key] = previous;
      used.add(previous);
    }
  }
  for (const field of importFields[kind]) {
    if (mapping[field.key]) continue;
    const names = [field.key, ...field.aliases].map(normaliseHeader);
    const hit = names.map((n) => byNorm.get(n)).find((h) => h && !used.has(h));
    mapping[field.key] = hit ?? null;
    if (hit) used.add(hit);
  }
  return mapping;
}

/** Required fields left without a column. */
export const missingRequired = (kind: ImportKind, mapping: ImportMapping) =>
  importFields[kind].filter((f) => f.required && !mapping[f.key]).map((f) => f.key);
