import { z } from 'zod';

/** Stable, translatable error codes of the API (`error.code`). */
export const errorCodes = [
  'validation_failed',
  'malformed_json',
  'payload_too_large',
  'unsupported_media_type',
  'unauthorized',
  'invalid_credentials',
  'wrong_password',
  'invalid_code',
  'invalid_token',
  'email_not_verified',
  'email_taken',
  'password_too_common',
  'account_locked',
  'account_deactivated',
  'approval_pending',
  'registration_closed',
  'totp_required',
  'forbidden',
  'store_forbidden',
  'not_found',
  'conflict',
  'idempotency_key_reused',
  'idempotency_in_progress',
  'rate_limited',
  'request_timeout',
  'internal_error',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const errorDetailSchema = z.object({ path: z.string(), message: z.string() });
export type ErrorDetail = z.infer<typeof errorDetailSchema>;

/** The one error shape of every non-2xx answer. */
export const errorResponseSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.array(errorDetailSchema).optional(),
  }),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const okResponseSchema = z.object({ ok: z.literal(true) });

export const idParamsSchema = z.strictObject({ id: z.uuid() });

/** The page sizes a list serves (the pagers offer these; anything else is refused). */
export const PAGE_SIZES = [5, 10, 20, 25, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

export const pageQueryShape = {
  page: z.coerce.number().int().min(1).default(1),
  // Typed as the sizes on the caller's side, so a client asking for 1 fails to compile.
  pageSize: z.coerce
    .number<PageSize>()
    .pipe(z.literal(PAGE_SIZES, 'Page size must be 5, 10, 20, 25, 50 or 100'))
    .default(20),
};

/**
 * Who reads an export (docs/words.md): `lang` and `tz` for people (headers, values and
 * dates in their language and time zone; the caller's language when absent), or
 * `layout=machine` for systems (keys, codes, ISO 8601 UTC). Spread into export queries.
 */
export const exportReaderShape = {
  lang: z.enum(['en', 'fr', 'ar']).optional(),
  tz: z.string().max(64).optional(),
  layout: z.enum(['readable', 'machine']).default('readable'),
};
