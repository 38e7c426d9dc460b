import { expect, test } from '@playwright/test';
import { join } from 'node:path';
import { BUDGETS, kB, loginJs, remoteEntries } from '../../../bench/lib/bytes.mjs';

// DESIGN.md section 8: the byte budgets. Sizes are deterministic, so they are checked here.
test('the shell sends at most 190 kB gzip of JavaScript for /login', async ({ page, baseURL }) => {
  const { total, chunks } = await loginJs(page, baseURL!);
  console.log(
    `login JS ${kB(total)}: ${chunks.map((c) => `${c.url.split('/').pop()} ${kB(c.gzip)}`).join(', ')}`,
  );
  expect(chunks.length).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(BUDGETS.loginJs);
});

test('each remoteEntry is at most 16 kB gzip', () => {
  for (const { name, gzip } of remoteEntries(join(import.meta.dirname, '../../..'))) {
    expect(gzip, `${name}/remoteEntry.js`).not.toBeNull();
    expect(gzip!, `${name}/remoteEntry.js is ${kB(gzip!)}`).toBeLessThanOrEqual(
      BUDGETS.remoteEntry,
    );
  }
});
