import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sp-web-'));
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
};

beforeAll(async () => {
  // The repo layout: apps/shell/dist and apps/<remote>/dist.
  write('apps/shell/dist/index.html', '<!doctype html><title>shell</title>');
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

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

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

it('caches hashed files for a year, manifests and entries never', async () => {
  expect((await get('/static/js/main.3f9a1c2b.js')).headers['cache-control']).toContain('immutable');
  const manifest = await get('/remotes/orders/mf-manifest.json');
  expect(manifest.statusCode).toBe(200);
  expect(manifest.headers['cache-control']).toBe('no-cache');
  expect(manifest.headers['access-control-allow-origin']).toBe('*');
  expect((await get('/remotes/orders/remoteEntry.js')).headers['cache-control']).toBe('no-cache');
  const chunk = await get('/remotes/orders/static/js/42.a1b2c3d4e5.js');
  expect(chunk.headers['cache-control']).toContain('max-age=31536000');
  expect(chunk.headers['access-control-allow-origin']).toBe('*');
});
