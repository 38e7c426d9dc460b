import { http, request } from '@sp/http';

/** One page of a server-side list (`GET /api/<resource>?page=&pageSize=`). */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

type Params = Record<string, string | number | boolean | undefined | null>;

/** Query parameters without the empty ones (an empty filter is no filter). */
export function toSearchParams(query: object): Record<string, string | number | boolean> {
  return Object.fromEntries(
    Object.entries(query as Params).filter(([, v]) => v !== undefined && v !== null && v !== ''),
  ) as Record<string, string | number | boolean>;
}

/** GET `/api/<path>` with the query's non-empty fields as search params, typed by the caller. */
export const getJson = <T>(path: string, query: object = {}, signal?: AbortSignal) =>
  request(() => http.get(path, { searchParams: toSearchParams(query), signal }).json<T>());

/**
 * Headers for a write a user may repeat by accident (double click, retry): the API answers
 * the same key with the first answer (DESIGN.md section 4). One key per user action.
 */
export const idempotencyKey = (): Record<'Idempotency-Key', string> => ({ 'Idempotency-Key': crypto.randomUUID() });
