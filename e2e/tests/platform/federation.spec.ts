import { expect, test, type Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ACCOUNTS, apiSignIn, useSession, type Session } from '../../support/accounts';
import { StaticServer } from '../../support/static-server';
import { modulesOf, setModules, type ModuleSetting } from '../../support/tenants';

const ROOT = join(import.meta.dirname, '../../..');
// The admin remote, deployed on its own origin as a team would deploy it.
const adminHost = new StaticServer(
  join(ROOT, 'apps/admin/dist'),
  Number(process.env.E2E_REMOTE_PORT ?? 3477),
);

/** How many copies of each shared package the page loaded, and from which container. */
function sharedInstances(page: Page) {
  return page.evaluate(() => {
    type Info = { from: string; loaded?: boolean };
    const share = (
      window as unknown as {
        __FEDERATION__: {
          __SHARE__: Record<string, { default: Record<string, Record<string, Info>> }>;
        };
      }
    ).__FEDERATION__.__SHARE__;
    const out: Record<string, { version: string; from: string }[]> = {};
    // Each federation instance lists the share scope it uses; the shell's remotes use the
    // shell's, so the same entry can be listed under several instances: count it once.
    const seen = new Set<Info>();
    for (const scopes of Object.values(share)) {
      for (const [pkg, versions] of Object.entries(scopes.default)) {
        for (const [version, info] of Object.entries(versions)) {
          if (info.loaded && !seen.has(info)) (out[pkg] ??= []).push({ version, from: info.from });
          seen.add(info);
        }
      }
    }
    return out;
  });
}

test.describe.serial('runtime federation', () => {
  let root: Session;
  let admin: Session;
  let original: ModuleSetting[];

  test.beforeAll(async ({ request }) => {
    root = await apiSignIn(request, ACCOUNTS.root);
    admin = await apiSignIn(request, ACCOUNTS.atlasAdmin);
    original = await modulesOf(request, admin);
    await adminHost.start();
    await setModules(
      request,
      root,
      'atlas',
      original.map((m) =>
        m.name === 'admin' ? { ...m, manifestUrl: `${adminHost.origin}/mf-manifest.json` } : m,
      ),
    );
  });

  test.afterAll(async ({ request }) => {
    await adminHost.stop();
    if (root && original) await setModules(request, root, 'atlas', original);
  });

  test('a remote from another origin loads and shares one React, store, theme and language', async ({
    page,
  }) => {
    const fromOtherOrigin: string[] = [];
    page.on(
      'request',
      (r) => r.url().startsWith(adminHost.origin) && fromOtherOrigin.push(r.url()),
    );
    await useSession(page, admin, { language: 'fr' });
    await page.goto('/users');

    // The remote's own French text, in the shell's language.
    const heading = page.getByRole('heading', { level: 1, name: 'Utilisateurs' });
    await expect(heading).toBeVisible();
    // Read once: the shell checks it, then hands it to the federation runtime.
    expect(fromOtherOrigin.filter((u) => u.endsWith('/mf-manifest.json'))).toHaveLength(1);
    expect(fromOtherOrigin.some((u) => u.endsWith('.js'))).toBe(true);

    // One theme: the heading's colour is the token only the shell's theme defines (brand.fg).
    const colour = await heading.evaluate((el) => getComputedStyle(el).color);
    expect(colour).toBe('rgb(23, 38, 77)');

    // One instance of each singleton, all provided by the shell.
    const shared = await sharedInstances(page);
    for (const pkg of [
      'react',
      'react-dom',
      '@sp/ui',
      '@sp/shared-auth',
      '@sp/i18n',
      '@sp/router',
    ]) {
      expect(shared[pkg], pkg).toHaveLength(1);
      expect(shared[pkg]![0]!.from, pkg).toBe('shell');
    }
  });

  test('a remote whose server is down leaves the shell working, and retry brings it back', async ({
    page,
  }) => {
    await adminHost.stop();
    await useSession(page, admin);
    await page.goto('/users');
    await expect(
      page.getByRole('heading', { name: 'Administration is unavailable' }),
    ).toBeVisible();
    // Its menu entry says so; the rest of the shell still works.
    await expect(page.getByText('unavailable', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('navigation').first()).toBeVisible();

    await adminHost.start();
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  });

  test('a remote that needs a newer face than the shell provides is refused, with the reason', async ({
    page,
  }) => {
    await page.route(`${adminHost.origin}/mf-manifest.json`, async (route) => {
      const manifest = await (await route.fetch()).json();
      for (const s of manifest.shared) if (s.name === '@sp/ui') s.requiredVersion = '^99.0.0';
      await route.fulfill({ json: manifest, headers: { 'Access-Control-Allow-Origin': '*' } });
    });
    const scripts: string[] = [];
    page.on(
      'request',
      (r) =>
        r.url().startsWith(adminHost.origin) && r.url().endsWith('.js') && scripts.push(r.url()),
    );
    await useSession(page, admin);
    await page.goto('/users');
    await expect(page.getByText('@sp/ui ^99.0.0 (shell provides 1.')).toBeVisible();
    expect(scripts, 'no code of the refused remote ran').toEqual([]);
  });
});

test('each remote manifest is read once: the shell checks it, then hands it to the runtime', async ({
  page,
  request,
}) => {
  const manifests: string[] = [];
  page.on(
    'request',
    (r) => r.url().endsWith('/mf-manifest.json') && manifests.push(new URL(r.url()).pathname),
  );
  await useSession(page, await apiSignIn(request, ACCOUNTS.atlasAdmin));
  await page.goto('/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  // Atlas's five remotes, served by the product itself (same origin).
  const all = ['admin', 'finance', 'inventory', 'orders', 'purchase'].map(
    (name) => `/remotes/${name}/mf-manifest.json`,
  );
  await expect.poll(() => [...manifests].sort()).toEqual(all);
  await page.waitForLoadState('networkidle');
  expect([...manifests].sort()).toEqual(all);
});

test("the shell's build output names no remote and no remote URL", () => {
  const dist = join(ROOT, 'apps/shell/dist');
  for (const file of readdirSync(dist).filter((f) => /\.(js|html)$/.test(f))) {
    const text = readFileSync(join(dist, file), 'utf8');
    expect(text, file).not.toMatch(/\/remotes\/|remoteEntry\.js|:310[1-6]\b/);
  }
});
