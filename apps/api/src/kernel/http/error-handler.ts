import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorCode, ErrorDetail } from '@sp/contracts/api';
import { AppError } from '../errors';
import { isConflict, sqlStateOf as sqlState } from '../db/transaction';

interface ZodIssueLike {
  instancePath: string;
  message: string;
  keyword: string;
  params: { keys?: string[] };
}

const toPath = (instancePath: string) => instancePath.replace(/^\//, '').replaceAll('/', '.');

/** Zod issues as `[{ path, message }]`; an unknown key is reported under its own path. */
function validationDetails(issues: ZodIssueLike[]): ErrorDetail[] {
  return issues.flatMap((issue) => {
    const base = toPath(issue.instancePath);
    if (issue.keyword === 'unrecognized_keys' && issue.params.keys) {
      return issue.params.keys.map((key) => ({
        path: base ? `${base}.${key}` : key,
        message: 'Unknown field',
      }));
    }
    return [{ path: base, message: issue.message }];
  });
}

// Fastify's own client errors, by code, mapped to our stable codes.
const fastifyCodes: Record<string, [number, ErrorCode, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'payload_too_large', 'The request body is too large'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'malformed_json', 'The request body is not valid JSON'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'malformed_json', 'The request body is empty'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'unsupported_media_type', 'Send application/json'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'malformed_json', 'Invalid content length'],
};

/**
 * Input the database refuses (class 22, data exception: NUL in text, a malformed value,
 * a number out of range, a string too long) is the client's mistake: 400, not 500.
 */
const isBadInput = (state: string | null) => state !== null && state.startsWith('22');

export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      if (err.headers) reply.headers(err.headers);
      const { code, message, details } = err;
      return reply
        .code(err.statusCode)
        .send({ error: { code, message, ...(details ? { details } : {}) } });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const details = validationDetails(err.validation as unknown as ZodIssueLike[]).map((d) => ({
        ...d,
        // Body and query fields are named as they are sent; params and headers say so.
        path: [
          ['body', 'querystring'].includes(err.validationContext ?? '')
            ? ''
            : err.validationContext,
          d.path,
        ]
          .filter(Boolean)
          .join('.'),
      }));
      return reply.code(400).send({
        error: { code: 'validation_failed', message: 'Some fields are invalid', details },
      });
    }
    const known = err.code ? fastifyCodes[err.code] : undefined;
    if (known) {
      return reply.code(known[0]).send({ error: { code: known[1], message: known[2] } });
    }
    if (err instanceof SyntaxError || (err.statusCode === 400 && /JSON/i.test(err.message))) {
      return reply
        .code(400)
        .send({ error: { code: 'malformed_json', message: 'The request body is not valid JSON' } });
    }
    if (err.statusCode === 429) {
      return reply
        .code(429)
        .send({ error: { code: 'rate_limited', message: 'Too many requests, try again later' } });
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return reply
        .code(err.statusCode)
        .send({ error: { code: 'validation_failed', message: err.message } });
    }
    if (isBadInput(sqlState(err))) {
      request.log.info({ sqlState: sqlState(err) }, 'input refused by the database');
      return reply
        .code(400)
        .send({ error: { code: 'validation_failed', message: 'A value sent cannot be stored' } });
    }
    if (isConflict(err)) {
      // Still a deadlock or serialization failure after the kernel's retries (kernel/db/transaction.ts).
      request.log.warn({ sqlState: sqlState(err) }, 'transaction conflict after retries');
      return reply
        .code(409)
        .send({ error: { code: 'conflict', message: 'Another change got in the way: try again' } });
    }
    // Unexpected: log it (query parameters redacted: kernel/http/log-redaction), tell the client nothing internal.
    request.log.error({ err }, 'unhandled error');
    return reply
      .code(500)
      .send({ error: { code: 'internal_error', message: 'Something went wrong' } });
  });
});
