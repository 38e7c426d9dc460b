import { z } from 'zod';

export const notificationSchema = z.object({
  id: z.uuid(),
  type: z.string(),
  title: z.string(),
  body: z.string(),
  data: z.record(z.string(), z.unknown()).nullable(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  unreadOnly: z.enum(['true', 'false']).optional(),
});
export const notificationListResponseSchema = z.object({
  items: z.array(notificationSchema),
  unreadCount: z.number().int(),
});
/** EventSource cannot send headers, so the stream alone takes the token in the query. */
export const notificationStreamQuerySchema = z.strictObject({ access_token: z.string().max(256).optional() });

export const notificationTokenBodySchema = z.strictObject({
  token: z.string().min(10).max(4096),
  platform: z.enum(['web']).default('web'),
});
