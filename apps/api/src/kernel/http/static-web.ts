import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { moduleNames } from '@sp/contracts/api';

const NO_CACHE = new Set(['index.html', 'mf-manifest.json', 'remoteEntry.js']);
// Bundlers put a content hash in the name (main.3f9a1c2b.js, 123.a1b2c3d4e5.css).
const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

function cacheHeaders(res: { setHeader(name: string, value: string): void }, file: string) {
  const name = path.basename(file);
  const long = !NO_CACHE.has(name) && HASHED.test(name);
  res.setHeader('cache-control', long ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/** WEB_ROOT is the repo root (apps/<name>/dist) or a folder holding index.html and remotes/<name>/. */
export function webLayout(webRoot: string) {
  const repo = fs.existsSync(path.join(webRoot, 'apps', 'shell', 'dist'));
  return {
    shell: repo ? path.join(webRoot, 'apps', 'shell', 'dist') : webRoot,
    remote: (name: string) =>
      repo ? path.join(webRoot, 'apps', name, 'dist') : path.join(webRoot, 'remotes', name),
  };
}

/** The one-port product: the shell with SPA fallback, and every remote under /remotes/<name>/. */
export async function staticWebPlugin(app: FastifyInstance, opts: { webRoot: string }) {
  const layout = webLayout(opts.webRoot);
  await app.register(fastifyStatic, {
    root: layout.shell,
    wildcard: true,
    index: ['index.html'],
    // Our own Cache-Control (cacheHeaders), not send's default max-age=0.
    cacheControl: false,
    setHeaders: cacheHeaders,
  });
  for (const name of moduleNames) {
    const root = layout.remote(name);
    if (!fs.existsSync(root)) continue;
    await app.register(fastifyStatic, {
      root,
      prefix: `/remotes/${name}/`,
      decorateReply: false,
      cacheControl: false,
      setHeaders(res, file) {
        cacheHeaders(res, file);
        // Remotes may be loaded by a shell on another origin.
        res.setHeader('access-control-allow-origin', '*');
      },
    });
  }
}

/** For the not-found handler: non-/api GETs that want HTML get the shell's index.html. */
export function spaFallback(request: FastifyRequest, reply: FastifyReply, webRoot: string | null) {
  if (!webRoot || !['GET', 'HEAD'].includes(request.method)) return false;
  const url = request.url.split('?')[0]!;
  if (url.startsWith('/api') || url.startsWith('/remotes/') || path.extname(url)) return false;
  reply.header('cache-control', 'no-cache');
  void reply.sendFile('index.html', webLayout(webRoot).shell, { cacheControl: false });
  return true;
}
