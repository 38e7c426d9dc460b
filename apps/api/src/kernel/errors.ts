import { DrizzleQueryError } from 'drizzle-orm';
import type { ErrorCode, ErrorDetail } from '@sp/contracts/api';

/** A refusal the client can act on: rendered as `{ error: { code, message, details? } }`. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    /** A common code, or one a domain declares in its contracts file (e.g. `stock_short`). */
    readonly code: ErrorCode | (string & {}),
    message: string,
    readonly details?: ErrorDetail[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (what = 'Record') => new AppError(404, 'not_found', `${what} not found`);
export const forbidden = (message = 'You are not allowed to do this') =>
  new AppError(403, 'forbidden', message);
export const unauthorized = (message = 'Sign in first') =>
  new AppError(401, 'unauthorized', message);
export const invalidField = (
  path: string,
  message: string,
  code: ErrorCode = 'validation_failed',
) => new AppError(code === 'validation_failed' ? 400 : 422, code, message, [{ path, message }]);

/**
 * What went wrong, in the database's own words when it was the database: Drizzle wraps a
 * driver error in one quoting the statement and all its parameters (for a bulk insert, a
 * page of rows as JSON), not a message to store or show.
 */
export const errorReason = (error: unknown) =>
  (error instanceof DrizzleQueryError && error.cause instanceof Error
    ? error.cause
    : (error as Error)
  ).message;
