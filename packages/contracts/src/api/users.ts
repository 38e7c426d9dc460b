import { z } from 'zod';
import { pageQueryShape } from './errors';
import { roleSchema, userStatusSchema } from './auth';
import { languageSchema } from './tenants';

export const userSchema = z.object({
  id: z.uuid(),
  tenantId: z.uuid(),
  fullName: z.string(),
  email: z.string(),
  role: roleSchema,
  status: userStatusSchema,
  unverified: z.boolean(),
  language: languageSchema,
  storeIds: z.array(z.uuid()),
  twoFactorEnabled: z.boolean(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const userListQuerySchema = z.strictObject({
  ...pageQueryShape,
  role: roleSchema.optional(),
  status: userStatusSchema.optional(),
  storeId: z.uuid().optional(),
  q: z.string().max(100).optional(),
});
export const userListResponseSchema = z.object({
  items: z.array(userSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const updateUserBodySchema = z.strictObject({
  fullName: z.string().trim().min(1).max(120).optional(),
  role: roleSchema.optional(),
  status: z.enum(['active', 'deactivated']).optional(),
  language: languageSchema.optional(),
  storeIds: z.array(z.uuid()).max(500).optional(),
});
export type UpdateUserBody = z.infer<typeof updateUserBodySchema>;
