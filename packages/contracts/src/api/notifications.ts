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
/**
 * EventSource cannot send headers: the stream's URL carries a stream ticket (one use, one
 * minute, from POST /api/notifications/stream-tickets), never the access token.
 */
export const notificationStreamQuerySchema = z.strictObject({
  ticket: z.string().max(128).optional(),
});
export const streamTicketResponseSchema = z.object({ ticket: z.string(), expiresAt: z.string() });
export type StreamTicket = z.infer<typeof streamTicketResponseSchema>;

export const notificationTokenBodySchema = z.strictObject({
  token: z.string().min(10).max(4096),
  platform: z.enum(['web']).default('web'),
});
