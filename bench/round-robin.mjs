// The scale-out bench's load balancer: a few lines of node:http that hand each request to
// the next of the API replicas in turn, over keep-alive connections, in its own process.
// `PORT=… TARGETS=http://127.0.0.1:a,http://127.0.0.1:b node bench/round-robin.mjs`
import http from 'node:http';

const targets = process.env.TARGETS.split(',').map((t) => new URL(t));
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
let next = 0;
const server = http.createServer((req, res) => {
  const target = targets[next++ % targets.length];
  const upstream = http.request(
    {
      host: target.hostname,
      port: target.port,
      path: req.url,
      method: req.method,
      headers: req.headers,
      agent,
    },
    (up) => {
      res.writeHead(up.statusCode, up.headers);
      up.pipe(res);
    },
  );
  upstream.on('error', () => (res.headersSent ? res.destroy() : (res.writeHead(502), res.end())));
  req.pipe(upstream);
});
server.keepAliveTimeout = 60_000;
server.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
