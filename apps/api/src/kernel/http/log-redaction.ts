import type { FastifyRequest } from 'fastify';

/**
 * What the logs must never hold: tokens, passwords and hashes, TOTP secrets, reset links,
 * and the bound parameters of a failed SQL query (a new user's password hash among them).
 */
const SECRET_KEY = /token|ticket|password|secret|hash|code|key|authorization|cookie/i;
const REDACTED = '[redacted]';

/** `?ticket=abc&x=1` -> `?ticket=[redacted]&x=1` (the stream's single-use ticket; any `*token*` too). */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const [name = ''] = pair.split('=', 1);
      return SECRET_KEY.test(decodeURIComponentSafe(name)) ? `${name}=${REDACTED}` : pair;
    });
  return `${url.slice(0, q)}?${params.join('&')}`;
}

function decodeURIComponentSafe(s: string) {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/**
 * Drizzle's error message (and so its stack) quotes every bound parameter after the
 * statement: `Failed query: insert ...\nparams: a customer's name,phone,...` (issue 33, item 9).
 */
function cutParams<T extends string | undefined>(text: T): T {
  if (!text) return text;
  return text.replace(/\nparams: [\s\S]*?(?=\n\s+at |$)/, `\nparams: ${REDACTED}`) as T;
}

/** An error as logged: message, code and stack, its causes, but no query parameters. */
function serializeError(err: unknown, depth = 0): unknown {
  if (!(err instanceof Error) || depth > 4) return err;
  const e = err as Error & Record<string, unknown>;
  const out: Record<string, unknown> = {
    type: e.name,
    message: cutParams(e.message),
    stack: cutParams(e.stack),
  };
  for (const [k, v] of Object.entries(e)) {
    // `detail` is PostgreSQL's "Key (email)=(someone@x) already exists": customer data too.
    if (k === 'params' || k === 'parameters' || k === 'detail') out[k] = REDACTED;
    else if (k === 'message' || k === 'stack') continue;
    else if (k === 'cause') out[k] = serializeError(v, depth + 1);
    else if (SECRET_KEY.test(k) && k !== 'code') out[k] = REDACTED;
    else out[k] = v;
  }
  if (e.cause !== undefined && out.cause === undefined)
    out.cause = serializeError(e.cause, depth + 1);
  return out;
}

/** Pino options for Fastify: redaction at every level, request lines without secrets. */
export function loggerOptions(level: string, extra: object = {}) {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        '*.password',
        '*.passwordHash',
        '*.currentPassword',
        '*.newPassword',
        '*.token',
        '*.accessToken',
        '*.totpSecret',
        '*.params',
      ],
      censor: REDACTED,
    },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
      err: serializeError,
    },
    ...extra,
  };
}
