/// <reference types="node" />
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { roles, subjects } from '@sp/contracts';
import { kitTexts } from '@sp/page-kit/texts';
import { describe, expect, it } from 'vitest';
import ar from './ar.json';
import en from './en.json';
import fr from './fr.json';

const SRC = join(import.meta.dirname, '..');
const GROUPS =
  'nav|title|common|role|status|users|agents|roles|subject|acl|audit|tenants|widgets|validation|errors';
const KEY = new RegExp(`['\`]((?:${GROUPS})\\.[A-Za-z0-9_.]+)['\`]`, 'g');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    // Tests and their fixtures (which stand in for other remotes' texts) are not the admin's code.
    const testOnly = name.includes('.test.') || name.includes('fixture');
    return /\.tsx?$/.test(name) && !testOnly ? [path] : [];
  });
}

/** Keys written literally in the code, and those built from a known list of values. */
function usedKeys(): string[] {
  const keys = new Set<string>();
  for (const file of sources(SRC))
    for (const m of readFileSync(file, 'utf8').matchAll(KEY)) keys.add(m[1]!);
  const each = (prefix: string, values: readonly string[], suffixes = ['']) =>
    values.forEach((v) => suffixes.forEach((s) => keys.add(`${prefix}.${v}${s}`)));
  each('role', roles);
  each('status', ['active', 'invited', 'pending', 'deactivated']);
  each(
    'subject',
    subjects.filter((s) => s !== 'all'),
  );
  each('roles.action', ['read', 'create', 'update', 'delete']);
  each('agents.kind', ['courier', 'delivery_agent']);
  each('agents.fields', [
    'name',
    'kind',
    'phone',
    'cities',
    'deliveryFee',
    'returnFee',
    'remitEveryDays',
    'remitAccount',
    'active',
  ]);
  each('tenants.fields', [
    'slug',
    'name',
    'kind',
    'appTitle',
    'languages',
    'defaultLanguage',
    'authLayout',
  ]);
  each('tenants.kind', ['marketplace', 'agency']);
  each('tenants.language', ['en', 'fr', 'ar']);
  each('tenants.layout', ['centered', 'illustrated']);
  each('users.confirm', ['deactivate', 'reactivate', 'reset2fa'], ['', 'Detail']);
  each('users.done', ['deactivate', 'reactivate', 'reset2fa']);
  each('errors', [
    'forbidden',
    'not_found',
    'validation_failed',
    'email_taken',
    'role_above_own',
    'self_change_forbidden',
    'rule_above_own',
  ]);
  return [...keys].sort();
}

function lookup(texts: unknown, key: string): unknown {
  const parts = key.split('.');
  const last = parts.pop()!;
  let node = texts as Record<string, unknown> | undefined;
  for (const p of parts) node = node?.[p] as Record<string, unknown> | undefined;
  return node?.[last] ?? node?.[`${last}_other`];
}

function leaves(texts: unknown, prefix = ''): string[] {
  return Object.entries(texts as Record<string, unknown>).flatMap(([k, v]) =>
    typeof v === 'object' && v
      ? leaves(v, `${prefix}${k}.`)
      : [`${prefix}${k.replace(/_(zero|one|two|few|many|other)$/, '')}`],
  );
}

describe('admin texts', () => {
  const languages = { en, fr, ar };
  it.each(Object.entries(languages))(
    "every key the code uses exists in %s (or in the kit's generic texts)",
    (lng, texts) => {
      const kit = kitTexts[lng as keyof typeof kitTexts];
      const has = (key: string) =>
        typeof lookup(texts, key) === 'string' || typeof lookup(kit, key) === 'string';
      // A group written as a prefix (`'tenants.kind'` + value) is checked through its values above.
      const missing = usedKeys().filter((key) => !has(key) && typeof lookup(en, key) !== 'object');
      expect(missing).toEqual([]);
    },
  );
  it('en, fr and ar have the same keys', () => {
    const en = new Set(leaves(languages.en));
    expect(new Set(leaves(languages.fr))).toEqual(en);
    expect(new Set(leaves(languages.ar))).toEqual(en);
  });
});
