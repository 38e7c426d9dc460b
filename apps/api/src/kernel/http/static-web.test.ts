import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { inlineScriptHashes, scriptJson } from './static-web';

let t: TestApp;
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sp-web-'));
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
};

beforeAll(async () => {
  // The repo layout: apps/shell/dist and apps/<remote>/dist.
  write(
    'apps/shell/dist/index.html',
    '<!doctype html><html><head><title>shell</title></head><body></body></html>',
  );
  write('apps/shell/dist/static/js/main.3f9a1c2b.js', 'console.log(1)');
  write('apps/orders/dist/mf-manifest.json', '{"id":"orders"}');
  write('apps/orders/dist/remoteEntry.js', 'var orders');
  write('apps/orders/dist/static/js/42.a1b2c3d4e5.js', 'chunk');
  t = await createTestApp({ webRoot: root });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

it('serves the shell with SPA fallback, but not for /api or files', async () => {
  const index = await get('/');
  expect(index.body).toContain('shell');
  expect(index.headers['cache-control']).toBe('no-cache');
  const deep = await get('/orders/42?tab=x', { accept: 'text/html' });
  expect(deep.statusCode).toBe(200);
  expect(deep.body).toContain('shell');
  expect((await get('/api/unknown')).json().error.code).toBe('not_found');
  expect((await get('/missing.js')).statusCode).toBe(404);
});

it("writes the address's tenant into the page, for the sign-in page to paint before any request", async () => {
  const page = await get('/login', { host: 'localhost' });
  const json = /<script id="sp-tenant" type="application\/json">(.*?)<\/script><\/head>/.exec(
    page.body,
  )?.[1];
  expect(JSON.parse(json!)).toMatchObject({
    slug: expect.any(String),
    appTitle: expect.any(String),
    authLayout: expect.any(String),
  });
  expect((await get('/')).body).toContain('id="sp-tenant"');
});

it("allows the page's own inline script by its hash, and only it", async () => {
  const script = 'document.title = "x";';
  write(
    'apps/shell/dist/index.html',
    `<!doctype html><html><head></head><body><script>${script}</script><script src="/a.js"></script></body></html>`,
  );
  const policy = String((await get('/login')).headers['content-security-policy']);
  const directive = /script-src ([^;]*)/.exec(policy)![1]!;
  expect(directive).toContain(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
  expect(directive).not.toContain('unsafe-inline');
  expect(
    inlineScriptHashes('<script type="application/json">{}</script><script src="/x.js"></script>'),
  ).toEqual([]);
});

it('keeps JSON written into a script from closing it', () => {
  const text = scriptJson({ appTitle: '</script><script>alert(1)</script>' });
  expect(text).not.toContain('</script>');
  expect(JSON.parse(text)).toEqual({ appTitle: '</script><script>alert(1)</script>' });
});

it('caches hashed files for a year, manifests and entries never', async () => {
  expect((await get('/static/js/main.3f9a1c2b.js')).headers['cache-control']).toContain(
    'immutable',
  );
  const manifest = await get('/remotes/orders/mf-manifest.json');
  expect(manifest.statusCode).toBe(200);
  expect(manifest.headers['cache-control']).toBe('no-cache');
  expect(manifest.headers['access-control-allow-origin']).toBe('*');
  expect((await get('/remotes/orders/remoteEntry.js')).headers['cache-control']).toBe('no-cache');
  const chunk = await get('/remotes/orders/static/js/42.a1b2c3d4e5.js');
  expect(chunk.headers['cache-control']).toContain('max-age=31536000');
  expect(chunk.headers['access-control-allow-origin']).toBe('*');
});
