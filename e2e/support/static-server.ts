import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.css': 'text/css',
  '.html': 'text/html',
};

/**
 * Serves a remote's dist/ from another origin, the way a team deploys its remote on its
 * own host: with CORS, since the shell fetches its manifest cross-origin.
 */
export class StaticServer {
  private server: Server | null = null;

  constructor(
    private readonly root: string,
    readonly port: number,
  ) {}

  get origin() {
    return `http://127.0.0.1:${this.port}`;
  }

  async start() {
    this.server = createServer(async (req, res) => {
      const path = normalize(decodeURIComponent(new URL(req.url ?? '/', this.origin).pathname));
      try {
        const body = await readFile(join(this.root, path));
        res.writeHead(200, {
          'Content-Type': TYPES[extname(path)] ?? 'application/octet-stream',
          'Access-Control-Allow-Origin': '*',
        });
        res.end(body);
      } catch {
        res.writeHead(404, { 'Access-Control-Allow-Origin': '*' }).end();
      }
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
  }

  async stop() {
    const server = this.server;
    this.server = null;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
