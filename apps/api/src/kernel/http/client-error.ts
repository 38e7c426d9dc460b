import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';

/** The answer to a request that never became one, by Node's error code: status, code, message. */
const answers: Record<string, [number, string, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'request_timeout', 'The request did not arrive in time'],
  HPE_HEADER_OVERFLOW: [431, 'validation_failed', 'The request headers are too large'],
};
const fallback: [number, string, string] = [
  400,
  'validation_failed',
  'The request is not valid HTTP',
];

/**
 * Fastify's `clientErrorHandler`: Fastify's default writes `{ error, message, statusCode }`;
 * ours writes `{ error: { code, message } }` and closes the connection.
 */
export function clientErrorHandler(err: Error & { code?: string }, socket: Socket) {
  if (err.code === 'ECONNRESET' || !socket.writable) return void socket.destroy();
  const [status, code, message] = answers[err.code ?? ''] ?? fallback;
  const body = JSON.stringify({ error: { code, message } });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}
