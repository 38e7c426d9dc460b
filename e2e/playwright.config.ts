import { defineConfig } from '@playwright/test';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM } from '../bench/lib/chromium.mjs';

export const PORT = Number(process.env.E2E_PORT ?? 3400);
export const REMOTE_PORT = Number(process.env.E2E_REMOTE_PORT ?? 3477);
// One fresh database per run; the id is kept in the environment so workers agree on it.
process.env.E2E_RUN ??= String(Date.now());
const DATA_DIR = join(tmpdir(), `sp-e2e-${process.env.E2E_RUN}`);

export default defineConfig({
  testDir: './tests',
  // The suite shares one product and one database, and some tests change a tenant's
  // settings: one worker keeps them independent of each other's timing.
  workers: 1,
  retries: 0,
  // Bounds for a busy machine (the suite is run twice under a parallel CPU load before it
  // is called stable): a page's data may take seconds there, never minutes.
  timeout: 60_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  globalTeardown: './global-teardown.ts',
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'off',
    launchOptions: CHROMIUM,
  },
  webServer: {
    command: 'node ../apps/api/dist/main.js',
    url: `http://127.0.0.1:${PORT}/api/tenant/public`,
    reuseExistingServer: false,
    // A fresh database is migrated and seeded first: about 20 s on a quiet machine, 140 s
    // at load 16 on two cores (E2E_SERVER_TIMEOUT ms).
    timeout: Number(process.env.E2E_SERVER_TIMEOUT ?? 300_000),
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      WEB_ROOT: join(import.meta.dirname, '..'),
      DATA_DIR,
      // The federation suite serves a remote from a second, plain-http origin.
      REMOTE_ORIGINS: `http://127.0.0.1:${REMOTE_PORT}`,
      // Tests follow invitation and reset links through GET /api/dev/outbox.
      DEV_OUTBOX: '1',
      // Every report run answers 202 at once, so the pages' polling of report jobs is what the suite exercises (the API tests cover the 200 path).
      REPORT_WAIT_MS: '0',
    },
  },
});
