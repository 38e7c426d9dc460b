import { z } from 'zod';
import { pageQueryShape } from './errors';

export const auditEntrySchema = z.object({
  id: z.uuid(),
  tenantId: z.uuid(),
  userId: z.uuid().nullable(),
  action: z.string(),
  recordType: z.string(),
  recordId: z.string(),
  /** How people know the record ("ATL-000123", a person's name), where its module names it. */
  recordLabel: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditListQuerySchema = z.strictObject({
  ...pageQueryShape,
  userId: z.uuid().optional(),
  recordType: z.string().max(60).optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
});
export const auditListResponseSchema = z.object({
  items: z.array(auditEntrySchema),
  /** Names of the ids on this page (who acted, a store, a courier among the values). */
  names: z.record(z.string(), z.string()),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
