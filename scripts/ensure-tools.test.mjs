// Run by `npm test`'s first step, after it installed pnpm: turbo starts the package manager
// by name, so the pnpm the scripts use must be found on PATH by what they start.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { delimiter, dirname } from 'node:path';
import { test } from 'node:test';
import { pnpm } from './ensure-tools.mjs';

test('the pnpm the scripts use is found by name by the processes they start', () => {
  const saved = process.env.PATH;
  try {
    // This Node's folder (pnpm is a script run by `node`) and the system's, as on a machine
    // with no global pnpm.
    process.env.PATH = [dirname(process.execPath), '/usr/bin', '/bin'].join(delimiter);
    const chosen = pnpm();
    const byName = spawnSync('pnpm', ['--version'], { encoding: 'utf8', env: process.env });
    assert.equal(byName.status, 0, `pnpm not found on PATH after pnpm() chose ${chosen}`);
    assert.match(byName.stdout.trim(), /^10\./);
  } finally {
    process.env.PATH = saved;
  }
});
