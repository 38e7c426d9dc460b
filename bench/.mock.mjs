import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join } from 'node:path';
const ROOT = '/work/main';
const srv = createServer(async (req, res) => {
  const p = new URL(req.url, 'http://x').pathname;
  if (p.startsWith('/api/')) {
    res.writeHead(p === '/api/tenant/public' ? 200 : 404, { 'content-type': 'application/json' });
    return res.end(p === '/api/tenant/public' ? '{"name":"Atlas"}' : '{}');
  }
  let file;
  const m = p.match(/^\/remotes\/(\w+)\/(.*)$/);
  if (m) file = join(ROOT, 'apps', m[1], 'dist', m[2]);
  else
    file = extname(p) ? join(ROOT, 'apps/shell/dist', p) : join(ROOT, 'apps/shell/dist/index.html');
  try {
    const b = await readFile(file);
    res.writeHead(200, {
      'content-type':
        extname(file) === '.js'
          ? 'text/javascript'
          : extname(file) === '.json'
            ? 'application/json'
            : 'text/html',
    });
    res.end(b);
  } catch {
    res.writeHead(404).end();
  }
});
srv.listen(3777, '127.0.0.1');
