import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The list sits beside this file in src/ and beside main.js in dist/ (build.mjs copies it).
const FILE = 'common-passwords.txt';
let words: Set<string> | null = null;

function load(): Set<string> {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const file = [path.join(here, FILE)].find((f) => fs.existsSync(f));
  if (!file) throw new Error(`${FILE} not found near ${here}`);
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  return new Set(lines.filter((line) => line && !line.startsWith('#')));
}

export const isCommonPassword = (lowercased: string) => (words ??= load()).has(lowercased);
