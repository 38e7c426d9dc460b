import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireAuth } from '../../kernel/types';

const HEARTBEAT_MS = 25_000;

/** Server-sent events: one `notification` event per new notification of the user. */
export function openStream(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  const { user } = requireAuth(request.auth);
  reply.hijack();
  const res = reply.raw;
  // Headers set by hooks so far (CORS, security, request id), then the stream's own.
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) res.setHeader(name, value);
  }
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    // Proxies (nginx) must not buffer the stream.
    'x-accel-buffering': 'no',
  });
  res.write(': connected\n\n');
  const unsubscribe = app.deps.bus.subscribe(user.id, (n) => {
    res.write(`id: ${n.id}\nevent: notification\ndata: ${JSON.stringify(n)}\n\n`);
  });
  const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
  const stop = () => {
    clearInterval(heartbeat);
    unsubscribe();
    offClose();
    res.end();
  };
  // Graceful shutdown ends open streams so the server can finish.
  const offClose = app.deps.bus.onClose(stop);
  request.raw.on('close', stop);
}
