// `pnpm bench [case...] [--no-build]`: builds the product if needed, runs the cases of
// bench/cases/ (all, or the ones named), prints one table and saves bench/results/<time>.json.
// It reports; it does not fail on a missed budget (see README.md for how to read it).
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createContext } from './lib/context.mjs';
import { loadNow, printTable, saveResults } from './lib/report.mjs';
import { ROOT } from './lib/product.mjs';

const args = process.argv.slice(2);
const wanted = args.filter((a) => !a.startsWith('--'));
const casesDir = join(import.meta.dirname, 'cases');
const available = readdirSync(casesDir)
  .filter((f) => f.endsWith('.mjs'))
  .map((f) => f.slice(0, -4))
  .sort();
const unknown = wanted.filter((w) => !available.includes(w));
if (unknown.length) {
  console.error(`Unknown case(s): ${unknown.join(', ')}. Cases: ${available.join(', ')}`);
  process.exit(2);
}

const startedAt = new Date();
const loadBefore = loadNow();
const t0 = performance.now();

if (!args.includes('--no-build')) {
  // turbo caches: an unchanged app is restored from cache in well under a second.
  console.error('Building the apps (turbo, cached when unchanged)…');
  const r = spawnSync(
    join(ROOT, 'node_modules/.bin/turbo'),
    ['run', 'build', '--filter=./apps/*', '--output-logs=errors-only'],
    {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
    },
  );
  if (r.status !== 0)
    console.error('The build failed: cases that need the product will be skipped.');
}

const ctx = createContext();
const rows = [];
const ran = [];
for (const name of wanted.length ? wanted : available) {
  const { default: benchCase } = await import(pathToFileURL(join(casesDir, `${name}.mjs`)).href);
  console.error(`\n${benchCase.name}: ${benchCase.description ?? ''}`);
  const caseStart = performance.now();
  try {
    rows.push(...(await benchCase.run(ctx)));
  } catch (error) {
    // One broken case must not lose the others' figures.
    console.error(error);
    rows.push({
      case: benchCase.name,
      metric: '(case)',
      value: null,
      note: `failed: ${String(error.message ?? error).split('\n')[0]}`,
    });
  }
  ran.push({
    name: benchCase.name,
    seconds: Math.round((performance.now() - caseStart) / 100) / 10,
  });
}
await ctx.close();

const durationMs = Math.round(performance.now() - t0);
console.log('');
printTable(rows);
const file = saveResults(join(import.meta.dirname, 'results'), {
  startedAt,
  durationMs,
  loadBefore,
  cases: ran,
  rows,
  incidents: ctx.incidents,
});
console.log(
  `\n${rows.length} rows in ${(durationMs / 1000).toFixed(0)} s (${ran.map((c) => `${c.name} ${c.seconds} s`).join(', ')})`,
);
for (const incident of ctx.incidents) console.log(`Incident: ${incident}`);
console.log(
  `Load average ${loadBefore} before, ${loadNow()} after, on ${cpus().length} cores (higher than the cores: noisy run).`,
);
console.log(`Saved ${file}`);
