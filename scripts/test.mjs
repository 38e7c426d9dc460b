// `npm test`: installs what is needed (pnpm, packages, Debian chromium), then runs every
// check: the texts (every key in en/fr/ar, no codes, plurals), lint, typecheck, unit and API tests (PGlite), the API tests again on a throwaway
// PostgreSQL server, the production build, and the browser suite (which also holds the
// byte budgets). Every step runs even when an earlier one failed, so one run shows all.
import { ensureChromium, ensureNodeRuntime, installPackages, pnpm, run } from './ensure-tools.mjs';

await ensureNodeRuntime();
console.log(`npm test on Node.js ${process.version}`);
// `--only <start of a step's name>` runs just those steps (e.g. `--only runtime`).
const only = process.argv.includes('--only')
  ? process.argv[process.argv.indexOf('--only') + 1]
  : null;
installPackages();
if (!only || only.startsWith('browser')) ensureChromium();

const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', FORCE_COLOR: '0' };
const steps = [
  [
    'runtime check (Node.js line, pinned binary, pnpm on PATH)',
    [process.execPath, '--test', 'scripts/node-runtime.test.mjs', 'scripts/ensure-tools.test.mjs'],
  ],
  [
    'texts in en, fr and ar: every key, no codes, plurals (scripts/check-texts.mjs)',
    ['exec', 'node', 'scripts/check-texts.mjs'],
  ],
  // Formatting is checked, not fixed: `pnpm format` writes it (width 100, .prettierrc).
  ['formatting (Prettier check)', ['exec', 'prettier', '--check', '.', '--log-level', 'warn']],
  [
    'lint, typecheck, unit and API tests (PGlite)',
    ['turbo', 'run', 'lint', 'typecheck', 'test', '--continue', '--output-logs=errors-only'],
  ],
  [
    'API tests on PostgreSQL 15',
    ['exec', 'node', 'scripts/with-postgres.mjs', 'pnpm', '--filter', 'api', 'test'],
  ],
  ['production build', ['turbo', 'run', 'build', '--filter=./apps/*', '--output-logs=errors-only']],
  ['browser tests and byte budgets (Playwright, Chromium)', ['--filter', 'e2e', 'e2e']],
];

let passed = 0;
const failed = [];
for (const [name, args] of steps) {
  if (only && !name.startsWith(only)) continue;
  console.log(`\n=== ${name}`);
  try {
    // A step is pnpm arguments, or a command of its own (an absolute path first).
    if (args[0].startsWith('/')) run(args[0], args.slice(1), { env });
    else run(pnpm(), args, { env });
    passed++;
  } catch (error) {
    console.error(`FAILED: ${name}: ${error.message}`);
    failed.push(name);
  }
}
console.log(`\n${failed.length ? `Failed steps: ${failed.join('; ')}` : 'All steps passed.'}`);
console.log(`steps: ${passed} passed, ${failed.length} failed`);
process.exit(failed.length ? 1 : 0);
