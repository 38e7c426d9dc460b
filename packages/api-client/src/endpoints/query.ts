import type { Job } from '@sp/contracts/api';
import { ApiError, http, request } from '@sp/http';

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
export const idempotencyKey = (): Record<'Idempotency-Key', string> => ({
  'Idempotency-Key': crypto.randomUUID(),
});

/** How often a page asks how its report job is doing. */
const REPORT_POLL_MS = 400;
const pause = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => (clearTimeout(timer), reject(signal.reason)), {
      once: true,
    });
  });

/**
 * A report asked for as a job (POST `/api/<path>/runs` with the filters, the API's
 * kernel/report-runs.ts): the finished job's result when the API answers at once (200),
 * else the job polled at GET /api/jobs/:id until it has finished (202). A failed job is an
 * ApiError `report_failed`.
 */
export async function runReport<T>(
  path: string,
  filters: object,
  signal?: AbortSignal,
): Promise<T> {
  let job = await request(() =>
    http.post(`${path}/runs`, { json: toSearchParams(filters), signal }).json<Job>(),
  );
  while (job.state === 'queued' || job.state === 'running') {
    await pause(REPORT_POLL_MS, signal);
    const id = job.id;
    job = await request(() => http.get(`jobs/${id}`, { signal }).json<Job>());
  }
  if (job.state === 'failed')
    throw new ApiError(500, 'report_failed', job.error ?? 'The report failed');
  return job.result as T;
}
