import { z } from 'zod';

/** A background job (import, label batch, report) as a page polls it: GET /api/jobs/:id. */
export const jobSchema = z.object({
  id: z.uuid(),
  kind: z.string(),
  /** queued -> running -> done | failed (a failed attempt goes back to queued until maxAttempts). */
  state: z.enum(['queued', 'running', 'done', 'failed']),
  progress: z.object({ done: z.number().int(), total: z.number().int().nullable() }),
  result: z.unknown(),
  error: z.string().nullable(),
  attempts: z.number().int(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type Job = z.infer<typeof jobSchema>;
