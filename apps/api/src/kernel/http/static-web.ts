import { createHash } from 'node:crypto';
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
export async function staticWebPlugin(
  app: FastifyInstance,
  opts: { webRoot: string; documentData?: DocumentData },
) {
  const layout = webLayout(opts.webRoot);
  app.get('/', (request, reply) => sendDocument(request, reply, layout.shell, opts.documentData));
  await app.register(fastifyStatic, {
    root: layout.shell,
    wildcard: true,
    // '/' is a page like any other (the route above), with its document data.
    index: false,
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

/** What the page's first script may read before any request: the tenant the address names. */
export type DocumentData = (request: FastifyRequest) => Promise<unknown>;

/** JSON inside <script>: nothing in it may close the tag or open a comment. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * For the not-found handler: non-/api GETs that want HTML get the shell's index.html, with
 * `documentData` written into it as <script id="sp-tenant" type="application/json">: the
 * sign-in page paints from it at once (apps/shell/src/prerender/choose.ts).
 */
export async function spaFallback(
  request: FastifyRequest,
  reply: FastifyReply,
  webRoot: string | null,
  documentData?: DocumentData,
) {
  if (!webRoot || !['GET', 'HEAD'].includes(request.method)) return false;
  const url = request.url.split('?')[0]!;
  if (url.startsWith('/api') || url.startsWith('/remotes/') || path.extname(url)) return false;
  await sendDocument(request, reply, webLayout(webRoot).shell, documentData);
  return true;
}

async function sendDocument(
  request: FastifyRequest,
  reply: FastifyReply,
  shellDir: string,
  documentData?: DocumentData,
) {
  let page = await fs.promises.readFile(path.join(shellDir, 'index.html'), 'utf8');
  const data = documentData ? await documentData(request).catch(() => null) : null;
  if (data)
    page = page.replace(
      '</head>',
      `<script id="sp-tenant" type="application/json">${scriptJson(data)}</script></head>`,
    );
  allowInlineScripts(reply, page);
  return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page);
}

/** The sha256 of each inline script of a page (data blocks are not scripts). */
export function inlineScriptHashes(page: string): string[] {
  return [...page.matchAll(/<script(?![^>]*\b(?:src|type)=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => `'sha256-${createHash('sha256').update(match[1]!).digest('base64')}'`,
  );
}

/**
 * The shell's build writes one inline script into its page (the prerendered sign-in page's
 * chooser): the page's policy allows it by its hash, and no other inline script.
 */
function allowInlineScripts(reply: FastifyReply, page: string) {
  const policy = reply.getHeader('content-security-policy');
  const hashes = inlineScriptHashes(page);
  if (typeof policy !== 'string' || !hashes.length) return;
  reply.header(
    'content-security-policy',
    policy.replace(/script-src ([^;]*)/, (directive) => `${directive} ${hashes.join(' ')}`),
  );
}
