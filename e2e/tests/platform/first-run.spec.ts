import { expect, request as playwrightRequest, test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ACCOUNTS, apiSignIn, useSession } from '../../support/accounts';

// Issue 36: on a fresh local run (as `npm start` starts the API: LOCAL_OUTBOX=1, no SMTP,
// no DEV_OUTBOX), an admin invites a colleague, the colleague follows the link printed
// in the output as the local outbox, sets a password and signs in.
const ROOT_DIR = join(import.meta.dirname, '../../..');
const EMAIL = `colleague-${Date.now()}@atlas.test`;
const PASSWORD = 'First-Run-Password-2026';

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

test.describe.serial('first run: an invitation finished from the local outbox', () => {
  // A fresh data folder: migrations and the whole demo are written before the API listens.
  test.setTimeout(360_000);
  let server: ChildProcess;
  let output = '';
  let base = '';
  let dataDir = '';

  test.beforeAll(async () => {
    const port = await freePort();
    base = `http://localhost:${port}`;
    dataDir = mkdtempSync(join(tmpdir(), 'sp-first-run-'));
    // Not the test runner's own NODE_OPTIONS (its TypeScript loader) nor the suite's DEV_OUTBOX.
    const {
      DEV_OUTBOX: _d,
      MAIL_LOG: _m,
      SMTP_URL: _s,
      NODE_ENV: _n,
      NODE_OPTIONS: _o,
      ...env
    } = process.env;
    server = spawn(process.execPath, [join(ROOT_DIR, 'apps/api/dist/main.js')], {
      env: {
        ...env,
        PORT: String(port),
        HOST: '127.0.0.1',
        WEB_ROOT: ROOT_DIR,
        DATA_DIR: join(dataDir, 'data'),
        LOCAL_OUTBOX: '1',
        PUBLIC_URL: base,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await expect
      .poll(() => output, { timeout: 300_000 })
      .toMatch(/API listening on .* on Node\.js v\d+/);
  });

  test.afterAll(() => {
    server?.kill('SIGTERM');
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test('the start log names the Node.js it runs on (24 or newer)', () => {
    const major = Number(/on Node\.js v(\d+)/.exec(output)![1]);
    expect(major).toBeGreaterThanOrEqual(24);
  });

  test('an admin invites a colleague; the link is printed as the local outbox; the colleague sets a password and signs in', async ({
    page,
  }) => {
    const api = await playwrightRequest.newContext({ baseURL: base });
    const admin = await apiSignIn(api, ACCOUNTS.atlasAdmin);
    await useSession(page, admin, { language: 'en' });
    await page.goto(`${base}/users`);
    await page.getByRole('button', { name: 'Invite user' }).click({ timeout: 30_000 });
    const dialog = page.getByRole('dialog', { name: 'Invite a user' });
    await dialog.getByLabel('E-mail').fill(EMAIL);
    await dialog.getByLabel('Full name').fill('New Colleague');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(dialog).toBeHidden();

    // What a newcomer sees in the terminal: the mail, marked, with a whole link.
    await expect.poll(() => output, { timeout: 20_000 }).toContain(`To: ${EMAIL}`);
    const block = output.slice(output.lastIndexOf('LOCAL OUTBOX'));
    expect(block).toContain(`To: ${EMAIL}`);
    const link = new RegExp(`${base}/pages/authentication/reset-password/[\\w-]+`).exec(block)?.[0];
    expect(link, block).toBeTruthy();

    // The super admin reads the same mail on the Outbox page.
    const root = await apiSignIn(api, ACCOUNTS.root);
    const rootPage = await page.context().browser()!.newPage();
    await useSession(rootPage, root, { language: 'en' });
    await rootPage.goto(`${base}/outbox`);
    await expect(rootPage.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(rootPage.getByRole('link', { name: link! })).toBeVisible();
    await rootPage.close();

    // The colleague, in a browser of their own, follows the printed link.
    const colleague = await page.context().browser()!.newContext();
    const tab = await colleague.newPage();
    await tab.addInitScript(() => localStorage.setItem('language', 'en'));
    await tab.goto(link!);
    await tab.getByLabel(/^New password/).fill(PASSWORD);
    await tab.getByLabel(/^Confirm the password/).fill(PASSWORD);
    await tab.getByRole('button', { name: 'Set the new password' }).click();
    await expect(tab.getByText('Your password is changed.')).toBeVisible();
    await tab.getByRole('link', { name: 'Back to sign in' }).click();
    await tab.getByLabel(/^Email/).fill(EMAIL);
    await tab.getByLabel(/^Password/).fill(PASSWORD);
    await tab.getByRole('button', { name: 'Sign in' }).click();
    await expect(tab).toHaveURL(/\/dashboard$/);
    await colleague.close();
    await api.dispose();
  });
});
