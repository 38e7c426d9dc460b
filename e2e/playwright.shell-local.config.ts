// Temporary (shell helper): runs tests/shell against a product already on :3300.
import { defineConfig } from '@playwright/test';
export default defineConfig({
  testDir: './tests/shell',
  workers: 1,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: 'http://127.0.0.1:3300',
    launchOptions: { executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] },
  },
});
